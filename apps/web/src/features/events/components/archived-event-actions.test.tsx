import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../components/notice/messages';
import { ARCHIVED_EVENTS_COLUMNS } from './archived-events-columns';
import { EventPopups } from './event-popups';

const actions = ARCHIVED_EVENTS_COLUMNS.find((c) => c.kind === 'actions')!;
const wrap = (elementName: string | null) =>
  render(
    <MantineProvider>
      <EventPopups>{actions.render!({ name: 'a1', severity: 1, active: false, elementName })}</EventPopups>
    </MantineProvider>,
  );

afterEach(cleanup);

describe('the archived events row menu', () => {
  it('is disabled for a row without a device name', () => {
    wrap('_e');
    expect((screen.getByRole('button', { name: 'Actions for _e' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers the archived-events menu of spec 002 §2.9, not the active events menu', async () => {
    wrap('ACME-00001-VSAT1');
    fireEvent.click(screen.getByRole('button', { name: 'Actions for ACME-00001-VSAT1' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Total Devices', 'Impact History - Percentage', 'Impact History - Totals', 'Show Device Map']);
    fireEvent.click(items[2]!);
    const popup = await screen.findByRole('dialog', { name: 'Impact History - Totals' });
    expect(popup.textContent).toContain(MESSAGES.notBuilt);
  });
});
