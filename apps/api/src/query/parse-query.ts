import { LuceneSyntaxError, parseLucene as parseContractLucene, type QueryNode } from '@nms/contract';
import { badRequest } from '../lib/http-error';
import { LruCache } from './lru-cache';

/** Query texts whose trees are kept: the texts grids, views and streams send again and again. */
export const PARSED_KEPT = 2_000;

/**
 * A text's tree, or the parser's refusal. One request reads its query's tree several times (the
 * SQL compiler, the device index's matcher, the name-piece finder, the live view check): the
 * text is parsed once, and the tree is frozen so no reader can change what the others see.
 */
const parsed = new LruCache<string, QueryNode | LuceneSyntaxError>(PARSED_KEPT);

const frozen = <T>(value: T): T => {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const v of Object.values(value)) frozen(v);
    Object.freeze(value);
  }
  return value;
};

function parseOnce(query: string): QueryNode | LuceneSyntaxError {
  const hit = parsed.get(query);
  if (hit) return hit;
  let tree: QueryNode | LuceneSyntaxError;
  try {
    tree = frozen(parseContractLucene(query));
  } catch (e) {
    if (!(e instanceof LuceneSyntaxError)) throw e;
    tree = e;
  }
  parsed.set(query, tree);
  return tree;
}

/**
 * The contract's parser with its refusals as the API answers them: a 400 with the same message
 * (position included), as every query a user can type that is wrong must be.
 */
export function parseLucene(query: string): QueryNode {
  const tree = parseOnce(query);
  if (tree instanceof LuceneSyntaxError) throw badRequest(tree.message);
  return tree;
}
