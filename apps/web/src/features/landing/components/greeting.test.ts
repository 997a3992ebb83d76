import { describe, expect, it } from 'vitest';
import { greetingFor } from './greeting';

describe('landing greeting (spec 002 §2.3)', () => {
  it('follows the hour bands', () => {
    expect(greetingFor(0)).toBe('Good Morning');
    expect(greetingFor(11)).toBe('Good Morning');
    expect(greetingFor(12)).toBe('Good Afternoon');
    expect(greetingFor(17)).toBe('Good Afternoon');
    expect(greetingFor(18)).toBe('Good Evening');
    expect(greetingFor(23)).toBe('Good Evening');
  });
});
