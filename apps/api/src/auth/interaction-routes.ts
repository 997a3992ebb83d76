import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { InteractionResults } from 'oidc-provider';
import { checkDemoPassword, demoAccountsHint } from './demo-users';
import { lockoutMessage, type LoginLockout, type LockState, type SignInAttempt } from './login-lockout';
import { LOGIN_ERROR, errorPage, loginPage } from './pages';

interface Options {
  provider: Provider;
  /** Public path of the provider, e.g. '/oidc'. */
  base: string;
  /** Clients whose consent is implied (our own browser app). */
  firstPartyClients: string[];
  /** Counts failed sign-ins and locks out after too many (login-lockout.ts). */
  lockout: LoginLockout;
  /** DEMO_USERS: the demo accounts may sign in and the page names them. */
  demoUsers: boolean;
}

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

const SECURITY_HEADERS = {
  'cache-control': 'no-store',
  'x-frame-options': 'DENY',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'",
  'referrer-policy': 'no-referrer',
};

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.status(status).headers(SECURITY_HEADERS).type('text/html; charset=utf-8').send(body);

/**
 * The embedded provider's sign-in pages: a username/password form checked against the demo
 * accounts, and consent granted without asking for our own browser client.
 */
export async function interactionRoutes(app: FastifyInstance, { provider, base, firstPartyClients, lockout, demoUsers }: Options) {
  const hint = demoAccountsHint(demoUsers);

  // Only this scope parses HTML form posts; the API itself speaks JSON.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16_384 }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  const details = async (request: FastifyRequest, reply: FastifyReply): Promise<Interaction | undefined> => {
    try {
      return await provider.interactionDetails(request.raw, reply.raw);
    } catch (err) {
      request.log.info({ err }, 'sign-in interaction not found');
      html(reply, 400, errorPage('This sign-in request has expired or is not valid.'));
      return undefined;
    }
  };

  const finish = async (request: FastifyRequest, reply: FastifyReply, result: InteractionResults) => {
    const returnTo = await provider.interactionResult(request.raw, reply.raw, result, { mergeWithLastSubmission: true });
    return reply.headers({ 'cache-control': 'no-store' }).redirect(returnTo, 303);
  };

  const action = (uid: string) => `${base}/interaction/${encodeURIComponent(uid)}/login`;

  app.get<{ Params: { uid: string } }>('/interaction/:uid', { schema: { hide: true } }, async (request, reply) => {
    const interaction = await details(request, reply);
    if (!interaction) return reply;
    const { prompt, params } = interaction;
    if (prompt.name === 'login') {
      return html(reply, 200, loginPage({ action: action(interaction.uid), hint }));
    }
    if (prompt.name === 'consent' && firstPartyClients.includes(String(params.client_id))) {
      return finish(request, reply, { consent: { grantId: await approveConsent(provider, interaction) } });
    }
    return finish(request, reply, { error: 'access_denied', error_description: 'This application is not allowed to sign in here' });
  });

  app.post<{ Params: { uid: string }; Body: { username?: string; password?: string } }>(
    '/interaction/:uid/login',
    { schema: { hide: true } },
    async (request, reply) => {
      const interaction = await details(request, reply);
      if (!interaction) return reply;
      if (interaction.prompt.name !== 'login') return reply.redirect(`${base}/interaction/${interaction.uid}`, 303);
      const username = String(request.body?.username ?? '');
      const attempt: SignInAttempt = { kind: 'password', username, address: request.ip };
      const locked = (state: LockState) =>
        html(
          reply.header('retry-after', String(state.retryAfterS)),
          429,
          loginPage({ action: action(interaction.uid), username, error: lockoutMessage(state.retryAfterS), hint }),
        );
      // A locked name or address is refused before its password is looked at, the right one too.
      const before = await lockout.check(attempt);
      if (before.locked) {
        await lockout.refusedLocked(attempt, before);
        return locked(before);
      }
      const user = checkDemoPassword(username, String(request.body?.password ?? ''), demoUsers);
      if (!user) {
        await lockout.failed(attempt, 'wrong user name or password');
        // The failure that reaches the limit already answers with the lock, so the user knows.
        const after = await lockout.check(attempt);
        if (after.locked) return locked(after);
        return html(reply, 200, loginPage({ action: action(interaction.uid), username, error: LOGIN_ERROR, hint }));
      }
      await lockout.succeeded(attempt, { sub: user.username, name: user.nickname });
      return finish(request, reply, { login: { accountId: user.username } });
    },
  );
}

/** Grants what the consent prompt found missing (scopes, claims, resource scopes). */
async function approveConsent(provider: Provider, interaction: Interaction): Promise<string> {
  const { prompt, params, session } = interaction;
  const grant = interaction.grantId
    ? await provider.Grant.find(interaction.grantId)
    : new provider.Grant({ accountId: session?.accountId, clientId: String(params.client_id) });
  if (!grant) throw new Error('grant not found');
  const d = prompt.details as {
    missingOIDCScope?: string[];
    missingOIDCClaims?: string[];
    missingResourceScopes?: Record<string, string[]>;
  };
  if (d.missingOIDCScope) grant.addOIDCScope(d.missingOIDCScope.join(' '));
  if (d.missingOIDCClaims) grant.addOIDCClaims(d.missingOIDCClaims);
  for (const [indicator, scopes] of Object.entries(d.missingResourceScopes ?? {})) grant.addResourceScope(indicator, scopes.join(' '));
  return grant.save();
}
