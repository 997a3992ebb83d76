import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * The accounts of the embedded sign-in provider (a demo and development default; production
 * points OIDC_ISSUER at a real identity provider). The password of each is its user name.
 */
export interface DemoUser {
  username: string;
  password: string;
  name: string;
  nickname: string;
  email: string;
  picture: string;
  role: string;
  groups: string[];
}

/** A round avatar with the user's initials, as a data: URI (no external host involved). */
export function avatar(initials: string, color: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<circle cx="48" cy="48" r="48" fill="${color}"/>` +
    `<text x="48" y="60" font-family="Arial,Helvetica,sans-serif" font-size="36" font-weight="700" ` +
    `fill="#ffffff" text-anchor="middle">${initials}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

export const DEMO_USERS: readonly DemoUser[] = [
  {
    username: 'viewer',
    password: 'viewer',
    name: 'Vera Viewer',
    nickname: 'viewer',
    email: 'viewer@nmstools.example',
    picture: avatar('VV', '#2f9e44'),
    role: 'Viewer',
    groups: ['nmstools_viewer'],
  },
  {
    username: 'operator',
    password: 'operator',
    name: 'Olivia Operator',
    nickname: 'operator',
    email: 'operator@nmstools.example',
    picture: avatar('OO', '#1c7ed6'),
    role: 'Operator',
    groups: ['nmstools_operator'],
  },
  {
    username: 'engineer',
    password: 'engineer',
    name: 'Erin Engineer',
    nickname: 'engineer',
    email: 'engineer@nmstools.example',
    picture: avatar('EE', '#e8590c'),
    role: 'Engineer',
    groups: ['nmstools_engineer', 'nmstools_operator'],
  },
  {
    username: 'admin',
    password: 'admin',
    name: 'Adam Admin',
    nickname: 'admin',
    email: 'admin@nmstools.example',
    picture: avatar('AA', '#c2255c'),
    role: 'Administrator',
    groups: ['nmstools_admin', 'nmstools_operator'],
  },
];

export function findDemoUser(username: string): DemoUser | undefined {
  return DEMO_USERS.find((u) => u.username === username);
}

const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();

/**
 * The user when the password matches (compared in constant time), otherwise undefined. With the
 * demo accounts off (DEMO_USERS=false) no password matches.
 */
export function checkDemoPassword(username: string, password: string, enabled = true): DemoUser | undefined {
  const user = enabled ? findDemoUser(username.trim()) : undefined;
  const expected = digest(user?.password ?? '\u0000no-such-user');
  const ok = timingSafeEqual(expected, digest(password));
  return user && ok ? user : undefined;
}

/** The login page's line naming the demo accounts; printed only while they are on. */
export const demoAccountsHint = (enabled: boolean): string | undefined =>
  enabled ? `Demo sign-in: ${DEMO_USERS.map((u) => `${u.username} / ${u.password}`).join(' or ')}` : undefined;
