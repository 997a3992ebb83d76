export { compileLucene, type LuceneOptions } from './compile-lucene';
export { parseLucene } from './parse-query';
export { MAX_DEPTH, MAX_TERMS } from '@nms/contract';
export type { QueryNode, TermValue, MatchValue, RangeValue, RangeBound, ValuePart } from '@nms/contract';
