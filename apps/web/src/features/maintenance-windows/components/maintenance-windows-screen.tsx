import { Alert, Button, Group, SegmentedControl, Stack } from '@mantine/core';
import type { MaintenanceWindowItem } from '@nms/contract';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { AccessTooltip, refusedProps } from '../../../components/access/access-tooltip';
import { AppCard } from '../../../components/card/app-card';
import { Pending } from '../../../components/notice/pending';
import { usePermission } from '../../../lib/auth/use-permission';
import { useDeleteMaintenanceWindow } from '../api/delete-maintenance-window';
import { useEndMaintenanceWindow } from '../api/end-maintenance-window';
import { useMaintenanceWindows } from '../api/get-maintenance-windows';
import { browserTimeZone } from '../logic/occurrence-time';
import { formOfWindow, newWindowForm, type WindowForm } from '../logic/window-form';
import { ConfirmWindowAction } from './confirm-window-action';
import { WindowCalendar } from './window-calendar';
import { WindowFormModal } from './window-form-modal';
import { WindowList } from './window-list';

type Editing = { form: WindowForm; window?: MaintenanceWindowItem };
type Asking = { kind: 'delete' | 'end'; window: MaintenanceWindowItem };

/**
 * Maintenance Windows (issue 21 item 4): the running and upcoming windows as a list and as a
 * four-week calendar, with new, edit, delete and 'end now'. Writes need the PAM permission (a
 * window suspends devices); a viewer sees the screen with those buttons disabled and the reason.
 */
export function MaintenanceWindowsScreen() {
  const windows = useMaintenanceWindows();
  const access = usePermission('pam');
  const [view, setView] = useState<'list' | 'calendar'>('list');
  const [editing, setEditing] = useState<Editing>();
  const [asking, setAsking] = useState<Asking>();
  const remove = useDeleteMaintenanceWindow();
  const end = useEndMaintenanceWindow();
  const rows = windows.data?.data ?? [];

  return (
    <Stack gap="md">
      <AppCard
        title="Maintenance Windows"
        data-testid="maintenance-windows"
        actions={
          <Group gap="xs">
            <SegmentedControl
              size="xs"
              value={view}
              onChange={(v) => setView(v === 'calendar' ? 'calendar' : 'list')}
              data={[
                { value: 'list', label: 'List' },
                { value: 'calendar', label: 'Calendar' },
              ]}
              aria-label="View"
            />
            <AccessTooltip access={access}>
              <Button
                size="xs"
                leftSection={<IconPlus size={14} />}
                disabled={!access.allowed}
                {...refusedProps(access)}
                onClick={() => setEditing({ form: newWindowForm(Date.now(), browserTimeZone()) })}
              >
                New Window
              </Button>
            </AccessTooltip>
          </Group>
        }
      >
        {windows.isPending && <Pending />}
        {windows.error && (
          <Alert color="red" variant="light" role="alert">
            {windows.error.message}
          </Alert>
        )}
        {windows.data &&
          (view === 'list' ? (
            <WindowList
              windows={rows}
              access={access}
              actions={{
                onEdit: (w) => setEditing({ form: formOfWindow(w), window: w }),
                onDelete: (w) => setAsking({ kind: 'delete', window: w }),
                onEnd: (w) => setAsking({ kind: 'end', window: w }),
              }}
            />
          ) : (
            <WindowCalendar windows={rows} nowMs={windows.dataUpdatedAt} />
          ))}
      </AppCard>
      {editing && <WindowFormModal initial={editing.form} editing={editing.window} onClose={() => setEditing(undefined)} />}
      {asking?.kind === 'delete' && (
        <ConfirmWindowAction
          title={`Delete ${asking.window.name}?`}
          text="The window and its coming occurrences are removed; the PAM suspensions it made end now (those operators made themselves stay)."
          confirmLabel="Delete"
          color="red"
          onConfirm={() => remove.mutateAsync({ id: asking.window.id, version: asking.window.version })}
          onClose={() => setAsking(undefined)}
        />
      )}
      {asking?.kind === 'end' && (
        <ConfirmWindowAction
          title={`End ${asking.window.name} now?`}
          text="The occurrence under way ends now and its devices are released from PAM suspension; the next occurrences still run."
          confirmLabel="End now"
          color="orange"
          onConfirm={() => end.mutateAsync({ id: asking.window.id, version: asking.window.version })}
          onClose={() => setAsking(undefined)}
        />
      )}
    </Stack>
  );
}
