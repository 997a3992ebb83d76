import { describe, expect, it } from 'vitest';
import { counter, gauge, histogram, scrapeMetrics } from './registry';

describe('telemetry registry', () => {
  it('hands out the same metric when asked twice for a name (many apps in one process)', () => {
    const a = counter('nms_test_twice_total', 'test', ['k']);
    const b = counter('nms_test_twice_total', 'test', ['k']);
    expect(a).toBe(b);
    expect(histogram('nms_test_twice_seconds', 'test')).toBe(histogram('nms_test_twice_seconds', 'test'));
  });

  it('refuses a name already taken by another kind of metric', () => {
    counter('nms_test_kind_total', 'test');
    expect(() => gauge('nms_test_kind_total', 'test')).toThrow(/another kind/);
  });

  it('exposes values in the text format, running a gauge collect at scrape time', async () => {
    let reads = 0;
    gauge('nms_test_collected', 'test', [], (g) => {
      reads += 1;
      g.set(reads * 7);
    });
    counter('nms_test_hits_total', 'test', ['cache']).inc({ cache: 'x' }, 3);
    const { body, contentType } = await scrapeMetrics();
    expect(contentType).toMatch(/^text\/plain/);
    expect(body).toContain('nms_test_hits_total{cache="x"} 3');
    expect(body).toContain('nms_test_collected 7');
    expect(body).toContain('nms_process_cpu_user_seconds_total');
  });
});
