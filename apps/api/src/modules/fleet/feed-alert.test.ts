import { describe, expect, it } from 'vitest';
import { feedAlertRaise, feedVisibility, visibilityNamed } from './feed-alert';

const alert = { device: 'r1', severity: 1, text: 't', source: 'SNMP', at: 0 };

describe('feed alert visibility', () => {
  it('puts availability and link alerts in the default (External) views', () => {
    for (const eventName of ['Unreachable', 'LinkDown', 'linkDown', 'InstanceDown', 'HostDown', 'interface down', 'if_down', 'Down']) {
      expect(feedVisibility({ eventName }), eventName).toBe('External');
    }
    expect(feedVisibility({ eventName: 'PowerFail', category: 'Availability' })).toBe('External');
  });

  it('keeps the rest Internal', () => {
    for (const eventName of ['HighCpu', 'LinkUp', 'Downstream', 'BgpPeerDown2', 'ConfigChanged']) {
      expect(feedVisibility({ eventName }), eventName).toBe('Internal');
    }
  });

  it("follows the feed's or rule's choice over the default", () => {
    expect(feedVisibility({ eventName: 'Unreachable', visibility: 'Internal' })).toBe('Internal');
    expect(feedVisibility({ eventName: 'HighCpu', visibility: 'External' })).toBe('External');
  });

  it('is carried into the fleet raise', () => {
    expect(feedAlertRaise({ ...alert, eventName: 'Unreachable' }).visibility).toBe('External');
    expect(feedAlertRaise({ ...alert, eventName: 'HighCpu' }).visibility).toBe('Internal');
    expect(feedAlertRaise({ ...alert, eventName: 'HighCpu', visibility: 'External' }).visibility).toBe('External');
  });

  it('reads a named visibility in any case, and nothing else', () => {
    expect(visibilityNamed(' EXTERNAL ')).toBe('External');
    expect(visibilityNamed('internal')).toBe('Internal');
    expect(visibilityNamed('public')).toBeUndefined();
    expect(visibilityNamed(undefined)).toBeUndefined();
  });
});
