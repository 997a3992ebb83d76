import { Type, type Static } from 'typebox';
import { literalUnion } from '../literal-union';

/**
 * SNMP credentials (issue 16 item 3): named settings a device or a group refers to (ingest rows'
 * `snmpCredential`). The community and v3 keys are write-only: stored encrypted, never answered.
 */

export const SNMP_LEVELS = ['noAuthNoPriv', 'authNoPriv', 'authPriv'] as const;
export const SNMP_AUTH_PROTOCOLS = ['md5', 'sha', 'sha224', 'sha256', 'sha384', 'sha512'] as const;
export const SNMP_PRIV_PROTOCOLS = ['des', 'aes', 'aes256b', 'aes256r'] as const;

const oneOf = <const T extends readonly string[]>(values: T, description: string) => literalUnion(values, { description });

const Secret = (description: string) => Type.String({ minLength: 1, maxLength: 255, description });

/**
 * One credential as PUT: version '2c' with `community`, or version '3' with `user`, `level` and
 * the protocols and keys the level needs (checked by the server, naming the field at fault).
 */
export const SnmpCredentialInput = Type.Object(
  {
    name: Type.String({ pattern: '^[A-Za-z0-9._-]{1,64}$', description: 'letters, digits, . _ - (1-64); devices and groups refer to it' }),
    version: oneOf(['2c', '3'], "'2c' or '3'"),
    community: Type.Optional(Secret('v2c community (write-only)')),
    user: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'v3 user name' })),
    level: Type.Optional(oneOf(SNMP_LEVELS, 'v3 security level')),
    authProtocol: Type.Optional(oneOf(SNMP_AUTH_PROTOCOLS, 'v3 authentication protocol (authNoPriv, authPriv)')),
    authKey: Type.Optional(Secret('v3 authentication passphrase, at least 8 characters (write-only)')),
    privProtocol: Type.Optional(oneOf(SNMP_PRIV_PROTOCOLS, 'v3 privacy protocol (authPriv)')),
    privKey: Type.Optional(Secret('v3 privacy passphrase, at least 8 characters (write-only)')),
  },
  { additionalProperties: false },
);
export type SnmpCredentialInput = Static<typeof SnmpCredentialInput>;

export const SnmpCredentialsBody = Type.Array(SnmpCredentialInput, { minItems: 1, maxItems: 10_000 });
export type SnmpCredentialsBody = Static<typeof SnmpCredentialsBody>;

export const SnmpCredentialsPutAnswer = Type.Object({
  created: Type.Integer(),
  updated: Type.Integer(),
});
export type SnmpCredentialsPutAnswer = Static<typeof SnmpCredentialsPutAnswer>;

export const SnmpCredentialGroup = Type.Object({ id: Type.Integer(), networkType: Type.String(), name: Type.String() });

/** A credential as listed: what it is and who uses it, never its secrets. */
export const SnmpCredentialSummary = Type.Object(
  {
    name: Type.String(),
    version: oneOf(['2c', '3'], "'2c' or '3'"),
    level: Type.Union([oneOf(SNMP_LEVELS, 'v3 security level'), Type.Null()]),
    user: Type.Union([Type.String(), Type.Null()], { description: 'v3 user name; null for v2c' }),
    updatedAt: Type.Integer({ description: 'epoch milliseconds' }),
    updatedBy: Type.String(),
    deviceCount: Type.Integer({ description: 'devices that name it themselves' }),
    devices: Type.Array(Type.String(), { description: 'the first 100 of those devices, by name' }),
    groups: Type.Array(SnmpCredentialGroup, { description: 'groups that name it (their members without their own setting use it)' }),
  },
  { additionalProperties: false },
);
export type SnmpCredentialSummary = Static<typeof SnmpCredentialSummary>;

export const SnmpCredentialsAnswer = Type.Object({ data: Type.Array(SnmpCredentialSummary), total: Type.Integer() });
export type SnmpCredentialsAnswer = Static<typeof SnmpCredentialsAnswer>;

export const SnmpCredentialParams = Type.Object({ name: Type.String({ minLength: 1, maxLength: 64 }) });
export type SnmpCredentialParams = Static<typeof SnmpCredentialParams>;
