import {
  ErrorAnswer,
  SnmpCredentialParams,
  SnmpCredentialsAnswer,
  SnmpCredentialsBody,
  SnmpCredentialsPutAnswer,
  SnmpCredentialSummary,
} from '@nms/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../lib/request-context';
import { getCredentials, putCredentials, removeCredential } from './credentials';

const tags = ['Ingest'];
const path = '/ingest/snmp-credentials';

/** SNMP credentials for the poller and the SNMP device actions: service accounts and admins only. */
export async function snmpRoutes(app: FastifyInstance) {
  const secretKey = () => app.config.feeds?.snmpSecretKey;

  app.put<{ Body: SnmpCredentialsBody }>(
    path,
    {
      schema: {
        tags,
        summary: 'Create or replace SNMP credentials by name',
        description:
          "An array of credentials: {name, version: '2c', community} or {name, version: '3', user, level, authProtocol, authKey, " +
          'privProtocol, privKey} (the protocols and keys the level needs). Secrets are stored encrypted and never answered. ' +
          'A credential that breaks a rule is a 400 naming body/<index>/<field>, and nothing is written.',
        body: SnmpCredentialsBody,
        response: { 200: SnmpCredentialsPutAnswer, 400: ErrorAnswer },
      },
    },
    (req) => putCredentials(app.db, req.body, actorOf(req.user), secretKey()),
  );

  app.get(
    path,
    {
      schema: {
        tags,
        summary: 'SNMP credentials, without their secrets',
        description: 'Each credential with its version, v3 level and user, last change, and the devices and groups that use it.',
        response: { 200: SnmpCredentialsAnswer },
      },
    },
    async () => {
      const data = await getCredentials(app.db);
      return { data, total: data.length };
    },
  );

  app.delete<{ Params: SnmpCredentialParams }>(
    `${path}/:name`,
    {
      schema: {
        tags,
        summary: 'Delete an unused SNMP credential',
        description: 'Answers the deleted credential (without secrets). 409 while a device or group uses it, 404 for an unknown name.',
        params: SnmpCredentialParams,
        response: { 200: SnmpCredentialSummary, 404: ErrorAnswer, 409: ErrorAnswer },
      },
    },
    (req) => removeCredential(app.db, req.params.name, actorOf(req.user)),
  );
}
