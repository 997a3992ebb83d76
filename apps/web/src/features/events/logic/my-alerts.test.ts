import { describe, expect, it } from 'vitest';
import { myAlertsQuery } from './my-alerts';

describe('myAlertsQuery', () => {
  it('matches the alerts the user acknowledged or owns, the nickname quoted', () => {
    expect(myAlertsQuery('operator')).toBe('(ackedBy:"operator" OR owner:"operator")');
    expect(myAlertsQuery('o"d\\d')).toBe('(ackedBy:"o\\"d\\\\d" OR owner:"o\\"d\\\\d")');
  });
});
