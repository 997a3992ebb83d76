// The provider answers a silent sign-in (prompt=none, in a hidden iframe of the app) here. This
// page hands the answer to the app, which exchanges the code (oidc-client-ts's iframe navigator
// listens for exactly this message), so a reload signs in without loading the app a second time.
// No inline script: the Content-Security-Policy allows scripts from our own origin only.
if (window.parent !== window) {
  window.parent.postMessage({ source: 'oidc-client', url: window.location.href, keepOpen: false }, window.location.origin);
}
