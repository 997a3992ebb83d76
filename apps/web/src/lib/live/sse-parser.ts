/** One Server-Sent Event as the stream delivered it. */
export interface SseEvent {
  /** 'message' when the event had no `event:` line. */
  event: string;
  data: string;
  /** The `id:` of this event, if it carried one. */
  id?: string;
}

/**
 * An incremental parser of the text/event-stream format (the WHATWG "event stream interpretation"):
 * chunks may split lines anywhere, lines end in CRLF, LF or CR, `:` starts a comment (the server's
 * pings), data lines join with newlines, and an event without data is not dispatched.
 */
export function sseParser(onEvent: (e: SseEvent) => void) {
  let buffer = '';
  // A chunk that ended in CR: a LF at the start of the next one belongs to the same line end.
  let skipLf = false;
  let event = '';
  let data: string[] = [];
  let id: string | undefined;

  const dispatch = () => {
    if (data.length > 0) onEvent({ event: event || 'message', data: data.join('\n'), ...(id !== undefined && { id }) });
    event = '';
    data = [];
    id = undefined;
  };

  const line = (text: string) => {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    // An id with a NUL is ignored (the standard's rule); `retry` is ours to decide (backoff).
    else if (field === 'id' && !value.includes('\0')) id = value;
  };

  return {
    push(chunk: string) {
      let text = chunk;
      if (skipLf && text.startsWith('\n')) text = text.slice(1);
      skipLf = false;
      buffer += text;
      let start = 0;
      for (let i = 0; i < buffer.length; i++) {
        const c = buffer[i];
        if (c !== '\n' && c !== '\r') continue;
        line(buffer.slice(start, i));
        if (c === '\r') {
          if (i + 1 === buffer.length) skipLf = true;
          else if (buffer[i + 1] === '\n') i++;
        }
        start = i + 1;
      }
      buffer = buffer.slice(start);
    },
  };
}
