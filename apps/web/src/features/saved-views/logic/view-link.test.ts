import type { SavedView } from '@nms/contract';
import { describe, expect, it } from 'vitest';
import { menuViews, viewLink } from './view-link';

const view = (id: number, name: string, own: boolean): SavedView => ({
  id,
  name,
  own,
  visibility: own ? 'private' : 'shared',
  owner: own ? 'me' : 'other',
  path: '/manage-devices',
  search: `?q=name:${name}`,
  version: 1,
  updated_at: 0,
});

describe('saved views in the menu', () => {
  it('lists the caller’s own views first, then the shared ones, each by name', () => {
    const out = menuViews([view(1, 'zeta', false), view(2, 'beta', true), view(3, 'alpha', false), view(4, 'Alpha mine', true)]);
    expect(out.map((v) => v.name)).toEqual(['Alpha mine', 'beta', 'alpha', 'zeta']);
  });
  it('opens a view at its path with its search string', () => {
    expect(viewLink(view(1, 'x', true))).toBe('/manage-devices?q=name:x');
    expect(viewLink({ path: '/svn', search: '' })).toBe('/svn');
  });
});
