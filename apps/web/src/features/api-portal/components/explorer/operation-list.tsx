import { Accordion, Group, Text } from '@mantine/core';
import { useState } from 'react';
import type { ExplorerOperation } from '../../logic/group-operations';
import { MethodBadge } from './method-badge';
import { OperationPanel } from './operation-panel';

/** A filtered-out item: out of sight, still mounted. */
export const HIDDEN = { display: 'none' } as const;

interface Props {
  operations: ExplorerOperation[];
  /** The operations the filter leaves visible; the others stay mounted, hidden. */
  shown: ReadonlySet<string>;
  server: string | undefined;
}

/**
 * The operations of one tag, each expandable. A panel is built the first time it opens and
 * then kept, so closing an operation does not throw away what the user typed or got back.
 */
export function OperationList({ operations, shown, server }: Props) {
  const [open, setOpen] = useState<string[]>([]);
  const [built, setBuilt] = useState<ReadonlySet<string>>(new Set());
  const onChange = (next: string[]) => {
    setOpen(next);
    setBuilt((b) => (next.every((id) => b.has(id)) ? b : new Set([...b, ...next])));
  };
  return (
    <Accordion multiple value={open} onChange={onChange} variant="separated" chevronPosition="left">
      {operations.map((op) => (
        <Accordion.Item key={op.id} value={op.id} data-testid={`operation:${op.id}`} style={shown.has(op.id) ? undefined : HIDDEN}>
          <Accordion.Control aria-label={op.id}>
            <Group gap="sm" wrap="nowrap">
              <MethodBadge method={op.method} />
              <Text ff="monospace" size="sm" fw={600} style={{ wordBreak: 'break-all' }}>
                {op.path}
              </Text>
              <Text size="sm" c="dimmed" lineClamp={1}>
                {op.summary}
              </Text>
            </Group>
          </Accordion.Control>
          <Accordion.Panel>{built.has(op.id) && <OperationPanel operation={op} server={server} />}</Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
