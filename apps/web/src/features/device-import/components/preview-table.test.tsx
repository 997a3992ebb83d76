import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PREVIEW_ROWS, PreviewTable } from './preview-table';

const sheet = {
  headers: ['Device Name', 'Port', 'Notes'],
  rows: Array.from({ length: 25 }, (_, i) => ({ row: i + 2, cells: [`R${i}`, i === 1 ? 'abc' : '161', `note ${i}`] })),
};

afterEach(cleanup);

describe('PreviewTable', () => {
  it('shows the first rows with their file row numbers and mapped columns only, errors marked', () => {
    render(
      <MantineProvider>
        <PreviewTable
          sheet={sheet}
          mapping={['name', 'snmpPort', null]}
          errors={[
            { row: 3, field: 'snmpPort', message: "snmpPort must be a whole number, not 'abc'" },
            { row: 4, field: 'name', message: 'R2 appears twice in the call' },
          ]}
          counts={{ created: 18, updated: 0, unchanged: 0, rejected: 2 }}
          checking={false}
          failure={undefined}
        />
      </MantineProvider>,
    );
    const table = screen.getByTestId('import-preview');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Row', 'name', 'snmpPort', 'Errors']);
    const rows = table.querySelectorAll('tbody tr');
    expect(rows).toHaveLength(PREVIEW_ROWS);
    expect(rows[0].getAttribute('data-row')).toBe('2');
    expect(rows[0].hasAttribute('data-error')).toBe(false);
    expect(rows[1].getAttribute('data-error')).toBe('true');
    expect(rows[1].querySelector('[data-error-field="snmpPort"]')?.textContent).toBe('abc');
    expect(screen.getByTestId('import-preview-errors-3').textContent).toBe("snmpPort must be a whole number, not 'abc'");
    expect(screen.getByTestId('import-preview-errors-4').textContent).toBe('name: R2 appears twice in the call');
    expect(screen.getByTestId('import-preview-counts').textContent).toBe('Dry run of these rows: 18 new, 0 updated, 0 unchanged, 2 rejected');
    expect(table.textContent).not.toContain('note 0');
  });
});
