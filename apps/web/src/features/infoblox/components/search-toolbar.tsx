import { ActionIcon, Button, Group, Select, TextInput, Tooltip } from '@mantine/core';
import { IB_SEARCH_TYPES, type IbSearchType } from '@nms/contract';
import { IconHelp, IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface SearchToolbarProps {
  type: IbSearchType;
  onType: (type: IbSearchType) => void;
  text: string;
  onText: (text: string) => void;
  view: string;
  onView: (view: string) => void;
  onSearch: () => void;
  loading: boolean;
  onHelp: () => void;
  /** Copy, export, column chooser and refresh of the results. */
  tools: ReactNode;
}

const TYPE_OPTIONS = IB_SEARCH_TYPES.map((t) => ({ value: t.type, label: t.label }));

/** Search type, 'Search for ...', the network view (iprange only), Search, help, then the result tools. */
export function SearchToolbar(p: SearchToolbarProps) {
  return (
    <Group justify="space-between" gap="xs" pb={8} wrap="wrap" data-testid="infoblox-toolbar">
      <Group gap="xs" wrap="wrap">
        <Select
          size="xs"
          w={170}
          aria-label="Search type"
          allowDeselect={false}
          data={TYPE_OPTIONS}
          value={p.type}
          onChange={(v) => v && p.onType(v as IbSearchType)}
        />
        <TextInput
          size="xs"
          w={260}
          placeholder="Search for ..."
          aria-label="Search text"
          value={p.text}
          onChange={(e) => p.onText(e.currentTarget.value)}
          onKeyDown={(e) => e.key === 'Enter' && p.onSearch()}
        />
        {p.type === 'iprange' && (
          <TextInput
            size="xs"
            w={170}
            placeholder="Type Network View"
            aria-label="Network view"
            value={p.view}
            onChange={(e) => p.onView(e.currentTarget.value)}
            onKeyDown={(e) => e.key === 'Enter' && p.onSearch()}
          />
        )}
        <Button size="xs" leftSection={<IconSearch size={14} />} loading={p.loading} onClick={p.onSearch} data-testid="infoblox-search">
          Search
        </Button>
        <Tooltip label="Help">
          <ActionIcon variant="default" size={30} aria-label="Help" onClick={p.onHelp}>
            <IconHelp size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
      {p.tools}
    </Group>
  );
}
