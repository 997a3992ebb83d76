/**
 * Whether this browser was signed in (no token, just a flag). Tokens live in memory only, so a
 * fresh page load starts signed out; the landing page uses the flag to sign in again through the
 * provider's session cookie at once instead of showing 'Log In' to someone who never signed out.
 */
const KEY = 'nmstools.signed-in';

export const markSignedIn = () => window.localStorage.setItem(KEY, '1');
export const clearSignedIn = () => window.localStorage.removeItem(KEY);
export const wasSignedIn = () => window.localStorage.getItem(KEY) === '1';
