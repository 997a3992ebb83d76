import type { FastifyBaseLogger } from 'fastify';

/** What the NMS team hears of a secured action (spec 002 §2.7): who did what to which device, when, how it ended. */
export interface SecuredActionNotice {
  source: 'nms-tools';
  type: 'secured-action';
  action: string;
  label: string;
  device_name: string;
  user: string;
  /** ISO time the action finished */
  at: string;
  outcome: 'success' | 'failure';
  message: string;
  /** One readable line, so chat webhooks (Teams, Slack) show something useful as is. */
  text: string;
}

export interface TeamNotifier {
  /** Never rejects: a notice that cannot be delivered is logged, the action is not failed. */
  notify(notice: Omit<SecuredActionNotice, 'source' | 'type' | 'text'>): Promise<void>;
}

export const WEBHOOK_TIMEOUT_MS = 3_000;

/** POSTs JSON to the team's webhook; without one, the notice only goes to the log. */
export function webhookNotifier(url: string | undefined, log: FastifyBaseLogger, timeoutMs = WEBHOOK_TIMEOUT_MS): TeamNotifier {
  return {
    async notify(n) {
      const notice: SecuredActionNotice = {
        source: 'nms-tools',
        type: 'secured-action',
        ...n,
        text: `${n.user} ran ${n.label} on ${n.device_name}: ${n.outcome} (${n.message})`,
      };
      if (!url) {
        log.info({ notice }, 'secured action (NMS_TEAM_WEBHOOK_URL unset: notice logged only)');
        return;
      }
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(notice),
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!res.ok) log.warn({ status: res.status, notice }, 'NMS team webhook refused the secured-action notice');
        else log.info({ notice }, 'secured action: NMS team notified');
      } catch (err) {
        log.warn({ err: (err as Error).message, notice }, 'NMS team webhook unreachable; secured-action notice not delivered');
      }
    },
  };
}
