import { type QueryNode } from './lucene-ast';
import { parseLucene } from './lucene-parser';

/** A word that reads like an operator but is searched as text: its position and the operator meant. */
export interface LuceneHint {
  message: string;
  position: number;
}

const OPERATORS: Record<string, string> = { and: 'AND', or: 'OR', not: 'NOT' };

/**
 * The first lower-case `and`, `or` or `not` of `query` searched as a word: operators are upper
 * case only, so `state:5 and nocid:NNOC` looks for the text 'and' and finds nothing. Undefined
 * when there is none, or when the query does not read (its syntax error comes first).
 */
export function luceneHint(query: string): LuceneHint | undefined {
  let tree: QueryNode;
  try {
    tree = parseLucene(query);
  } catch {
    return undefined;
  }
  const word = firstOperatorWord(tree);
  if (!word) return undefined;
  return { message: `'${word.text}' is searched as a word: did you mean ${OPERATORS[word.text.toLowerCase()]}?`, position: word.pos };
}

function firstOperatorWord(node: QueryNode): { text: string; pos: number } | undefined {
  if (node.kind === 'and' || node.kind === 'or') {
    for (const child of node.children) {
      const found = firstOperatorWord(child);
      if (found) return found;
    }
    return undefined;
  }
  if (node.kind === 'not') return firstOperatorWord(node.child);
  if (node.kind !== 'term' || node.field !== null || node.value.kind !== 'match' || node.value.quoted) return undefined;
  const [part, ...rest] = node.value.parts;
  if (rest.length > 0 || !part || !('text' in part)) return undefined;
  return part.text.toLowerCase() in OPERATORS && part.text !== part.text.toUpperCase() ? { text: part.text, pos: node.pos } : undefined;
}
