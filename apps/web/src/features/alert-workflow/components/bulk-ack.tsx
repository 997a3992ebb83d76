import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Popup } from '../../../components/popup/popup';
import { usePermission } from '../../../lib/auth/use-permission';
import { WRITE_EFFECTS, announceChange } from '../../../lib/data-changes';
import { bulkAcknowledge } from '../api/bulk-acknowledge';
import { bulkOutcomeText } from '../logic/bulk-outcome';
import type { WorkflowRow } from '../logic/workflow-kinds';

/**
 * 'Acknowledge (N)' for the rows selected in an events grid (issue 33 item 1): one call for all of
 * them, each at the version its row was read at. Rows someone changed meanwhile are left and
 * counted; the popup says what happened and stays open when anything was left.
 */
export function BulkAck({ rows, onSaved }: { rows: readonly WorkflowRow[]; onSaved: () => void }) {
  const access = usePermission('acknowledge');
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  // What the last call left undone (only a call that left something keeps the popup open).
  const [result, setResult] = useState<string>();
  const [saving, setSaving] = useState(false);
  const active = rows.filter((r) => r.acknowledged !== true);
  if (rows.length === 0 && !open) return null;

  const save = async () => {
    setSaving(true);
    try {
      const answer = await bulkAcknowledge(
        active.map((r) => ({ id: Number(r.id), version: Number(r.workflowVersion ?? 1) })),
        note,
      );
      void announceChange(client, { kinds: WRITE_EFFECTS.alertWorkflow });
      onSaved();
      if (answer.counts.conflict === 0 && answer.counts['not-found'] === 0) {
        setOpen(false);
        setNote('');
        setResult(undefined);
      } else setResult(bulkOutcomeText(answer));
    } catch (err) {
      setResult(err instanceof Error ? err.message : String(err));
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconChecks size={14} />}
        disabled={!access.allowed || active.length === 0}
        title={access.reason ?? (active.length === 0 ? 'Every selected alert is acknowledged' : undefined)}
        onClick={() => setOpen(true)}
        data-testid="bulk-ack"
      >
        Acknowledge ({active.length})
      </Button>
      {open && (
        <Popup opened title={`Acknowledge ${active.length} alerts`} onClose={() => setOpen(false)} width={520}>
          <Stack gap="sm" data-testid="bulk-ack-form">
            <Textarea
              label="Note"
              placeholder="Optional: kept in each alert's notes"
              rows={3}
              maxLength={2000}
              value={note}
              onChange={(e) => setNote(e.currentTarget.value)}
            />
            {result && (
              <Alert color="orange" data-testid="bulk-ack-result">
                {result}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button onClick={save} loading={saving} disabled={active.length === 0}>
                Acknowledge
              </Button>
            </Group>
          </Stack>
        </Popup>
      )}
    </>
  );
}
