import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPcap } from '../src/modules/actions/capture/pcap-writer';
import { listAudit } from '../src/modules/audit/repository';
import { ACTION_DEVICES, startActionsHarness, type ActionsHarness } from './actions-harness';

/** The IPv4 fields of an Ethernet frame: protocol, addresses, ports (TCP/UDP). */
function ipv4Of(frame: Buffer) {
  const type = frame.readUInt16BE(12);
  if (type !== 0x0800) return { type };
  const ip = frame.subarray(14);
  const ihl = (ip[0] & 0x0f) * 4;
  const addr = (o: number) => [...ip.subarray(o, o + 4)].join('.');
  const proto = ip[9];
  const l4 = ip.subarray(ihl);
  return { type, proto, src: addr(12), dst: addr(16), ports: proto === 6 || proto === 17 ? [l4.readUInt16BE(0), l4.readUInt16BE(2)] : [] };
}

describe('packet capture', () => {
  let h: ActionsHarness;
  const get = (url: string) => h.app.inject({ method: 'GET', url: `/api/v1.0${url}`, headers: h.operator });
  const download = async (file: string) => {
    const res = await get(`/action/device/packet-capture/download?file_name=${encodeURIComponent(file)}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.tcpdump.pcap');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${file}"`);
    return readPcap(res.rawPayload);
  };

  beforeAll(async () => {
    h = await startActionsHarness('pglite');
    await h.database.db.insertInto('devices').values(ACTION_DEVICES).execute();
  });
  afterAll(() => h.close());

  it('captures max_packets TCP packets to and from the filtered host and port, as a real pcap', async () => {
    const res = await get(
      '/action/device/packet-capture?device_name=fgt-1&management_ip=10.16.0.15&nmd=CUST1&user_name=operator&max_packets=12&protocol_filter=tcp&host_filter=8.8.8.8&port_filter=443&verbose_level=6',
    );
    expect(res.statusCode, res.body).toBe(200);
    const { file_name } = res.json();
    expect(file_name).toMatch(/^fgt-1_\d{8}T\d{6}Z_[0-9a-f]{8}\.pcap$/);
    const pcap = await download(file_name);
    expect(pcap.linktype).toBe(1);
    expect(pcap.packets).toHaveLength(12);
    for (const p of pcap.packets) {
      const ip = ipv4Of(p.data);
      expect(ip.proto).toBe(6);
      expect([ip.src, ip.dst]).toContain('8.8.8.8');
      expect([ip.src, ip.dst]).toContain('10.16.0.15');
      expect(ip.ports).toContain(443);
    }
    expect((await listAudit(h.database.db, { limit: 1, offset: 0 })).data[0]).toMatchObject({
      action: 'packetCapture',
      outcome: 'success',
      detail: { file_name, packets: 12 },
    });
  });

  it('defaults to 4 packets of any IP protocol, cut to 128 bytes at verbose level 2', async () => {
    const { file_name } = (await get('/action/device/packet-capture?device_name=sat-1')).json();
    const pcap = await download(file_name);
    expect(pcap.snaplen).toBe(128);
    expect(pcap.packets).toHaveLength(4);
    for (const p of pcap.packets) expect(p.inclLen).toBe(Math.min(p.origLen, 128));
  });

  it('honours a custom tcpdump-style filter', async () => {
    const { file_name } = (
      await get(
        `/action/device/packet-capture?device_name=fgt-1&max_packets=8&custom_filter=${encodeURIComponent('udp and dst host 1.1.1.1 and port 53')}`,
      )
    ).json();
    for (const p of (await download(file_name)).packets)
      expect(ipv4Of(p.data)).toMatchObject({ proto: 17, dst: '1.1.1.1', ports: expect.arrayContaining([53]) });
  });

  it('captures on an accelerator for its duration: source-host UDP, or non-IP (ARP)', async () => {
    const udp = (
      await get(
        '/action/device/packet-capture-aa?device_name=aa-1&user_name=operator&duration=20&protocol=alludp&ip_type=source&ip_address=1.1.1.1&port=',
      )
    ).json();
    const packets = (await download(udp.file_name)).packets;
    expect(packets).toHaveLength(40);
    for (const p of packets) expect(ipv4Of(p.data)).toMatchObject({ proto: 17, src: '1.1.1.1' });
    const span = packets.at(-1)!.tsSec - packets[0].tsSec;
    expect(span).toBeGreaterThanOrEqual(18);
    const arp = (await get('/action/device/packet-capture-aa?device_name=aa-1&protocol=nonip')).json();
    for (const p of (await download(arp.file_name)).packets) expect(ipv4Of(p.data).type).toBe(0x0806);
  });

  it.each([
    ['/action/device/packet-capture?device_name=aa-1', 400, 'use packet-capture-aa'],
    ['/action/device/packet-capture-aa?device_name=fgt-1', 400, 'not an acceleration appliance'],
    ['/action/device/packet-capture?device_name=wb-6', 400, 'Packet Capture is not offered for wb-6'],
    ['/action/device/packet-capture?device_name=nope', 404, "'nope'"],
    ['/action/device/packet-capture?device_name=fgt-1&verbose_level=4', 400, 'verbose_level'],
    ['/action/device/packet-capture?device_name=fgt-1&host_filter=8.8.8', 400, 'host_filter'],
    ['/action/device/packet-capture?device_name=fgt-1&port_filter=70000', 400, 'port_filter'],
    ['/action/device/packet-capture?device_name=fgt-1&protocol_filter=icmp&port_filter=53', 400, 'ports apply only to tcp and udp'],
    ['/action/device/packet-capture?device_name=fgt-1&custom_filter=not%20tcp', 400, 'custom_filter'],
    ['/action/device/packet-capture-aa?device_name=aa-1&duration=15', 400, 'duration'],
    ['/action/device/packet-capture-aa?device_name=aa-1&protocol=sctp', 400, 'protocol'],
    ['/action/device/packet-capture-aa?device_name=aa-1&ip_address=999.1.1.1', 400, 'ip_address'],
    ['/action/device/packet-capture?device_name=sat-down', 504, 'no response'],
    ['/action/device/packet-capture/download?file_name=../../etc/passwd', 400, 'file_name'],
    ['/action/device/packet-capture/download?file_name=..%2Fsecret.pcap', 400, 'file_name'],
    ['/action/device/packet-capture/download?file_name=fgt-1_20200101T000000Z_0123abcd.pcap', 404, 'not found'],
  ])('GET %s → %i', async (url, status, message) => {
    const res = await get(url);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toContain(message);
  });

  it('keeps captures in the database, so any process serves them, and deletes those older than 24 hours when a new one is written', async () => {
    const old = 'fgt-1_20200101T000000Z_deadbeef.pcap';
    const dayAndHourAgo = Date.now() - 25 * 3_600_000;
    await h.database.db
      .insertInto('packet_captures')
      .values({ file_name: old, device_name: 'fgt-1', created_at: dayAndHourAgo, bytes: Buffer.from('old') })
      .execute();
    expect((await get(`/action/device/packet-capture/download?file_name=${old}`)).statusCode).toBe(404);
    const { file_name } = (await get('/action/device/packet-capture?device_name=fgt-1')).json();
    const stored = await h.database.db.selectFrom('packet_captures').select(['file_name', 'device_name']).execute();
    expect(stored.map((r) => r.file_name)).not.toContain(old);
    expect(stored).toContainEqual({ file_name, device_name: 'fgt-1' });
  });
});
