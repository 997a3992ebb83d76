import { API_TOKEN_NAME_MAX, TOKEN_SCOPES, type ApiTokenKind, type CreateApiTokenBody, type TokenScope } from '@nms/contract';

/** The Create token form's values: the expiry is a calendar day (YYYY-MM-DD) or empty. */
export interface TokenFormValues {
  kind: ApiTokenKind;
  name: string;
  scopes: TokenScope[];
  expiresOn: string;
}

/** A reporting script's token by default: read only, the least a token can do. */
export const EMPTY_TOKEN_FORM: TokenFormValues = { kind: 'service', name: '', scopes: ['read'], expiresOn: '' };

/** What each scope lets a token do, beside its checkbox. */
export const SCOPE_LABELS: Readonly<Record<TokenScope, string>> = {
  read: 'read: every screen and list',
  actions: 'actions: troubleshooting, PAM suspend, secured actions (within the owner’s roles)',
  ingest: 'ingest: feed inventory and alerts in',
  cmdb: 'cmdb: add, edit and delete CMDB records',
};

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The start of a calendar day in local time: a token "expires on" that day. Undefined when not a date. */
export function startOfDay(day: string): number | undefined {
  const m = DAY.exec(day);
  if (!m) return undefined;
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return d.getMonth() === Number(m[2]) - 1 ? d.getTime() : undefined;
}

/** A day as the date input writes it: YYYY-MM-DD in local time. */
export function dayOf(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** The form's errors by field; empty when it can be sent. */
export function tokenFormErrors(v: TokenFormValues, now = Date.now()): Partial<Record<keyof TokenFormValues, string>> {
  const errors: Partial<Record<keyof TokenFormValues, string>> = {};
  if (v.name.trim() === '') errors.name = 'Name is required';
  else if (v.name.trim().length > API_TOKEN_NAME_MAX) errors.name = `Name is at most ${API_TOKEN_NAME_MAX} characters`;
  if (v.scopes.length === 0) errors.scopes = 'Choose at least one scope';
  if (v.expiresOn !== '') {
    const at = startOfDay(v.expiresOn);
    if (at === undefined) errors.expiresOn = 'Not a date';
    else if (at <= now) errors.expiresOn = 'Choose a day after today';
  }
  return errors;
}

/** The POST body: scopes in the contract's order; no day = the longest lifetime the server allows. */
export function tokenBody(v: TokenFormValues): CreateApiTokenBody {
  return {
    kind: v.kind,
    name: v.name.trim(),
    scopes: TOKEN_SCOPES.filter((s) => v.scopes.includes(s)),
    expiresAt: v.expiresOn === '' ? null : (startOfDay(v.expiresOn) ?? null),
  };
}
