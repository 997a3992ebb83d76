import { describe, expect, it } from 'vitest';
import { compareDateText, formatDate, formatDateText } from './format-date';

describe("formatDateText: other systems' dates in the one format", () => {
  it('shows a calendar day as MM/DD/YYYY, on the day written whatever the time zone', () => {
    expect(formatDateText('2025-01-02')).toBe('01/02/2025');
    expect(formatDateText('2024-12-31')).toBe('12/31/2024');
  });
  it('shows a moment as MM/DD/YYYY HH:mm:ss', () => {
    const iso = '2026-03-04T05:06:07Z';
    expect(formatDateText(iso)).toBe(formatDate(Date.parse(iso)));
    expect(formatDateText(iso)).toMatch(/^\d{2}\/\d{2}\/2026 \d{2}:\d{2}:07$/);
  });
  it('leaves blanks blank and text that is no date as written', () => {
    expect(formatDateText(null)).toBe('');
    expect(formatDateText('  ')).toBe('');
    expect(formatDateText('last week')).toBe('last week');
    expect(formatDateText('2025-13-45T99:99')).toBe('2025-13-45T99:99');
  });
  it('sorts what it wrote by date, not as text', () => {
    const days = ['12/31/2024', '01/02/2025', '', '06/15/2023'];
    expect([...days].sort(compareDateText)).toEqual(['', '06/15/2023', '12/31/2024', '01/02/2025']);
    expect(compareDateText('01/02/2025 10:00:00', '01/02/2025 09:00:00')).toBe(1);
  });
});
