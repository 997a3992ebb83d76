import { BULK_ACTIONS, SECURED_ACTIONS as CATALOGUE_SECURED } from '@nms/contract';
import { describe, expect, it } from 'vitest';
import { MULTI_ACTIONS, PORTAL_TABS, SECURED_ACTIONS, portalTabOf } from './portal-tabs';

describe('portal tabs', () => {
  it('follows the URL, Getting Started for anything else under /ab/', () => {
    expect(portalTabOf('/ab/api-documentation')).toBe('/ab/api-documentation');
    expect(portalTabOf('/ab/api-documentation/')).toBe('/ab/api-documentation');
    expect(portalTabOf('/ab/usage')).toBe('/ab/usage');
    expect(portalTabOf('/ab/nope')).toBe('/ab/getting-started');
  });

  it('has Usage as the only disabled tab', () => {
    expect(PORTAL_TABS.filter((t) => t.disabled).map((t) => t.label)).toEqual(['Usage']);
  });
});

describe('the secured actions warning', () => {
  it('names exactly the secured actions of the device action catalogue', () => {
    expect([...SECURED_ACTIONS].sort()).toEqual([...CATALOGUE_SECURED].sort());
  });

  it('names multi actions the bulk action table has', () => {
    const bulk = BULK_ACTIONS.map((a) => a.action as string);
    for (const a of MULTI_ACTIONS) expect(bulk).toContain(a);
  });
});
