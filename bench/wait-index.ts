import { serviceToken } from '../apps/api/test/server-process';

/**
 * Waits until the server's device index answers (its /metrics says nms_device_index_ready 1),
 * so the timed cases measure the index, not SQL's answers while a million devices load. The
 * bench reads /metrics over loopback, which needs no token when METRICS_TOKEN is unset.
 * Returns the seconds waited.
 */
export async function waitForDeviceIndex(url: string, timeoutMs = 600_000): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    const res = await fetch(`${url}/metrics`).catch(() => undefined);
    const text = res?.ok ? await res.text() : '';
    if (/^nms_device_index_ready 1$/m.test(text)) return Math.round((performance.now() - started) / 100) / 10;
    if (/^nms_device_index_ready /m.test(text) === false && res?.ok) return 0; // DEVICE_INDEX=off: nothing to wait for
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`device index not ready after ${timeoutMs} ms`);
}

/** The service token, retried while load shedding refuses it (a loaded shared host lags the event loop for seconds after the index loads). */
export async function serviceTokenRetried(url: string): Promise<string> {
  for (let tries = 1; ; tries++) {
    try {
      return await serviceToken(url);
    } catch (e) {
      if (tries >= 15 || !String(e).includes('503')) throw e;
      await new Promise((r) => setTimeout(r, 2_000));
    }
  }
}
