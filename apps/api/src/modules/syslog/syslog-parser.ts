/**
 * RFC 5424 and RFC 3164 (BSD) syslog lines → fields. Our own small parser rather than
 * nsyslog-parser: that one splits on spaces and guesses, so NILVALUE ('-') fields came back as
 * a host or app named '-', and escaped quotes in structured data broke the message apart.
 * Anything that is neither format is still a message: facility/severity as RFC 3164 §4.3.3
 * prescribes for a line without PRI (user.notice), the whole line as its text.
 */
export interface ParsedSyslog {
  format: 'rfc5424' | 'rfc3164';
  facility: number;
  severity: number;
  /** The sender's timestamp (ms), when the line has one that parses. */
  sentAt: number | null;
  hostname: string;
  appName: string;
  procId: string;
  msgId: string;
  /** RFC 5424 STRUCTURED-DATA as sent ('' for NILVALUE or RFC 3164). */
  structuredData: string;
  message: string;
}

const PRI = /^<(\d{1,3})>/;
const NIL = '-';
const BOM = '\uFEFF';
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** `Mmm dd hh:mm:ss` (day space-padded), some senders add fractions or a year. */
const BSD_TIME = /^([A-Z][a-z]{2}) {1,2}(\d{1,2}) (?:(\d{4}) )?(\d{2}):(\d{2}):(\d{2})(?:\.\d+)? /;
/** rsyslog's RFC 3339 timestamp in an otherwise BSD line. */
const ISO_TIME = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})) /;
/** TAG[pid]: the program name is alphanumeric-ish, up to 48 characters in practice. */
const TAG = /^([^\s:[\]]{1,64})(?:\[([^\]\s]{0,128})\])?: ?/;

const nil = (token: string) => (token === NIL ? '' : token);

function isoTime(text: string): number | null {
  const ms = Date.parse(text);
  return Number.isFinite(ms) ? ms : null;
}

/** Splits off the first space-separated token. */
function token(rest: string): [string, string] {
  const i = rest.indexOf(' ');
  return i < 0 ? [rest, ''] : [rest.slice(0, i), rest.slice(i + 1)];
}

/** `-` or one or more `[id k="v" ...]` elements; quotes, backslashes and ']' may be escaped inside values. */
function structuredData(rest: string): [string, string] {
  if (rest === NIL) return ['', ''];
  if (rest.startsWith(`${NIL} `)) return ['', rest.slice(2)];
  if (!rest.startsWith('[')) return ['', rest];
  let i = 0;
  while (rest[i] === '[') {
    let quoted = false;
    for (i++; i < rest.length; i++) {
      const c = rest[i];
      if (quoted && c === '\\') i++;
      else if (c === '"') quoted = !quoted;
      else if (c === ']' && !quoted) break;
    }
    i++;
  }
  const sd = rest.slice(0, Math.min(i, rest.length));
  return [sd, rest.slice(i).replace(/^ /, '')];
}

function parse5424(pri: number, body: string): ParsedSyslog | null {
  // VERSION SP TIMESTAMP SP HOSTNAME SP APP-NAME SP PROCID SP MSGID SP SD [SP MSG]
  const head = /^1 (\S+) (\S+) (\S+) (\S+) (\S+) /.exec(body);
  if (!head) return null;
  const [, time, host, app, proc, msgId] = head;
  const [sd, msg] = structuredData(body.slice(head[0].length));
  return {
    format: 'rfc5424',
    facility: pri >> 3,
    severity: pri & 7,
    sentAt: time === NIL ? null : isoTime(time),
    hostname: nil(host),
    appName: nil(app),
    procId: nil(proc),
    msgId: nil(msgId),
    structuredData: sd,
    message: msg.startsWith(BOM) ? msg.slice(1) : msg,
  };
}

/** A BSD timestamp has no year: the latest year that does not put it more than a day ahead of `now`. */
export function bsdTime(month: string, day: string, year: string | undefined, hms: [string, string, string], now: number): number | null {
  const m = MONTHS.indexOf(month);
  if (m < 0) return null;
  const at = (y: number) => Date.UTC(y, m, Number(day), Number(hms[0]), Number(hms[1]), Number(hms[2]));
  if (year) return at(Number(year));
  const thisYear = new Date(now).getUTCFullYear();
  return at(thisYear) > now + 86_400_000 ? at(thisYear - 1) : at(thisYear);
}

function parse3164(pri: number, body: string, now: number): ParsedSyslog {
  let rest = body;
  let sentAt: number | null = null;
  let hostname = '';
  const bsd = BSD_TIME.exec(rest);
  const iso = bsd ? null : ISO_TIME.exec(rest);
  if (bsd) sentAt = bsdTime(bsd[1], bsd[2], bsd[3], [bsd[4], bsd[5], bsd[6]], now);
  else if (iso) sentAt = isoTime(iso[1]);
  const stamp = bsd ?? iso;
  if (stamp) {
    rest = rest.slice(stamp[0].length);
    // After a timestamp comes the HOSTNAME, unless the sender left it out (a local `tag: msg`).
    const [first, after] = token(rest);
    if (first && !first.endsWith(':') && !first.includes('[') && after) [hostname, rest] = [first, after];
  }
  const tag = TAG.exec(rest);
  return {
    format: 'rfc3164',
    facility: pri >> 3,
    severity: pri & 7,
    sentAt,
    hostname,
    appName: tag?.[1] ?? '',
    procId: tag?.[2] ?? '',
    msgId: '',
    structuredData: '',
    message: tag ? rest.slice(tag[0].length) : rest,
  };
}

/** Default PRI of a line without one (RFC 3164 §4.3.3): user-level, notice. */
const DEFAULT_PRI = 13;

/** Parses one syslog message (one datagram or one TCP frame); `now` dates a BSD timestamp. */
export function parseSyslog(line: string, now = Date.now()): ParsedSyslog {
  const text = line.replace(/[\r\n\0]+$/, '');
  const m = PRI.exec(text);
  const value = m ? Number(m[1]) : NaN;
  const pri = value >= 0 && value <= 191 ? value : DEFAULT_PRI;
  const body = m && pri === value ? text.slice(m[0].length) : text;
  return (m && parse5424(pri, body)) || parse3164(pri, body, now);
}
