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

/** Saves a Blob as a file through a temporary <a download> (the browser's own download). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Revoke after the click has been handled, or some browsers cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
