import { describe, expect, it } from 'vitest';
import { luceneHint } from './lucene-hints';
import { parseLucene } from './lucene-parser';

describe('luceneHint', () => {
  it.each<[string, string, number]>([
    ['state:5 and nocid:NNOC', "'and' is searched as a word: did you mean AND?", 8],
    ['state:5 or state:1', "'or' is searched as a word: did you mean OR?", 8],
    ['(a Or b)', "'Or' is searched as a word: did you mean OR?", 3],
    ['state:5 AND not nocid:x', "'not' is searched as a word: did you mean NOT?", 12],
  ])('%s hints at the operator', (query, message, position) => {
    expect(luceneHint(query)).toEqual({ message, position });
  });

  it.each(['state:5 AND nocid:NNOC', 'name:and', '"and"', 'nmd:or OR x', 'band', 'name:(a AND b', 'AND'])('%s: no hint', (query) => {
    expect(luceneHint(query)).toBeUndefined();
  });
});

describe('_exists_', () => {
  it('reads _exists_:field as field:*', () => {
    expect(parseLucene('_exists_:nmd')).toEqual(parseLucene('nmd:*'));
    expect(parseLucene('NOT _exists_:"nmd"')).toEqual(parseLucene('NOT nmd:*'));
  });

  it.each(['_exists_:nm*', '_exists_:(a)', '_exists_:[a TO b]', "_exists_:''", '_exists_:'])('refuses %s, suggesting field:*', (query) => {
    expect(() => parseLucene(query)).toThrow(/_exists_ takes one field name: write field:\* for a field that has a value/);
  });
});
