import { useQuery } from '@tanstack/react-query';
import { API_BASE, ApiError } from '../../../lib/api-client';
import type { OpenApiDocument } from '../logic/openapi-types';

/**
 * The API definition (spec 002 §7: GET ../api/v1.0/openapi.json, relative to the /ab/ pages,
 * i.e. the app's API base). Public, so it is read without a token.
 */
export async function getOpenapi(signal?: AbortSignal): Promise<OpenApiDocument> {
  const res = await fetch(`${API_BASE}/openapi.json`, { headers: { accept: 'application/json' }, signal });
  if (!res.ok) throw new ApiError(res.statusText || `HTTP ${res.status}`, res.status);
  return (await res.json()) as OpenApiDocument;
}

export const openapiKey = ['api-portal', 'openapi'] as const;

/** The document changes only with a new server version: read it once per visit. */
export function useOpenapi() {
  return useQuery({ queryKey: openapiKey, queryFn: ({ signal }) => getOpenapi(signal), staleTime: Infinity });
}
