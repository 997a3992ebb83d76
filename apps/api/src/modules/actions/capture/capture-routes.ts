import { PacketCaptureAnswer } from '@nms/contract';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { actorOf } from '../../../lib/request-context';
import type { AuditActor } from '../../audit';
import { keepDeviceErrors } from '../device-errors';
import type { DeviceActionDriver } from '../driver';
import { loadCapture } from './capture-store';
import { runCapture, runCaptureAa, type CaptureAaQuery, type CaptureQuery } from './capture-service';

const Text = (description: string) => Type.Optional(Type.String({ maxLength: 500, description }));
const oneOf = <T extends number>(values: readonly T[], dflt: T, description: string) =>
  Type.Optional(Type.Unsafe<T>({ type: 'integer', enum: [...values], default: dflt, description }));
const literalUnion = (values: readonly string[]) => Type.Union(values.map((v) => Type.Literal(v)));

const CaptureQuerySchema = Type.Object({
  device_name: Type.String({ minLength: 1, maxLength: 255 }),
  management_ip: Text('IPv4 to capture on; the device management IP when left out'),
  nmd: Text('customer id (recorded)'),
  user_name: Text('who asked (recorded; the audit log uses the signed-in nickname)'),
  interface: Text("interface, default 'any'"),
  verbose_level: oneOf([2, 3, 5, 6] as const, 2, 'one of 2, 3, 5, 6: sets the bytes kept per packet (128, 256, 1514, 65535)'),
  max_packets: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 4 })),
  host_filter: Text('IPv4 addresses, comma or space separated'),
  port_filter: Text('ports, comma or space separated (keeps TCP and UDP)'),
  protocol_filter: Text('tcp, udp, icmp, arp; comma or space separated'),
  custom_filter: Text('tcpdump subset: tcp udp icmp arp, host A, src A, dst A, port N, and, or'),
});

const CaptureAaQuerySchema = Type.Object({
  device_name: Type.String({ minLength: 1, maxLength: 255 }),
  management_ip: Text('IPv4 to capture on; the device management IP when left out'),
  user_name: Text('who asked (recorded)'),
  duration: oneOf([10, 20, 30, 60, 120, 240] as const, 10, 'seconds: 10, 20, 30, 60, 120 or 240'),
  protocol: Type.Optional(literalUnion(['all', 'allip', 'alludp', 'nonip', 'icmp', 'tcp'])),
  ip_type: Type.Optional(literalUnion(['host', 'source', 'destination'])),
  ip_address: Text('optional IPv4 the capture is narrowed to'),
  port: Text('optional port 1-65535'),
});

/** Packet capture (spec 001 §2.3, §3, §9): writes a real pcap into the database (any process serves it), then serves it. */
export async function captureRoutes(app: FastifyInstance, opts: { driver: DeviceActionDriver }) {
  const ctx = (actor: AuditActor) => ({ db: app.db, driver: opts.driver, actor });
  const answers = { 200: PacketCaptureAnswer };

  app.get<{ Querystring: CaptureQuery }>(
    '/action/device/packet-capture',
    {
      schema: {
        tags: ['actions'],
        summary: 'Packet capture on a router or modem; answers the file to download',
        description:
          'Captures up to max_packets packets on the interface with the given filters, writes a pcap file and answers its name ' +
          'for /action/device/packet-capture/download. Recorded in the audit log.',
        querystring: CaptureQuerySchema,
        response: answers,
      },
    },
    keepDeviceErrors(async (req) => runCapture(ctx(actorOf(req.user)), req.query)),
  );

  app.get<{ Querystring: CaptureAaQuery }>(
    '/action/device/packet-capture-aa',
    {
      schema: {
        tags: ['actions'],
        summary: 'Packet capture on an acceleration appliance (HNS_AccelApp)',
        description:
          'Captures for duration seconds, narrowed by protocol, ip_type + ip_address and port, writes a pcap file and answers its name ' +
          'for /action/device/packet-capture/download. Recorded in the audit log.',
        querystring: CaptureAaQuerySchema,
        response: answers,
      },
    },
    keepDeviceErrors(async (req) => runCaptureAa(ctx(actorOf(req.user)), req.query as CaptureAaQuery)),
  );

  app.get<{ Querystring: { file_name: string } }>(
    '/action/device/packet-capture/download',
    {
      schema: {
        tags: ['actions'],
        summary: 'Download a capture (application/vnd.tcpdump.pcap)',
        description:
          '400 for a name that is not a capture file name; 404 when it does not exist (kept 24 hours) or another user made it ' +
          '(a capture is served to its maker and to admins).',
        querystring: Type.Object({ file_name: Type.String({ minLength: 1, maxLength: 300 }) }),
        produces: ['application/vnd.tcpdump.pcap'],
        response: { 200: Type.String({ contentMediaType: 'application/vnd.tcpdump.pcap', description: 'the pcap file' }) },
      },
    },
    async (req, reply) => {
      const bytes = await loadCapture(app.db, req.query.file_name, req.user);
      return reply
        .header('content-type', 'application/vnd.tcpdump.pcap')
        .header('content-disposition', `attachment; filename="${req.query.file_name}"`)
        .send(bytes);
    },
  );
}
