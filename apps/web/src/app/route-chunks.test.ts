import { describe, expect, it } from 'vitest';
import { PAGE_CHUNKS, pageAt } from './route-chunks';

describe('pageAt', () => {
  it('finds every page at each of its own paths', () => {
    for (const page of PAGE_CHUNKS) {
      for (const path of page.paths) expect(pageAt(path.replace('/:dName?', '/HN-1'))?.page.component).toBe(page.component);
    }
  });

  it('reads an optional segment as present or absent, never as two', () => {
    expect(pageAt('/device-details')?.page.component).toBe('DeviceDetailsRoute');
    expect(pageAt('/device-details/ABC%20123')?.page.component).toBe('DeviceDetailsRoute');
    expect(pageAt('/device-details/a/b')).toBeUndefined();
  });

  it('names the matched path, so a page can start more chunks at one of its paths', () => {
    expect(pageAt('/monitoring')).toMatchObject({ path: '/monitoring', page: { component: 'DashboardRoute' } });
    expect(pageAt('/monitoring')?.page.alsoAt?.['/monitoring']).toBeTypeOf('function');
    expect(pageAt('/dash-board')?.page.alsoAt?.['/dash-board']).toBeUndefined();
  });

  it('leaves public and unknown paths alone', () => {
    for (const path of ['/', '/login', '/login/callback', '/nope', '/manage-devicesX', '/admin/unknown']) expect(pageAt(path)).toBeUndefined();
  });
});
