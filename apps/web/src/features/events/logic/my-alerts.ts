/** A Lucene phrase: the value quoted, its backslashes and quotes escaped. */
const phrase = (value: string) => `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`;

/** My Alerts (issue 33): the alerts the user acknowledged or owns, by their nickname. */
export const myAlertsQuery = (nickname: string): string => `(ackedBy:${phrase(nickname)} OR owner:${phrase(nickname)})`;
