import { notifications } from '@mantine/notifications';
import type { paths } from './api/schema';
import { currentIdToken } from './auth/user-manager';
import { holdPrimed, takePrimed } from './primed-gets';
import { readAfterHeaders } from './read-after';

/** Messages of spec 002 §8. */
export const NO_TOKEN_MESSAGE = 'No token available, Please login again';

export const API_BASE = '/api/v1.0';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The answer's JSON body, when it had one (a 409 carries the current record there). */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type QueryParams = Record<string, string | number | boolean | undefined | null>;

export function buildUrl(path: string, params: QueryParams = {}): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== '') search.set(k, String(v));
  const qs = search.toString();
  return `${API_BASE}${path}${qs ? `?${qs}` : ''}`;
}

/*
 * The types of every call come from the API's own OpenAPI document (lib/api/schema.d.ts, written by
 * `npm run gen:api`), so a path, its query, body and answer are declared once, on the route. A thin
 * wrapper of ours rather than openapi-fetch: the client sits in the first-load bundle.
 */
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Base = typeof API_BASE;
/** The API paths, without the version prefix, that answer a method: `/es/devices/all`. */
export type ApiPath<M extends Method> = {
  [P in keyof paths]: P extends `${Base}${infer Rest}` ? (paths[P][M] extends { responses: object } ? Rest : never) : never;
}[keyof paths];
type Operation<M extends Method, P extends ApiPath<M>> = paths[`${Base}${P}`][M];
type Parameters_<O> = O extends { parameters: infer X } ? X : never;
type BodyOf<O> = O extends { requestBody: { content: { 'application/json': infer B } } }
  ? { body: B }
  : O extends { requestBody?: { content: { 'application/json': infer B } } }
    ? { body?: B }
    : object;
/** What a call takes: its path and query parameters and JSON body as the route declares them. */
export type ApiInit<M extends Method, P extends ApiPath<M>> = Pick<Parameters_<Operation<M, P>>, 'path' | 'query'> &
  BodyOf<Operation<M, P>> & { signal?: AbortSignal };
type Success<R> = { [C in keyof R]: C extends 200 | 201 | 202 ? R[C] : never }[keyof R];
/** What a call answers: its 2xx JSON body. */
export type ApiAnswer<M extends Method, P extends ApiPath<M>> =
  Success<Operation<M, P> extends { responses: infer R } ? R : never> extends { content: { 'application/json': infer J } } ? J : undefined;
/** The init argument may be left out when nothing in it is required. */
type InitArgs<M extends Method, P extends ApiPath<M>> = object extends ApiInit<M, P> ? [init?: ApiInit<M, P>] : [init: ApiInit<M, P>];

type LooseInit = { path?: Record<string, string | number>; query?: object; body?: unknown; signal?: AbortSignal };

/** `/svn/x/{id}` with path {id: 7} is `/svn/x/7`. */
function fillPath(path: string, values: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(values[name])));
}

const urlOf = (path: string, init: LooseInit = {}) => buildUrl(fillPath(path, init.path), { ...init.query });

/** One request with the bearer ID token; a failed answer throws with the server's message. */
async function authorizedFetch(method: Method, path: string, init: LooseInit, accept: string): Promise<Response> {
  const token = await currentIdToken();
  if (!token) {
    notifications.show({ id: 'no-token', color: 'red', title: 'Signed out', message: NO_TOKEN_MESSAGE });
    throw new ApiError(NO_TOKEN_MESSAGE, 401);
  }
  const res = await fetch(urlOf(path, init), {
    method: method.toUpperCase(),
    signal: init.signal,
    headers: {
      accept,
      authorization: `Bearer ${token}`,
      ...readAfterHeaders(),
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
  });
  if (!res.ok) {
    const body = await errorBody(res);
    throw new ApiError(errorMessage(res, body), res.status, body);
  }
  return res;
}

function call<M extends Method>(method: M) {
  return async <P extends ApiPath<M>>(path: P, ...[init]: InitArgs<M, P>): Promise<ApiAnswer<M, P>> => {
    const primed = method === 'get' ? takePrimed(urlOf(path, init), init?.signal) : undefined;
    if (primed) return primed as Promise<ApiAnswer<M, P>>;
    const res = await authorizedFetch(method, path, init ?? {}, 'application/json');
    // A 204 (or any empty answer) has no JSON to read: it answers null.
    return JSON.parse((await res.text()) || 'null');
  };
}

const get = call('get');

/** Starts a GET now for code that will ask for the very same URL soon (lib/primed-gets.ts). */
function prime<P extends ApiPath<'get'>>(path: P, ...[init]: InitArgs<'get', P>): void {
  const { signal: _unused, ...rest } = (init ?? {}) as LooseInit;
  holdPrimed(urlOf(path, rest), get(path, ...([rest] as InitArgs<'get', P>)));
}

/** The typed API: `api.get('/es/devices/all', { query, signal })` answers what the route declares. */
export const api = { get, prime, post: call('post'), put: call('put'), patch: call('patch'), delete: call('delete') };

/**
 * A call whose input the operator typed or uploaded (capture filters as the form's strings, device
 * rows read from a spreadsheet): the route's schema checks it and a 400 names the field, so the
 * browser sends it as it is. The path and the answer are still the route's.
 */
export async function apiSendInput<M extends Method, P extends ApiPath<M>>(
  method: M,
  path: P,
  input: { query?: QueryParams; body?: unknown; signal?: AbortSignal },
): Promise<ApiAnswer<M, P>> {
  return (await authorizedFetch(method, path, input, 'application/json')).json();
}

/**
 * GET a path chosen at run time (a device action named by the screen's action table): its answer
 * is unknown until the caller has looked at it.
 */
export async function apiGetUnknown(path: string, query: QueryParams, signal?: AbortSignal): Promise<unknown> {
  return (await authorizedFetch('get', path, { query, signal }, 'application/json')).json();
}

/** GET an API path answering a file (an image, a capture, an export). */
export async function apiFetchBlob<P extends ApiPath<'get'>>(path: P, ...[init]: InitArgs<'get', P>): Promise<Blob> {
  return (await authorizedFetch('get', path, init ?? {}, '*/*')).blob();
}

async function errorBody(res: Response): Promise<unknown> {
  try {
    return await res.json();
  } catch {
    return undefined;
  }
}

function errorMessage(res: Response, body: unknown): string {
  const b = (body && typeof body === 'object' ? body : {}) as { message?: string; error?: string };
  return b.message || b.error || res.statusText || `HTTP ${res.status}`;
}
