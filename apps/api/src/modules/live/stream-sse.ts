import type { LiveEventData, LiveEventName } from '@nms/contract';

/**
 * Server-Sent Events framing (WHATWG HTML §9.2): `field: value` lines, a blank line ends the
 * event. JSON.stringify escapes newlines inside strings, but a data text is split on line breaks
 * anyway, so no value can end an event early or inject a field. The data is the contract's for the
 * event (LiveEventData): a payload that drifts from what the web reads is a type error.
 */
export function sseEvent<E extends LiveEventName>(event: E, data: LiveEventData[E], id?: string): string {
  let out = `event: ${event}\n`;
  if (id !== undefined) out += `id: ${oneLine(id)}\n`;
  for (const line of JSON.stringify(data).split(/\r\n|\r|\n/)) out += `data: ${line}\n`;
  return `${out}\n`;
}

/** A comment line: ignored by clients, it keeps proxies and load balancers from closing an idle stream. */
export const SSE_PING = ': ping\n\n';

const oneLine = (text: string) => text.replace(/[\r\n\0]/g, '');
