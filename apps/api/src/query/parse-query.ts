import { LuceneSyntaxError, parseLucene as parseContractLucene, type QueryNode } from '@nms/contract';
import { badRequest } from '../lib/http-error';

/**
 * The contract's parser with its refusals as the API answers them: a 400 with the same message
 * (position included), as every query a user can type that is wrong must be.
 */
export function parseLucene(query: string): QueryNode {
  try {
    return parseContractLucene(query);
  } catch (e) {
    if (e instanceof LuceneSyntaxError) throw badRequest(e.message);
    throw e;
  }
}
