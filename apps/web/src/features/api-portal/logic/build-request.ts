import type { HttpMethod, OpenApiParameter } from './openapi-types';

export type ParamValues = Record<string, string>;

export interface BuiltRequest {
  /** Path and query, relative to the app's origin ('/api/v1.0/es/alerts?limit=5'). */
  url: string;
  /** Required parameters left empty; the request is not sent while any is. */
  missing: string[];
}

/** The server URL of the document joined to an operation path, without a doubled slash. */
export const joinServer = (server: string | undefined, path: string) => `${(server ?? '').replace(/\/+$/, '')}${path}`;

/**
 * The URL an operation is called with: path parameters encoded into the template, query
 * parameters the user filled in appended in the order the document lists them. What the user
 * typed is sent as typed (trimmed): the server validates it and its 400 names the field.
 */
export function buildRequest(server: string | undefined, path: string, parameters: OpenApiParameter[], values: ParamValues): BuiltRequest {
  const missing: string[] = [];
  const query = new URLSearchParams();
  let filled = path;
  for (const p of parameters) {
    const value = (values[p.name] ?? '').trim();
    if (!value) {
      if (p.required || p.in === 'path') missing.push(p.name);
      continue;
    }
    if (p.in === 'path') filled = filled.replaceAll(`{${p.name}}`, encodeURIComponent(value));
    else if (p.in === 'query') query.append(p.name, value);
  }
  const qs = query.toString();
  return { url: joinServer(server, filled) + (qs ? `?${qs}` : ''), missing };
}

/** A shell-safe single-quoted word. */
const quote = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;

/**
 * The curl line that repeats a request, the way the explorer sent it. The bearer token is never
 * printed (a screen share or a pasted line would leak it): the line reads `$TOKEN`, in double
 * quotes so the shell fills it in.
 */
export function curlLine(method: HttpMethod, absoluteUrl: string, withToken: boolean, body?: string): string {
  const parts = [`curl -X ${quote(method.toUpperCase())}`, quote(absoluteUrl), `-H ${quote('accept: application/json')}`];
  if (withToken) parts.push('-H "Authorization: Bearer $TOKEN"');
  if (body !== undefined) parts.push(`-H ${quote('Content-Type: application/json')}`, `-d ${quote(body)}`);
  return parts.join(' \\\n  ');
}

/**
 * The body editor's text, sent as typed once it parses (re-serialising would round integers
 * beyond 2^53), or the reason it is not JSON.
 */
export function parseBody(text: string): { ok: true; json: string } | { ok: false; error: string } {
  try {
    JSON.parse(text);
    return { ok: true, json: text.trim() };
  } catch (e) {
    return { ok: false, error: `Body is not valid JSON: ${e instanceof Error ? e.message : String(e)}` };
  }
}
