import { currentIdToken } from '../../../lib/auth/user-manager';
import { NO_TOKEN_MESSAGE } from '../../../lib/api-client';
import { curlLine } from './build-request';
import type { HttpMethod } from './openapi-types';

/** What the explorer shows after Execute. */
export interface ExplorerAnswer {
  status: number;
  statusText: string;
  contentType: string;
  /** Pretty JSON, text as received, or a note on the size of a binary answer. */
  text: string;
  /** Set for a binary answer (an image, a capture file): a link to download it. */
  downloadUrl?: string;
  url: string;
  curl: string;
}

const isTextual = (type: string) => /json|^text\/|xml|svg/.test(type);

/** Pretty JSON when the answer parses as JSON, else the text itself. */
export function prettyText(text: string, contentType: string): string {
  if (!/json/.test(contentType)) return text;
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/**
 * Sends one request the way the app's API client does: the signed-in user's ID token as
 * `Authorization: Bearer`. Unlike the client it never throws on an error status: a 400 or 404
 * and its message are the answer the user asked to see.
 */
export async function sendRequest(method: HttpMethod, url: string, body: string | undefined, needsToken: boolean): Promise<ExplorerAnswer> {
  const token = await currentIdToken();
  if (!token && needsToken) throw new Error(NO_TOKEN_MESSAGE);
  const absolute = new URL(url, window.location.origin).toString();
  const res = await fetch(url, {
    method: method.toUpperCase(),
    headers: {
      accept: 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body,
  });
  const contentType = res.headers.get('content-type') ?? '';
  const base = { status: res.status, statusText: res.statusText, contentType, url: absolute, curl: curlLine(method, absolute, !!token, body) };
  if (isTextual(contentType) || !contentType) return { ...base, text: prettyText(await res.text(), contentType) };
  const blob = await res.blob();
  return { ...base, text: `${blob.size} bytes of ${contentType}`, downloadUrl: URL.createObjectURL(blob) };
}
