import { CloseButton, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { DEVICE_SEARCH_MIN_CHARS, DEVICE_SEARCH_PLACEHOLDER, type DeviceSearchHit } from '@nms/contract';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useHasmatSearch } from '../api/search-hasmat-devices';

export interface DeviceSearchSelectProps {
  value: DeviceSearchHit | undefined;
  onChange: (hit: DeviceSearchHit | undefined) => void;
}

/**
 * The type-ahead of spec 001 §2.14: offers devices once 3 characters are typed (debounced), a
 * clear button and no drop-down chevron. Only an offered device can be chosen.
 */
export function DeviceSearchSelect({ value, onChange }: DeviceSearchSelectProps) {
  const [search, setSearch] = useState(value?.name ?? '');
  const [debounced] = useDebouncedValue(search, 300);
  const answer = useHasmatSearch(debounced);
  const hits = useMemo(() => (search.trim().length >= DEVICE_SEARCH_MIN_CHARS ? (answer.data?.data ?? []) : []), [answer.data, search]);
  const data = useMemo(() => {
    const names = hits.map((h) => h.name);
    return value && !names.includes(value.name) ? [value.name, ...names] : names;
  }, [hits, value]);

  const clear = () => {
    setSearch('');
    onChange(undefined);
  };

  return (
    <Select
      aria-label="Device"
      data-testid="device-search-select"
      placeholder={DEVICE_SEARCH_PLACEHOLDER}
      w={360}
      size="xs"
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      value={value?.name ?? null}
      onChange={(name) => (name ? onChange(hits.find((h) => h.name === name) ?? value) : clear())}
      data={data}
      // The server already matched the text; the box shows its answer as it is.
      filter={({ options }) => options}
      limit={50}
      leftSection={<IconSearch size={14} />}
      nothingFoundMessage={search.trim().length >= DEVICE_SEARCH_MIN_CHARS && answer.isSuccess ? 'No device found' : undefined}
      rightSection={
        search || value ? <CloseButton size="sm" aria-label="Clear device" onMouseDown={(e) => e.preventDefault()} onClick={clear} /> : null
      }
      rightSectionPointerEvents="all"
      comboboxProps={{ withinPortal: true }}
    />
  );
}
