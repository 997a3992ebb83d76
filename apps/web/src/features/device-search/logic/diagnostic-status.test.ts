import { describe, expect, it } from 'vitest';
import { statusLook } from './diagnostic-status';

describe('diagnostic status cells', () => {
  it('up and alive are normal (green)', () => {
    expect(statusLook('up')).toEqual({ kind: 'normal', color: 'green', text: 'up' });
    expect(statusLook('Alive').kind).toBe('normal');
  });

  it('down and dead are critical (red)', () => {
    expect(statusLook('down')).toEqual({ kind: 'critical', color: 'red', text: 'down' });
    expect(statusLook('DEAD').color).toBe('red');
  });

  it('anything else is unknown with the raw text', () => {
    expect(statusLook('negotiating')).toEqual({ kind: 'unknown', color: 'cyan', text: 'negotiating' });
    expect(statusLook(null)).toEqual({ kind: 'unknown', color: 'cyan', text: '' });
  });
});
