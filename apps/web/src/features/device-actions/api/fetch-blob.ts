import { ApiError, NO_TOKEN_MESSAGE, buildUrl, type QueryParams } from '../../../lib/api-client';
import { currentIdToken } from '../../../lib/auth/user-manager';

/** GETs a binary answer (an image, a capture file) with the bearer token; apiFetch only reads JSON. */
export async function fetchBlob(path: string, params: QueryParams, signal?: AbortSignal): Promise<Blob> {
  const token = await currentIdToken();
  if (!token) throw new ApiError(NO_TOKEN_MESSAGE, 401);
  const res = await fetch(buildUrl(path, params), { signal, headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new ApiError(res.statusText || `HTTP ${res.status}`, res.status);
  return res.blob();
}
