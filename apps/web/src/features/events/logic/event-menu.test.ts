import { describe, expect, it } from 'vitest';
import { eventMenuDisabled, severityRowClass } from './event-menu';

describe('event row menu', () => {
  it("is disabled when the device name is empty, '_e' or 'notset'", () => {
    for (const elementName of ['', ' ', '_e', 'notset', null, undefined]) expect(eventMenuDisabled({ elementName })).toBe(true);
    expect(eventMenuDisabled({ elementName: 'ACME-00001-VSAT1' })).toBe(false);
  });
});

describe('event rows', () => {
  it('are coloured by severity, 1 to 5, every row', () => {
    expect([1, 2, 3, 4, 5, 0, 9].map((severity) => severityRowClass({ severity }))).toEqual([
      'nms-sev-1',
      'nms-sev-2',
      'nms-sev-3',
      'nms-sev-4',
      'nms-sev-5',
      undefined,
      undefined,
    ]);
  });
});
