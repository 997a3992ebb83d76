import { describe, expect, it } from 'vitest';
import { SUMMARY_VIEW_CARDS } from './summary-cards';

describe('Summary View cards (spec 001 §2.6)', () => {
  it('are the eight cards of the spec, in order', () => {
    expect(SUMMARY_VIEW_CARDS.map((c) => c.title)).toEqual([
      'ALL',
      'Active Teck',
      'VSAT',
      'Terrestrial',
      'VOIP ATA',
      'Multimedia Player',
      'WIFI AP',
      'Other Appliances',
    ]);
  });

  // That the categories are the fleet's (every named card counts devices, the cards add up to
  // ALL) is checked against the database by e2e/dashboard.spec.ts.
  it('claim each category once at most', () => {
    const claimed = SUMMARY_VIEW_CARDS.flatMap((c) => c.categories);
    expect(claimed.length).toBeGreaterThan(0);
    expect(new Set(claimed).size).toBe(claimed.length);
  });

  it('write each claimed category into the query as an exact phrase; Other negates them all', () => {
    for (const card of SUMMARY_VIEW_CARDS.slice(1, -1)) {
      for (const category of card.categories) expect(card.query).toContain(`productCategory:"${category}"`);
    }
    const other = SUMMARY_VIEW_CARDS.at(-1)!;
    expect(other.query.startsWith('NOT (')).toBe(true);
    for (const category of SUMMARY_VIEW_CARDS.flatMap((c) => c.categories)) expect(other.query).toContain(`"${category}"`);
    expect(SUMMARY_VIEW_CARDS[0].query).toBe('*');
  });
});
