import { Badge, Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { AlertWorkflow } from '@nms/contract';
import { formatDate } from '../../../components/formatters/format-date';
import { usePermission } from '../../../lib/auth/use-permission';
import { useAlertNotes } from '../api/get-alert-notes';
import { WORKFLOW_LABELS, ackSummary, workflowKinds, type WorkflowKind } from '../logic/workflow-kinds';
import { AlertWorkflowPopup } from './alert-workflow-popup';

const NOTE_KINDS: Record<string, string> = {
  acknowledge: 'acknowledged',
  unacknowledge: 'took the acknowledgement back',
  assign: 'assigned',
  note: 'noted',
};

/**
 * The workflow of one alert in its Event Details (issue 33 item 1): who acknowledged and owns it,
 * its notes, and the buttons to acknowledge (or take it back), assign and note it. Read fresh
 * when the details open, so a write names the version stored now.
 */
export function AlertWorkflowPanel({
  alertId,
  onChanged,
  onRead,
}: {
  alertId: number;
  onChanged?: () => void;
  /** Each reading of the alert's workflow: the details around the panel show the same values. */
  onRead?: (alert: AlertWorkflow) => void;
}) {
  const notes = useAlertNotes(alertId);
  const read = notes.data?.alert;
  useEffect(() => {
    if (read) onRead?.(read);
  }, [read, onRead]);
  const access = usePermission('acknowledge');
  const [writing, setWriting] = useState<WorkflowKind>();
  if (notes.isPending) return <Loader size="xs" aria-label="Loading the alert's notes" />;
  if (!notes.data) return <Text size="sm">Could not read the alert&apos;s notes</Text>;
  const alert = notes.data.alert;
  return (
    <Card withBorder radius="md" padding="sm" data-testid="alert-workflow-panel">
      <Stack gap="xs">
        <Group gap="xs">
          <Badge color={alert.acknowledged ? 'teal' : 'gray'} variant="light" data-testid="alert-ack-state">
            {ackSummary(alert) ?? 'Not acknowledged'}
          </Badge>
          {alert.owner && !alert.acknowledged && <Badge variant="light">Owner: {alert.owner}</Badge>}
        </Group>
        <Stack gap={4} data-testid="alert-notes">
          {notes.data.data.map((n) => (
            <Text key={n.id} size="sm" data-testid="alert-note">
              <b>{n.author}</b> {NOTE_KINDS[n.kind] ?? n.kind}, {formatDate(n.at)}: {n.text}
            </Text>
          ))}
        </Stack>
        <Group gap="xs">
          {workflowKinds(alert).map((kind) => (
            <Button key={kind} size="xs" variant="light" disabled={!access.allowed} title={access.reason} onClick={() => setWriting(kind)}>
              {WORKFLOW_LABELS[kind].item}
            </Button>
          ))}
        </Group>
      </Stack>
      {writing && <AlertWorkflowPopup kind={writing} row={alert} onClose={() => setWriting(undefined)} onSaved={() => onChanged?.()} />}
    </Card>
  );
}
