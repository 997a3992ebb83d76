import type { AlertWorkflow } from '@nms/contract';
import { Alert, Button, Group, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Popup } from '../../../components/popup/popup';
import { ApiError } from '../../../lib/api-client';
import { useMe } from '../../../lib/auth/get-me';
import { WRITE_EFFECTS, announceChange } from '../../../lib/data-changes';
import { writeWorkflow } from '../api/alert-workflow';
import { WORKFLOW_LABELS, type WorkflowKind, type WorkflowRow } from '../logic/workflow-kinds';

export interface AlertWorkflowPopupProps {
  kind: WorkflowKind;
  row: WorkflowRow;
  onClose: () => void;
  /** After a write was stored: the grid reloads its rows. */
  onSaved: (alert: AlertWorkflow) => void;
}

/**
 * Acknowledge, take back, assign or note one alert (issue 33 item 1). The write names the version
 * the row was read at; when someone changed the alert meanwhile the server's 409 is shown and what
 * the user typed stays, and a second press applies it to the alert as it is now.
 */
export function AlertWorkflowPopup({ kind, row, onClose, onSaved }: AlertWorkflowPopupProps) {
  const me = useMe();
  const client = useQueryClient();
  const labels = WORKFLOW_LABELS[kind];
  const [note, setNote] = useState('');
  const [owner, setOwner] = useState<string | undefined>(undefined);
  const [version, setVersion] = useState(Number(row.workflowVersion ?? 1));
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const ownerValue = owner ?? me.data?.nickname ?? '';
  const device = String(row.elementName ?? '');

  const save = async () => {
    setSaving(true);
    setError(undefined);
    try {
      const saved = await writeWorkflow(kind, { id: Number(row.id), version, note, owner: ownerValue });
      // Every open alert thread, here and in the other tabs, reads the alert again.
      void announceChange(client, { kinds: WRITE_EFFECTS.alertWorkflow });
      onSaved(saved);
      onClose();
    } catch (err) {
      const current = err instanceof ApiError ? (err.body as { current?: AlertWorkflow } | undefined)?.current : undefined;
      if (current) setVersion(current.workflowVersion);
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setSaving(false);
    }
  };

  const noteRequired = kind === 'note';
  return (
    <Popup opened title={`${labels.item}: ${device}`} onClose={onClose} width={520}>
      <Stack gap="sm" data-testid="alert-workflow" data-kind={kind}>
        <Text size="sm">{row.name}</Text>
        {kind === 'assign' && (
          <TextInput
            label="Owner"
            description="A user's nickname; empty gives the alert up"
            value={ownerValue}
            onChange={(e) => setOwner(e.currentTarget.value)}
            data-testid="alert-workflow-owner"
          />
        )}
        <Textarea
          label="Note"
          placeholder={noteRequired ? 'What the next shift should know' : 'Optional: kept in the alert\u2019s notes'}
          rows={3}
          maxLength={2000}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          data-testid="alert-workflow-note"
        />
        {error && (
          <Alert color="red" data-testid="alert-workflow-error">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={save} loading={saving} disabled={noteRequired && !note.trim()} data-testid="alert-workflow-save">
            {labels.button}
          </Button>
        </Group>
      </Stack>
    </Popup>
  );
}
