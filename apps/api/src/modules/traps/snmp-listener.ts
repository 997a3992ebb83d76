import type { Socket } from 'node:dgram';
import snmp from 'net-snmp';
import type { RawNotification } from './trap-decode';

/** The receiver part of npm `net-snmp` (the shared declaration in modules/snmp covers sessions only). */
interface NetSnmpReceiver {
  close(cb?: () => void): void;
  listener: { sockets: Record<string, Socket> };
}
interface ReceiverOptions {
  port: number;
  address: string;
  transport: 'udp4';
  disableAuthorization: boolean;
  includeAuthentication: boolean;
}
type ReceiverCallback = (err: (Error & { rinfo?: { address: string } }) | null, data?: RawNotification) => void;
const lib = snmp as unknown as { createReceiver(options: ReceiverOptions, cb: ReceiverCallback): NetSnmpReceiver };

const RECEIVE_BUFFER_BYTES = 4 << 20;

export interface SnmpListener {
  /** The bound UDP port. net-snmp reads port 0 as its default (162), so callers pick a real port. */
  port: number;
  close(): Promise<void>;
}

/**
 * net-snmp's trap receiver on one UDP address, resolved once the socket is bound (a port in use
 * or refused rejects here instead of failing later). It answers informs itself. Communities are
 * not checked here: every v1/v2c packet comes through with its community, and the intake decides.
 */
export async function listenForTraps(
  addr: { host: string; port: number },
  onTrap: (n: RawNotification) => void,
  onError: (err: Error & { rinfo?: { address: string } }) => void,
): Promise<SnmpListener> {
  let bound = false;
  let bindFailed: ((err: Error) => void) | undefined;
  const receiver = lib.createReceiver(
    { port: addr.port, address: addr.host, transport: 'udp4', disableAuthorization: true, includeAuthentication: true },
    (err, data) => {
      if (err && !bound && bindFailed) bindFailed(err);
      else if (err) onError(err);
      else if (data) onTrap(data);
    },
  );
  const socket = Object.values(receiver.listener.sockets)[0]!;
  await new Promise<void>((resolve, reject) => {
    bindFailed = (err) => {
      receiver.close();
      reject(err);
    };
    socket.once('listening', () => {
      bound = true;
      resolve();
    });
  });
  try {
    // A storm arrives faster than traps are written, and PGlite runs its queries on this thread:
    // the default ~200 kB buffer holds a few hundred traps, so ask for 4 MB (the kernel caps it
    // at net.core.rmem_max; see docs/operations.md).
    socket.setRecvBufferSize(RECEIVE_BUFFER_BYTES);
  } catch {
    // Keep the default buffer: traps still arrive, a storm may lose more of them.
  }
  return {
    port: socket.address().port,
    close: () => new Promise<void>((resolve) => receiver.close(() => resolve())),
  };
}
