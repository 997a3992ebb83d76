import { DiscoveryAnswer, type DiscoveryAnswer as Answer } from '@nms/contract';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { badRequest } from '../../lib/http-error';
import { actorOf } from '../../lib/request-context';
import { recordAudit } from '../audit';
import type { DeviceActionDriver } from './driver';
import { discoveryState, saveDiscovery } from './repository';
import { listNames, loadDevices, parseDeviceNames, type ActionContext } from './service';

type Mode = 'discover' | 'rediscover';
const CONCURRENCY = 50;
const isoOrNull = (ms: number | null) => (ms ? new Date(Number(ms)).toISOString() : null);

/**
 * Discover (never discovered) or rediscover (discovered) devices (spec 001 §2.5, §7): each run
 * really updates the row (discovered, first/last discovered, discovery error) and is audited.
 */
export async function runDiscovery(ctx: ActionContext, mode: Mode, namesCsv: string, rundisco: boolean): Promise<Answer> {
  const devices = await loadDevices(ctx.db, parseDeviceNames(namesCsv));
  const wrong = devices.filter((d) => (mode === 'discover' ? d.discovered === true : d.discovered !== true)).map((d) => d.name);
  if (wrong.length > 0) {
    const why = mode === 'discover' ? 'already discovered: use rediscover' : 'never discovered: use discover';
    throw badRequest(`${mode} is not available for ${listNames(wrong)} (${why})`);
  }
  const now = Date.now();
  const runs = new Map<string, { ok: boolean; error: string | null }>();
  if (rundisco) {
    for (let i = 0; i < devices.length; i += CONCURRENCY) {
      await Promise.all(
        devices.slice(i, i + CONCURRENCY).map(async (d) => {
          const r = await ctx.driver.discover(d);
          runs.set(d.name, r);
          await saveDiscovery(ctx.db, { name: d.name, ok: r.ok, error: r.error }, now);
        }),
      );
    }
  }
  const state = await discoveryState(
    ctx.db,
    devices.map((d) => d.name),
  );
  const results = devices.map((d) => {
    const s = state.get(d.name)!;
    const r = runs.get(d.name);
    return {
      device_name: d.name,
      status: (r ? (r.ok ? 'success' : 'failure') : 'success') as 'success' | 'failure',
      message: !r
        ? 'Discovery not run (rundisco=false): current state'
        : r.ok
          ? `${d.name} ${mode === 'discover' ? 'discovered' : 'rediscovered'}`
          : `Discovery of ${d.name} failed: ${r.error}`,
      discovered: s.discovered === true,
      discoveredFirstAt: isoOrNull(s.firstAt),
      discoveredLastAt: isoOrNull(s.lastAt),
      discoveryDescription: s.description,
    };
  });
  const failed = results.filter((r) => r.status === 'failure').map((r) => r.device_name);
  await recordAudit(ctx.db, {
    actor: ctx.actor,
    action: mode,
    deviceNames: devices.map((d) => d.name),
    outcome: failed.length === 0 ? 'success' : failed.length === results.length ? 'failure' : 'partial',
    detail: { rundisco, failed, driver: ctx.driver.name },
  });
  return { action: mode, results };
}

const DiscoveryQuery = Type.Object({
  device_names: Type.String({ minLength: 1, maxLength: 200_000, description: 'comma-separated device names' }),
  rundisco: Type.Optional(Type.Boolean({ default: true, description: 'false answers the current state without running discovery' })),
});

export async function discoveryRoutes(app: FastifyInstance, opts: { driver: DeviceActionDriver }) {
  for (const mode of ['discover', 'rediscover'] as const) {
    app.get<{ Querystring: { device_names: string; rundisco?: boolean } }>(
      `/action/devices/${mode}`,
      {
        schema: {
          tags: ['actions'],
          summary: mode === 'discover' ? 'Discover devices never discovered' : 'Rediscover discovered devices',
          description:
            'Updates discovered, discoveredFirstAt/LastAt and discoveryDescription per device; audited. 400 when a device is in the wrong discovery state.',
          querystring: DiscoveryQuery,
          response: { 200: DiscoveryAnswer },
        },
      },
      (req) => runDiscovery({ db: app.db, driver: opts.driver, actor: actorOf(req.user) }, mode, req.query.device_names, req.query.rundisco ?? true),
    );
  }
}
