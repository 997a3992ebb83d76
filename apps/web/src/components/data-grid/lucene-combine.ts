import { serializeLucene, type LuceneExpr } from '@nms/contract';

/**
 * AND of several queries. Text (the operator's own query, a screen's base query) goes as written,
 * so the server runs and names positions in what was typed; built trees are serialized. A part
 * with operators of its own is parenthesised; `*` (everything) adds nothing.
 */
export function combineQueries(parts: readonly (string | LuceneExpr | undefined)[]): string {
  const present = parts.map((p) => (typeof p === 'object' ? serializeLucene(p) : p?.trim())).filter((p): p is string => !!p && p !== '*');
  if (present.length === 0) return '';
  if (present.length === 1) return present[0];
  return present.map((p) => (/\s/.test(p) && !isWrapped(p) ? `(${p})` : p)).join(' AND ');
}

/** True when the whole query is one parenthesised group, e.g. `(a OR b)` but not `(a) OR (b)`. */
function isWrapped(q: string): boolean {
  if (!q.startsWith('(')) return false;
  let depth = 0;
  let quote: string | undefined;
  for (let i = 0; i < q.length; i++) {
    const c = q[i];
    if (c === '\\') {
      i++;
      continue;
    }
    if (quote) {
      if (c === quote) quote = undefined;
      continue;
    }
    if (c === '"' || c === "'") quote = c;
    else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return i === q.length - 1;
  }
  return false;
}
