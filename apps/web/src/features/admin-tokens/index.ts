/** API Tokens: an admin page that creates, lists, expires and revokes API tokens. */
export { ApiTokensScreen } from './components/api-tokens-screen';
