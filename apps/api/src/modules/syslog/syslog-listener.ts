import { createSocket, type Socket as UdpSocket } from 'node:dgram';
import { createServer, isIPv6, type Server, type Socket } from 'node:net';
import { plainAddress } from './device-resolver';
import type { Arrival } from './syslog-receiver';
import { SyslogFramer } from './tcp-framing';

export interface SyslogListener {
  /** The bound port (UDP and TCP share it). */
  port: number;
  close(): Promise<void>;
}

/** Idle TCP senders are dropped after this long (rsyslog reconnects by itself). */
const IDLE_MS = 10 * 60_000;
const MAX_CONNECTIONS = 2_000;

function listenTcp(host: string, port: number, onArrival: (a: Arrival) => void, sockets: Set<Socket>): Promise<Server> {
  const server = createServer((socket) => {
    const address = plainAddress(socket.remoteAddress ?? '');
    const framer = new SyslogFramer((raw) => onArrival({ raw, address, transport: 'tcp', at: Date.now() }));
    sockets.add(socket);
    socket.setTimeout(IDLE_MS, () => socket.destroy());
    socket.on('data', (chunk) => framer.push(chunk));
    socket.on('end', () => framer.end());
    socket.on('error', () => socket.destroy());
    socket.on('close', () => sockets.delete(socket));
  });
  server.maxConnections = MAX_CONNECTIONS;
  return new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen({ host, port, exclusive: true }, () => {
      server.off('error', fail);
      ok(server);
    });
  });
}

function listenUdp(host: string, port: number, onArrival: (a: Arrival) => void): Promise<UdpSocket> {
  const socket = createSocket({ type: isIPv6(host) ? 'udp6' : 'udp4', recvBufferSize: 4 * 1024 * 1024 });
  socket.on('message', (msg, rinfo) => {
    const raw = msg.toString('utf8').replace(/[\r\n\0]+$/, '');
    if (raw.trim()) onArrival({ raw, address: plainAddress(rinfo.address), transport: 'udp', at: Date.now() });
  });
  return new Promise((ok, fail) => {
    socket.once('error', fail);
    socket.bind({ address: host, port, exclusive: true }, () => {
      socket.off('error', fail);
      socket.on('error', () => {});
      ok(socket);
    });
  });
}

/**
 * Syslog on one port number over UDP (one message per datagram) and TCP (RFC 6587 framing).
 * Port 0 picks a free TCP port and takes the same number for UDP, trying again if UDP has it taken.
 */
export async function listenSyslog(host: string, port: number, onArrival: (a: Arrival) => void): Promise<SyslogListener> {
  const sockets = new Set<Socket>();
  for (let attempt = 0; ; attempt++) {
    const tcp = await listenTcp(host, port, onArrival, sockets);
    const bound = (tcp.address() as { port: number }).port;
    try {
      const udp = await listenUdp(host, bound, onArrival);
      return {
        port: bound,
        close: async () => {
          await new Promise<void>((ok) => udp.close(() => ok()));
          for (const s of sockets) s.destroy();
          await new Promise<void>((ok) => tcp.close(() => ok()));
        },
      };
    } catch (err) {
      await new Promise<void>((ok) => tcp.close(() => ok()));
      if (port !== 0 || attempt >= 5) throw err;
    }
  }
}
