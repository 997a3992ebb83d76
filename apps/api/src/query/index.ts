export { compileLucene, type LuceneOptions } from './compile-lucene';
