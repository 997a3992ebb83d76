import type { ValuePart } from '@nms/contract';

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * ILIKE of a Lucene wildcard value (`*` any run, `?` one character, case-insensitive), as a
 * string test. The shapes operators type most (prefix, contains, suffix) compare lower-cased
 * text directly; a regular expression serves the rest.
 */
export function likeTest(parts: readonly ValuePart[]): (text: string) => boolean {
  const texts = parts.map((p) => ('text' in p ? p.text.toLowerCase() : null));
  const star = (i: number) => 'wildcard' in parts[i] && (parts[i] as { wildcard: string }).wildcard === '*';
  const literal = (i: number) => texts[i] !== null;
  const n = parts.length;
  if (n === 2 && literal(0) && star(1)) return (t) => t.toLowerCase().startsWith(texts[0]!);
  if (n === 2 && star(0) && literal(1)) return (t) => t.toLowerCase().endsWith(texts[1]!);
  if (n === 3 && star(0) && literal(1) && star(2)) return (t) => t.toLowerCase().includes(texts[1]!);
  const source = parts.map((p) => ('text' in p ? escapeRegExp(p.text) : p.wildcard === '*' ? '.*' : '.')).join('');
  const re = new RegExp(`^${source}$`, 'isu');
  return (t) => re.test(t);
}
