import { afterEach, describe, expect, it } from 'vitest';
import { noteReadAfter, readAfterHeaders, resetReadAfter } from './read-after';

describe('read-after', () => {
  afterEach(() => resetReadAfter());

  it('sends nothing until the server names a position', () => {
    expect(readAfterHeaders()).toEqual({});
  });

  it('keeps the highest position, compared as WAL positions rather than text', () => {
    noteReadAfter('0/9FFFFFF');
    noteReadAfter('0/A000000');
    noteReadAfter('0/1000');
    expect(readAfterHeaders()).toEqual({ 'x-nms-read-after': '0/A000000' });
    noteReadAfter('1/0');
    expect(readAfterHeaders()).toEqual({ 'x-nms-read-after': '1/0' });
  });

  it('ignores what is not a position', () => {
    for (const bad of [undefined, 42, '', 'x/y', '0/1/2', '123456789/0']) noteReadAfter(bad);
    expect(readAfterHeaders()).toEqual({});
  });
});
