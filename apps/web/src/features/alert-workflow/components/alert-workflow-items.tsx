import { Menu, Text } from '@mantine/core';
import { IconCheck, IconMessagePlus, IconUserCheck, IconX } from '@tabler/icons-react';
import { usePermission } from '../../../lib/auth/use-permission';
import { WORKFLOW_LABELS, workflowKinds, type WorkflowKind, type WorkflowRow } from '../logic/workflow-kinds';

const ICONS: Record<WorkflowKind, typeof IconCheck> = { acknowledge: IconCheck, unacknowledge: IconX, assign: IconUserCheck, note: IconMessagePlus };

/**
 * The row menu's workflow items (issue 33 item 1): Acknowledge or Unacknowledge, Assign, Add Note.
 * Listed for everyone, disabled with the role they need; an archived alert can only be noted.
 * Its own chunk, loaded when a menu first opens (as the menu's Ping).
 */
export function AlertWorkflowItems({ row, onPick }: { row: WorkflowRow; onPick: (kind: WorkflowKind) => void }) {
  const access = usePermission('acknowledge');
  return (
    <>
      <Menu.Divider />
      {workflowKinds(row).map((kind) => {
        const Icon = ICONS[kind];
        return (
          <Menu.Item
            key={kind}
            leftSection={<Icon size={15} />}
            onClick={() => onPick(kind)}
            disabled={!access.allowed}
            data-disabled-reason={access.reason}
          >
            {WORKFLOW_LABELS[kind].item}
            {access.reason && (
              <Text size="xs" c="dimmed">
                {access.reason}
              </Text>
            )}
          </Menu.Item>
        );
      })}
    </>
  );
}
