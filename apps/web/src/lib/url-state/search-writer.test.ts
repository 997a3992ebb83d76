import { describe, expect, it } from 'vitest';
import { applyPatch } from './search-writer';

const grid = (values: Record<string, string>, prefix = '') => ({
  id: 'g',
  prefix,
  owns: (n: string) => ['q', 'page', 'sort'].includes(n) || n.startsWith('f.'),
  values,
});

describe('applyPatch', () => {
  it('sets the part and keeps every parameter it does not own', () => {
    expect(applyPatch('?tab=events&page=2', grid({ q: 'name:a*', page: '3' }))).toBe('?tab=events&q=name:a*&page=3');
  });

  it('removes the names the part owns but no longer has', () => {
    expect(applyPatch('?q=x&f.name=abc&tab=a', grid({}))).toBe('?tab=a');
  });

  it('touches only its own prefix', () => {
    expect(applyPatch('?ev.page=2&page=5', grid({ page: '1' }, 'ev.'))).toBe('?page=5&ev.page=1');
  });

  it('keeps the address readable and a plus sign a plus sign', () => {
    const search = applyPatch('', grid({ q: 'a+b c', sort: 'name:asc', 'f.hide': 'x,y/z' }));
    expect(search).toBe('?q=a%2Bb%20c&sort=name:asc&f.hide=x,y/z');
    expect(new URLSearchParams(search).get('q')).toBe('a+b c');
  });

  it('gives an empty search when nothing is left', () => {
    expect(applyPatch('?q=x', grid({}))).toBe('');
  });
});
