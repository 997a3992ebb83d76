/*
 * Lucene texts the tree and hierarchy hand to the screens. Each one selects exactly the devices
 * (or alerts) a node counts, so a popup or grid opened from a node lists what the node says.
 */

/** A quoted Lucene phrase: `"` and `\` escaped, so keys with spaces and colons stay one value. */
export const phrase = (value: string): string => `"${value.replace(/["\\]/g, '\\$&')}"`;

/** `field:"value"`. */
export const termQuery = (field: string, value: string): string => `${field}:${phrase(value)}`;

/** Devices (or alerts: they carry their device's member_of) of one group. */
export const memberOfQuery = (key: string): string => termQuery('memberOf', key);

/**
 * Members of any group of a network type: `memberOf:DATACENTER\:*` (the escaped colon is
 * literal, the star a wildcard), the same devices as the OR of every such group's key.
 */
export const memberOfTypeQuery = (networkType: string): string => `memberOf:${networkType.replace(/[\\:*?"'()[\]{}<>=!&|+^~\s-]/g, '\\$&')}\\:*`;

/** An OR of queries, each parenthesised; '' when there is none. */
export const anyOf = (queries: readonly string[]): string => (queries.length <= 1 ? (queries[0] ?? '') : queries.map((q) => `(${q})`).join(' OR '));
