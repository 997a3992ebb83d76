import { describe, expect, it } from 'vitest';
import { bearerOf } from './bearer';

describe('bearerOf', () => {
  it('reads the token of a Bearer header, any case, trailing space allowed', () => {
    expect(bearerOf('Bearer abc.def')).toBe('abc.def');
    expect(bearerOf('bearer   nmst_x  ')).toBe('nmst_x');
  });

  it('answers undefined for no header, another scheme, no token or two words', () => {
    for (const header of [undefined, '', 'Basic dTpw', 'Bearer', 'Bearer ', 'Bearer a b', 'XBearer a']) expect(bearerOf(header)).toBeUndefined();
  });
});
