import { describe, expect, it } from 'vitest';
import { parsePingOutput } from './ping-output';

const OUT = `PING 10.0.0.1 (10.0.0.1) 56(84) bytes of data.
64 bytes from 10.0.0.1: icmp_seq=1 ttl=64 time=0.035 ms
64 bytes from 10.0.0.1: icmp_seq=3 ttl=64 time=12.5 ms
64 bytes from 10.0.0.1: icmp_seq=3 ttl=64 time=13.0 ms (DUP!)
64 bytes from 10.0.0.1: icmp_seq=4 ttl=64 time=7.25 ms

--- 10.0.0.1 ping statistics ---
4 packets transmitted, 3 received, +1 duplicates, 25% packet loss, time 604ms
`;

describe('parsePingOutput', () => {
  it('keeps one RTT per sequence number and marks the missing ones lost', () => {
    const r = parsePingOutput(OUT, { deviceName: 'd', pingType: 'lan', count: 4 });
    expect(r.pings).toEqual([
      { '# Ping': 1, RTT: 0.035 },
      { '# Ping': 2, RTT: null },
      { '# Ping': 3, RTT: 12.5 },
      { '# Ping': 4, RTT: 7.25 },
    ]);
    expect(r).toMatchObject({ packets_sent: 4, packets_received: 3, packet_loss: 25, rtt_min: 0.04, rtt_max: 12.5 });
  });

  it('reads an unreachable host as 100 % loss', () => {
    const r = parsePingOutput(
      'PING 10.9.9.9 (10.9.9.9) 56(84) bytes of data.\n\n--- 10.9.9.9 ping statistics ---\n5 packets transmitted, 0 received, 100% packet loss\n',
      { deviceName: 'd', pingType: 'mgmt', count: 5 },
    );
    expect(r).toMatchObject({ packets_received: 0, packet_loss: 100, rtt_avg: null });
  });
});
