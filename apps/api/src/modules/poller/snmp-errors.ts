import type { SnmpTarget } from '../snmp';

/**
 * SNMP errors by name (issue 31 item 5), so an operator can tell a dead device from a wrong
 * credential. net-snmp reports a wrong auth key as "Wrong Digest" and an unknown user as "Unknown
 * User Name"; a wrong privacy key gets no answer at all (the agent cannot decrypt the request), so
 * it reads as a timeout unless the agent still answers the same user without privacy.
 * Every credential error starts "SNMPv3 ... failure:" (CREDENTIAL_ERROR_PATTERN counts them).
 */
export type SnmpErrorKind = 'timeout' | 'auth' | 'privacy' | 'other';

export const AUTH_FAILURE = 'SNMPv3 authentication failure: check the user name, auth key and auth protocol';
export const PRIVACY_FAILURE = 'SNMPv3 privacy failure: the agent answered discovery but not the request: check the privacy key/protocol';

const AUTH_MESSAGES = /wrong digest|unknown user name|unsupported security level|not in time window/i;

export function snmpErrorKind(err: unknown): SnmpErrorKind {
  const name = err instanceof Error ? err.name : '';
  const message = err instanceof Error ? err.message : String(err);
  if (name === 'RequestTimedOutError' || /timed out/i.test(message)) return 'timeout';
  if (AUTH_MESSAGES.test(message)) return 'auth';
  return 'other';
}

/** The text a poll stores for an error of this kind. */
export function snmpErrorText(kind: SnmpErrorKind, err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  if (kind === 'auth') return `${AUTH_FAILURE} (${message})`;
  if (kind === 'privacy') return PRIVACY_FAILURE;
  return message;
}

/** The same user at authNoPriv: an agent that answers it (even to refuse) is alive, so its silence was the privacy key. */
export function withoutPrivacy(target: SnmpTarget): SnmpTarget | null {
  const user = target.user;
  if (target.version !== '3' || !user || user.level !== 'authPriv') return null;
  return { ...target, user: { name: user.name, level: 'authNoPriv', authProtocol: user.authProtocol, authKey: user.authKey } };
}

export const isCredentialError = (kind: SnmpErrorKind) => kind === 'auth' || kind === 'privacy';

/** A stored poll error that is a credential error (the SQL side is CREDENTIAL_ERROR_PATTERN). */
export const CREDENTIAL_ERROR = /^SNMPv3 .* failure:/;
