import { describe, expect, it } from 'vitest';
import { startFailureText } from './start-failure';

describe('startFailureText (issue 30 item 9: a failed start names its cause)', () => {
  it('names what was thrown when it is not an Error (a start once printed "undefined")', () => {
    expect(startFailureText('the fleet file is missing')).toBe('the fleet file is missing');
    expect(startFailureText({ code: 'EACCES', path: '/data' })).toBe('{"code":"EACCES","path":"/data"}');
    expect(startFailureText(undefined)).toBe('an unknown error (undefined was thrown)');
  });

  it('names the failures inside an error without a message (AggregateError of a refused connection)', () => {
    const refused = new AggregateError(
      [Object.assign(new Error('connect ECONNREFUSED ::1:5432'), { code: 'ECONNREFUSED' }), new Error('connect ECONNREFUSED 127.0.0.1:5432')],
      '',
    );
    expect(startFailureText(refused)).toBe('AggregateError: connect ECONNREFUSED ::1:5432; connect ECONNREFUSED 127.0.0.1:5432');
    expect(startFailureText(Object.assign(new Error(''), { code: 'ECONNRESET' }))).toBe('Error ECONNRESET');
  });

  it('keeps the message and adds the cause', () => {
    const err = new Error('could not load the sign-in keys', { cause: new Error('PGlite is closed') });
    expect(startFailureText(err)).toBe('could not load the sign-in keys (cause: PGlite is closed)');
  });
});
