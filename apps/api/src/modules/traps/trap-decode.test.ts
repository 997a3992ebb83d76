import { describe, expect, it } from 'vitest';
import { interfaceInstance, trapMeaning, varbindText } from './trap-alert';
import { decodeTrap, varbindValue, type RawNotification } from './trap-decode';

const rinfo = { address: '10.0.0.9', port: 40000 };
const v2 = (varbinds: RawNotification['pdu']['varbinds']): RawNotification => ({ pdu: { type: 167, community: 'public', varbinds }, rinfo });

describe('decodeTrap', () => {
  it('maps an SNMPv1 enterprise-specific trap to enterprise.0.specific and takes the agent address as source', () => {
    const t = decodeTrap({ pdu: { type: 164, enterprise: '1.3.6.1.4.1.9', agentAddr: '10.0.0.7', generic: 6, specific: 42, varbinds: [] }, rinfo });
    expect(t).toMatchObject({ kind: 'v1-trap', from: '10.0.0.9', source: '10.0.0.7', trapOid: '1.3.6.1.4.1.9.0.42' });
  });

  it('maps an SNMPv1 generic linkUp to the SNMPv2 linkUp OID; agent-addr 0.0.0.0 falls back to the sender', () => {
    const t = decodeTrap({ pdu: { type: 164, enterprise: '1.3.6.1.4.1.9', agentAddr: '0.0.0.0', generic: 3, specific: 0, varbinds: [] }, rinfo });
    expect(t).toMatchObject({ trapOid: '1.3.6.1.6.3.1.1.5.4', source: '10.0.0.9' });
  });

  it('refuses a v2c trap without snmpTrapOID.0', () => {
    expect(() => decodeTrap(v2([{ oid: '1.3.6.1.2.1.1.3.0', type: 67, value: 5 }]))).toThrow(/snmpTrapOID/);
  });

  it('reads text, MAC-like octets and Counter64 values', () => {
    expect(varbindValue(4, Buffer.from('eth0'))).toBe('eth0');
    expect(varbindValue(4, Buffer.from([0, 0x1b, 0x2c, 0xff, 1, 2]))).toBe('00:1b:2c:ff:01:02');
    expect(varbindValue(70, Buffer.from([0, 0, 0, 1, 0, 0, 0, 0]))).toBe(4294967296);
  });
});

describe('trapMeaning', () => {
  it('finds the interface of a linkDown that names only ifDescr.N, and an admin-down interface', () => {
    const t = decodeTrap(
      v2([
        { oid: '1.3.6.1.6.3.1.1.4.1.0', type: 6, value: '1.3.6.1.6.3.1.1.5.3' },
        { oid: '1.3.6.1.2.1.2.2.1.2.12', type: 4, value: Buffer.from('Gi0/12') },
        { oid: '1.3.6.1.2.1.2.2.1.7.12', type: 2, value: 2 },
      ]),
    );
    expect(trapMeaning(t)).toEqual({ kind: 'link', up: false, ifIndex: 12, ifName: undefined, ifDescr: 'Gi0/12', adminDown: true });
    expect(varbindText(t)).toBe('ifDescr.12=Gi0/12, ifAdminStatus.12=2');
    expect(interfaceInstance(undefined, 12)).toBe('ifIndex 12');
    expect(interfaceInstance('Gi0/12', 12)).toBe('Gi0/12');
  });
});
