import { describe, expect, it } from 'vitest';
import { deviceItem, screenItem } from './palette-item';
import { MAX_RECENT, readRecent, recentKey, rememberRecent, withRecent } from './recent';

class MemoryStorage {
  data = new Map<string, string>();
  getItem = (k: string) => this.data.get(k) ?? null;
  setItem = (k: string, v: string) => void this.data.set(k, v);
}

describe('recent items', () => {
  it('moves an opened item to the front once and keeps at most MAX_RECENT', () => {
    let list = Array.from({ length: MAX_RECENT }, (_, i) => deviceItem(`D${i}`));
    list = withRecent(list, deviceItem('D5'));
    expect(list[0].key).toBe('device:D5');
    expect(list.filter((i) => i.key === 'device:D5')).toHaveLength(1);
    list = withRecent(list, screenItem('Dashboard', '/dash-board'));
    expect(list).toHaveLength(MAX_RECENT);
    expect(list[0].kind).toBe('screen');
  });

  it('is kept per user: one user never sees the other’s', () => {
    const s = new MemoryStorage();
    rememberRecent(s, 'operator', deviceItem('OP-1'));
    rememberRecent(s, 'operator', deviceItem('OP-2'));
    rememberRecent(s, 'admin', deviceItem('AD-1'));
    expect(readRecent(s, 'operator').map((i) => i.label)).toEqual(['OP-2', 'OP-1']);
    expect(readRecent(s, 'admin').map((i) => i.label)).toEqual(['AD-1']);
  });

  it('reads broken or foreign storage as nothing', () => {
    const s = new MemoryStorage();
    s.setItem(recentKey('u'), '{not json');
    expect(readRecent(s, 'u')).toEqual([]);
    s.setItem(recentKey('u'), JSON.stringify([{ key: 1 }, deviceItem('OK'), 'x']));
    expect(readRecent(s, 'u').map((i) => i.label)).toEqual(['OK']);
  });
});
