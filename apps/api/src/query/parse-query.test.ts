import { describe, expect, it } from 'vitest';
import { HttpError } from '../lib/http-error';
import { parseLucene } from './parse-query';

describe('parseLucene', () => {
  it('parses a text once: the same text answers the same frozen tree', () => {
    const a = parseLucene('name:abc* AND (state:1 OR nmd:"X Y")');
    expect(parseLucene('name:abc* AND (state:1 OR nmd:"X Y")')).toBe(a);
    expect(Object.isFrozen(a)).toBe(true);
    expect(() => {
      (a as { kind: string }).kind = 'and';
    }).toThrow(TypeError);
  });

  it('answers a refused text with a 400 naming the position, on every call', () => {
    for (let i = 0; i < 3; i++) {
      let error: unknown;
      try {
        parseLucene('name:(abc');
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).statusCode).toBe(400);
      expect((error as Error).message).toMatch(/position/);
    }
  });
});
