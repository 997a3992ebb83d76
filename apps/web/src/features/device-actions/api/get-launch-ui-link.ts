import { api } from '../../../lib/api-client';

/**
 * GET /api/v1.0/launch-ui/link?device_name= → { url }: the launch-UI proxy URL with deviceid and
 * nmpuser (the signed-in user's nickname, taken from the token by the server), signed and expiring.
 */
export async function fetchLaunchUiLink(deviceName: string): Promise<string> {
  const answer = await api.get('/launch-ui/link', { query: { device_name: deviceName } });
  return answer.url;
}
