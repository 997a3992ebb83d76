import { MantineProvider } from '@mantine/core';
import { ALERT_FIELDS, DEVICE_FIELDS } from '@nms/contract';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { QueryHelp } from './query-help';

const show = (props: Parameters<typeof QueryHelp>[0] = {}) =>
  render(
    <MantineProvider>
      <QueryHelp {...props} />
    </MantineProvider>,
  );

/** The attribute names of a fields table, in order. */
const listed = (testId: string) =>
  within(screen.getByTestId(testId))
    .getAllByRole('row')
    .slice(1)
    .map((r) => r.querySelector('td')?.textContent);

describe('QueryHelp', () => {
  afterEach(cleanup);

  it('lists exactly the attributes the server accepts, for notifications and topology', () => {
    show();
    expect(listed('query-fields-notifications')).toEqual(ALERT_FIELDS.map((f) => f.name));
    expect(listed('query-fields-topology')).toEqual(DEVICE_FIELDS.map((f) => f.name));
    expect(screen.getByText(/AND and OR must be upper case/)).toBeTruthy();
  });

  it("explains Lucene's symbol operators and names the unsupported ones", () => {
    show();
    expect(screen.getByTestId('query-help-symbols').textContent).toMatch(/-state:5.*\+ requires it, && is AND and \|\| is OR/);
    expect(screen.getByText(/Not supported/).textContent).toMatch(/boosts \^, fuzzy or proximity ~ and regular expressions \/\.\.\.\//);
    expect(screen.getByText('nocid:OVRC || nocid:APE', { selector: 'code' })).toBeTruthy();
  });

  it('shows the sections asked for, in that order', () => {
    show({ sections: ['topology'] });
    expect(screen.queryByTestId('query-fields-notifications')).toBeNull();
    expect(screen.getByTestId('query-fields-topology')).toBeTruthy();
  });
});
