import { AppCard } from '../../../components/card/app-card';

/** API Tokens: personal tokens and service-account tokens, created, expired and revoked by admins (issue 17 item 2). */
export function ApiTokensScreen() {
  return <AppCard title="API Tokens" data-testid="api-tokens-card" />;
}
