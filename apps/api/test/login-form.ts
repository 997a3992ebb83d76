import type { FastifyInstance } from 'fastify';
import { createHash, randomBytes } from 'node:crypto';
import { CookieJar } from './tokens';

/**
 * Walks /oidc/auth to the embedded sign-in form from `address` (the socket's); `post` sends the
 * form like the browser does, with extra headers when given (an X-Forwarded-For to spoof or relay).
 */
export async function loginForm(app: FastifyInstance, address: string) {
  const jar = new CookieJar();
  const params = new URLSearchParams({
    client_id: app.config.oidc.clientId,
    redirect_uri: `${app.config.publicUrl}/login/callback`,
    response_type: 'code',
    scope: 'openid profile',
    code_challenge: createHash('sha256').update(randomBytes(32)).digest('base64url'),
    code_challenge_method: 'S256',
    state: 'st',
  });
  let url = `/oidc/auth?${params}`;
  for (let hops = 0; hops < 5; hops++) {
    const res = await app.inject({ method: 'GET', url, remoteAddress: address, headers: { cookie: jar.header(url) } });
    jar.store(res.headers['set-cookie']);
    if (res.statusCode === 200) {
      const action = /<form method="post" action="([^"]+)"/.exec(res.body)?.[1];
      if (!action) throw new Error(`no login form: ${res.body.slice(0, 200)}`);
      const post = async (username: string, password: string, headers: Record<string, string> = {}) => {
        const r = await app.inject({
          method: 'POST',
          url: action,
          remoteAddress: address,
          headers: { ...headers, cookie: jar.header(action), 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({ username, password }).toString(),
        });
        jar.store(r.headers['set-cookie']);
        return r;
      };
      return { page: res.body, post };
    }
    const u = new URL(String(res.headers.location), 'http://x');
    url = `${u.pathname}${u.search}`;
  }
  throw new Error('the sign-in form never came');
}
