export * from './lucene-ast';
export { LuceneSyntaxError } from './lucene-errors';
export { parseLucene } from './lucene-parser';
export { parseFieldBoolean, parseFieldNumber } from './lucene-values';
export type { LuceneExpr } from './lucene-expr';
/** Query builders (`lq.term('name', lq.prefix('ab'))`), one name so `and`, `not`, `term` stay out of the contract's root. */
export * as lq from './lucene-expr';
export { escapeLucene, serializeLucene } from './lucene-serialize';
export { checkLucene } from './lucene-check';
export { luceneHint } from './lucene-hints';
