import { describe, expect, it } from 'vitest';
import { EMPTY_TOKEN_FORM, dayOf, startOfDay, tokenBody, tokenFormErrors } from './token-form';

describe('the Create token form', () => {
  const now = new Date(2026, 10, 24, 17, 0).getTime();

  it('needs a name and a scope, and a day after today when a day is given', () => {
    expect(tokenFormErrors(EMPTY_TOKEN_FORM, now)).toEqual({ name: 'Name is required' });
    expect(tokenFormErrors({ ...EMPTY_TOKEN_FORM, name: 'x', scopes: [] }, now)).toEqual({ scopes: 'Choose at least one scope' });
    expect(tokenFormErrors({ ...EMPTY_TOKEN_FORM, name: 'x', expiresOn: '2026-11-24' }, now)).toEqual({ expiresOn: 'Choose a day after today' });
    expect(tokenFormErrors({ ...EMPTY_TOKEN_FORM, name: 'x', expiresOn: '2026-02-30' }, now)).toEqual({ expiresOn: 'Not a date' });
    expect(tokenFormErrors({ ...EMPTY_TOKEN_FORM, name: 'x', expiresOn: '2026-11-25' }, now)).toEqual({});
  });

  it('sends the trimmed name, scopes in order, and the start of the chosen day (or null for the longest lifetime)', () => {
    const body = tokenBody({ kind: 'personal', name: ' laptop ', scopes: ['cmdb', 'read'], expiresOn: '2026-12-01' });
    expect(body).toEqual({ kind: 'personal', name: 'laptop', scopes: ['read', 'cmdb'], expiresAt: new Date(2026, 11, 1).getTime() });
    expect(tokenBody({ ...EMPTY_TOKEN_FORM, name: 'x' }).expiresAt).toBeNull();
  });

  it('reads and writes days in local time', () => {
    expect(dayOf(startOfDay('2027-01-05')!)).toBe('2027-01-05');
  });
});
