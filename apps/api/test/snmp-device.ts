import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Snmpd } from './peers/snmpd';

/**
 * Registers a real agent as a router the way a provisioning script does: a v2c credential named
 * `credential` with the agent's community, then the device at 127.0.0.1 on the agent's port.
 * Answers the device ingest's answer.
 */
export async function registerSnmpRouter(app: FastifyInstance, service: Record<string, string>, device: string, credential: string, agent: Snmpd) {
  let res = await app.inject({
    method: 'PUT',
    url: '/api/v1.0/ingest/snmp-credentials',
    headers: service,
    payload: [{ name: credential, version: '2c', community: agent.community }],
  });
  expect(res.statusCode, res.body).toBe(200);
  res = await app.inject({
    method: 'POST',
    url: '/api/v1.0/ingest/devices',
    headers: service,
    payload: [{ name: device, managementIp: '127.0.0.1', snmpCredential: credential, snmpPort: agent.port, productCategory: 'Router' }],
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { created: number; rejected: number };
}
