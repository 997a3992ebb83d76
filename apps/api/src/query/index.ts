export { compileLucene, type LuceneOptions } from './compile-lucene';
export { parseLucene, MAX_DEPTH, MAX_TERMS } from './lucene-parser';
export type { QueryNode, TermValue, MatchValue, RangeValue, RangeBound, ValuePart } from './lucene-ast';
