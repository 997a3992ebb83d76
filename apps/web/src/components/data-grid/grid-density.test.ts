import { afterEach, describe, expect, it, vi } from 'vitest';
import { densityKey, densityPageSize, readDensity, writeDensity } from './grid-density';

describe('grid density', () => {
  afterEach(() => window.localStorage.clear());

  it('is comfortable until a user chooses compact, per user', () => {
    expect(readDensity('operator')).toBe('comfortable');
    writeDensity('operator', 'compact');
    expect(readDensity('operator')).toBe('compact');
    expect(readDensity('admin')).toBe('comfortable');
    expect(readDensity(undefined)).toBe('comfortable');
    expect(window.localStorage.getItem(densityKey('operator'))).toBe('compact');
  });

  it('stores only a choice: back to comfortable removes the key (what Reset Settings does)', () => {
    writeDensity('operator', 'compact');
    writeDensity('operator', 'comfortable');
    expect(window.localStorage.getItem(densityKey('operator'))).toBeNull();
  });

  it('tells this tab when it changes', () => {
    const heard = vi.fn();
    window.addEventListener('nms-user-preference', heard);
    writeDensity('operator', 'compact');
    window.removeEventListener('nms-user-preference', heard);
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('reads anything else stored as comfortable', () => {
    window.localStorage.setItem(densityKey('operator'), 'huge');
    expect(readDensity('operator')).toBe('comfortable');
  });

  it('gives compact rows the offered page size nearest to what fills the comfortable default height', () => {
    const sizes = [15, 25, 50, 100];
    expect(densityPageSize('comfortable', 15, sizes)).toBe(15);
    expect(densityPageSize('compact', 15, sizes)).toBe(25);
    expect(densityPageSize('compact', 25, sizes)).toBe(25);
    expect(densityPageSize('compact', 50, sizes)).toBe(50);
    expect(densityPageSize('compact', 100, sizes)).toBe(100);
    expect(densityPageSize('compact', 10, [10, 20])).toBe(10);
  });
});
