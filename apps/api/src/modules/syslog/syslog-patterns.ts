import { readFileSync } from 'node:fs';
import { ALERT_VISIBILITIES, type AlertVisibility } from '../fleet';

/**
 * Pattern alerts (SYSLOG_ALERT_PATTERNS): a JSON file
 * `[{ "pattern": "regex", "eventName": "...", "severity"?: 1-5, "clearPattern"?: "regex", "flags"?: "i",
 *    "visibility"?: "External" | "Internal" }]`.
 * A message matching `pattern` raises (or re-notifies) the alert `eventName` on its device; one
 * matching `clearPattern` clears it. A named group `(?<instance>...)` in both makes one alert per
 * instance (an interface, a peer), so 'Gi0/1 up' clears only Gi0/1's alert. Without `visibility`
 * the feeds' default applies (fleet `feedVisibility`: link and availability events External).
 */
export interface SyslogPattern {
  pattern: RegExp;
  eventName: string;
  severity: number;
  clearPattern?: RegExp;
  visibility?: AlertVisibility;
}

export interface PatternAction {
  eventName: string;
  severity: number;
  visibility?: AlertVisibility;
  instance?: string;
  action: 'raise' | 'clear';
}

/** Severity when the entry names none: Minor (contract SEVERITY). */
export const DEFAULT_PATTERN_SEVERITY = 3;
const FLAGS = /^[imsu]*$/;
const KEYS = new Set(['pattern', 'eventName', 'severity', 'clearPattern', 'flags', 'visibility']);

export class PatternFileError extends Error {}

function regex(where: string, source: unknown, flags: string): RegExp {
  if (typeof source !== 'string' || source === '') throw new PatternFileError(`${where}: a non-empty regular expression string is required`);
  try {
    return new RegExp(source, flags);
  } catch (err) {
    throw new PatternFileError(`${where}: ${(err as Error).message}`);
  }
}

/** Validates the parsed file; every problem names the entry (0-based) and its field. */
export function parsePatterns(json: unknown, file = 'patterns'): SyslogPattern[] {
  if (!Array.isArray(json)) throw new PatternFileError(`${file}: expected a JSON array of patterns`);
  return json.map((entry: unknown, i) => {
    const at = `${file}[${i}]`;
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) throw new PatternFileError(`${at}: expected an object`);
    const e = entry as Record<string, unknown>;
    const unknown = Object.keys(e).find((k) => !KEYS.has(k));
    if (unknown) throw new PatternFileError(`${at}.${unknown}: unknown field (pattern, eventName, severity, clearPattern, flags, visibility)`);
    const flags = e.flags ?? '';
    if (typeof flags !== 'string' || !FLAGS.test(flags)) throw new PatternFileError(`${at}.flags: only the flags i, m, s and u are allowed`);
    if (typeof e.eventName !== 'string' || !/^\S.{0,199}$/.test(e.eventName)) {
      throw new PatternFileError(`${at}.eventName: a non-empty string of at most 200 characters is required`);
    }
    const severity = e.severity ?? DEFAULT_PATTERN_SEVERITY;
    if (!Number.isInteger(severity) || (severity as number) < 1 || (severity as number) > 5) {
      throw new PatternFileError(`${at}.severity: an integer 1 (Critical) to 5 (Normal) is required`);
    }
    const visibility = e.visibility;
    if (visibility !== undefined && !ALERT_VISIBILITIES.includes(visibility as AlertVisibility)) {
      throw new PatternFileError(`${at}.visibility: "External" or "Internal" is required`);
    }
    return {
      ...(visibility !== undefined && { visibility: visibility as AlertVisibility }),
      pattern: regex(`${at}.pattern`, e.pattern, flags),
      eventName: e.eventName,
      severity: severity as number,
      ...(e.clearPattern !== undefined && { clearPattern: regex(`${at}.clearPattern`, e.clearPattern, flags) }),
    };
  });
}

/** Reads and validates the file at start; a bad file stops the receiver with a message naming the fault. */
export function loadPatterns(file: string | undefined): SyslogPattern[] {
  if (!file) return [];
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    throw new PatternFileError(`SYSLOG_ALERT_PATTERNS: cannot read ${file}: ${(err as Error).message}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    throw new PatternFileError(`SYSLOG_ALERT_PATTERNS: ${file} is not valid JSON: ${(err as Error).message}`);
  }
  return parsePatterns(json, file);
}

/** Messages longer than this are matched on their head only (a regex over 64 KiB per line is a cost nobody wants). */
const MATCH_CHARS = 4096;

/** What the message does to alerts: a clear before a raise of the same pattern (a line matching both is a clear). */
export function matchPatterns(patterns: readonly SyslogPattern[], message: string): PatternAction[] {
  const text = message.length > MATCH_CHARS ? message.slice(0, MATCH_CHARS) : message;
  const out: PatternAction[] = [];
  for (const p of patterns) {
    const clear = p.clearPattern?.exec(text);
    const hit = clear ?? p.pattern.exec(text);
    if (!hit) continue;
    const instance = hit.groups?.instance || undefined;
    out.push({
      eventName: p.eventName,
      severity: p.severity,
      action: clear ? 'clear' : 'raise',
      ...(instance && { instance }),
      ...(p.visibility && { visibility: p.visibility }),
    });
  }
  return out;
}
