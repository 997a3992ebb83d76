import { Center, Loader, Stack, Table, Tabs, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { MESSAGES } from '../../../components/notice/messages';
import { Popup } from '../../../components/popup/popup';
import { useDatabaseDetails, type FieldMap } from '../api/get-database-details';
import { fieldRows, searchFields } from '../logic/field-list';

export const FIELD_SEARCH_PLACEHOLDER = 'Search for field name or values...';

function FieldList({ maps, loading, failed, tab }: { maps: FieldMap[]; loading: boolean; failed: boolean; tab: string }) {
  const [search, setSearch] = useState('');
  if (loading)
    return (
      <Center h={120}>
        <Loader size="sm" />
      </Center>
    );
  if (failed) return <Text c="red">{MESSAGES.dataLoadingError}</Text>;
  const rows = searchFields(fieldRows(...maps), search);
  return (
    <Stack gap="xs">
      <TextInput
        size="xs"
        leftSection={<IconSearch size={14} />}
        placeholder={FIELD_SEARCH_PLACEHOLDER}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
      />
      <Table withTableBorder withColumnBorders striped verticalSpacing={4} fz="sm" data-testid={`fields-${tab}`}>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.name}>
              <Table.Th w="40%" fw={500} style={{ wordBreak: 'break-all' }}>
                {r.name}
              </Table.Th>
              <Table.Td style={{ wordBreak: 'break-word' }}>{r.value}</Table.Td>
            </Table.Tr>
          ))}
          {rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={2}>
                <Text size="sm" c="dimmed">
                  No records
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

interface Props {
  title: string;
  deviceName: string;
  onClose: () => void;
}

/** All Database Details (750): DMN, EIT, HTS and SMARTS (active device plus additional details). */
export function AllDatabaseDetailsPopup({ title, deviceName, onClose }: Props) {
  const [dmn, active, eit, hts, extra] = useDatabaseDetails(deviceName);
  const tabs = [
    { key: 'DMN', queries: [dmn] },
    { key: 'EIT', queries: [eit] },
    { key: 'HTS', queries: [hts] },
    { key: 'SMARTS', queries: [active, extra] },
  ];
  return (
    <Popup opened title={title} onClose={onClose} width={750}>
      <Tabs defaultValue="DMN" keepMounted={false} data-testid="all-database-details">
        <Tabs.List mb="xs">
          {tabs.map((t) => (
            <Tabs.Tab key={t.key} value={t.key}>
              {t.key}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((t) => (
          <Tabs.Panel key={t.key} value={t.key}>
            <FieldList
              tab={t.key}
              maps={t.queries.map((q) => q.data ?? {})}
              loading={t.queries.some((q) => q.isPending)}
              failed={t.queries.every((q) => q.isError)}
            />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Popup>
  );
}
