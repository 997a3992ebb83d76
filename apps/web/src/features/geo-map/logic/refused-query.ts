/** The map filter text the server refused (400), and its message. */
export interface RefusedQuery {
  text: string;
  message: string;
}

/**
 * What is refused after a render: a refusal holds while the box still runs the same text, and a
 * new refusal of the running text is taken once. The map asks nothing while a refusal holds:
 * every view would be refused again, and each answer moved the layout (and so the map), which
 * asked again: an endless loop of failing requests.
 */
export function nextRefused(refused: RefusedQuery | undefined, typed: string, message: string | undefined): RefusedQuery | undefined {
  if (refused && refused.text === typed) return refused;
  return message ? { text: typed, message } : undefined;
}
