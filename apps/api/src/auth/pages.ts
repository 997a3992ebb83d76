/**
 * The embedded provider's own pages (sign-in, sign-out, errors): self-contained HTML with inline
 * CSS, no scripts and nothing loaded from other hosts.
 */
export const escapeHtml = (s: unknown): string => String(s ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;
  font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;
  background:#f1f3f5;color:#212529}
main{width:100%;max-width:380px;margin:24px;padding:32px;background:#fff;border-radius:8px;
  box-shadow:0 1px 3px rgba(0,0,0,.08),0 8px 24px rgba(0,0,0,.06)}
.brand{display:flex;align-items:center;gap:10px;margin-bottom:24px}
.logo{width:36px;height:36px;border-radius:8px;background:#1c7ed6;color:#fff;font-weight:700;
  display:flex;align-items:center;justify-content:center;font-size:15px}
h1{font-size:20px;margin:0}
p{margin:0 0 16px;line-height:1.45}
label{display:block;font-size:14px;font-weight:600;margin:0 0 6px}
input{width:100%;padding:9px 12px;font-size:15px;border:1px solid #ced4da;border-radius:6px;margin-bottom:16px}
input:focus{outline:2px solid #74c0fc;border-color:#1c7ed6}
button{width:100%;padding:10px 12px;font-size:15px;font-weight:600;border:0;border-radius:6px;
  background:#1c7ed6;color:#fff;cursor:pointer}
button:hover{background:#1971c2}
button.secondary{background:#e9ecef;color:#212529;margin-top:8px}
.error{color:#c92a2a;background:#fff5f5;border:1px solid #ffc9c9;border-radius:6px;padding:8px 12px;
  font-size:14px;margin-bottom:16px}
.hint{margin:20px 0 0;font-size:13px;color:#868e96;text-align:center}
`;

export function page(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<div class="brand"><div class="logo" aria-hidden="true">NT</div><h1>NMS Tools</h1></div>
${body}
</main>
</body>
</html>`;
}

export const LOGIN_ERROR = 'Invalid username or password';

export interface LoginPageOptions {
  action: string;
  username?: string;
  error?: string;
  hint?: string;
}

export function loginPage({ action, username = '', error, hint }: LoginPageOptions): string {
  return page(
    'NMS Tools',
    `<form method="post" action="${escapeHtml(action)}" autocomplete="on" novalidate>
${error ? `<div class="error" role="alert" id="error">${escapeHtml(error)}</div>` : ''}
<label for="username">Username</label>
<input id="username" name="username" type="text" autocomplete="username" autocapitalize="none"
  spellcheck="false" required ${username ? `value="${escapeHtml(username)}"` : 'autofocus'}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required
  ${username ? 'autofocus' : ''}>
<button type="submit">Sign in</button>
</form>
${hint ? `<p class="hint">${escapeHtml(hint)}</p>` : ''}`,
  );
}

/** RP-initiated logout: `form` is the provider's form (id op.logoutForm) with its CSRF field. */
export function logoutPage(form: string): string {
  return page(
    'Sign out - NMS Tools',
    `<p>Do you want to sign out of NMS Tools?</p>
${form}
<button autofocus type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button>
<button class="secondary" type="submit" form="op.logoutForm">Stay signed in</button>`,
  );
}

export function loggedOutPage(): string {
  return page('Signed out - NMS Tools', '<p>You have signed out of NMS Tools.</p>');
}

export function errorPage(message: string, detail?: string): string {
  return page(
    'Sign-in error - NMS Tools',
    `<div class="error" role="alert">${escapeHtml(message)}</div>${detail ? `<p>${escapeHtml(detail)}</p>` : ''}
<p>Go back to NMS Tools and sign in again.</p>`,
  );
}
