import { Autocomplete, CloseButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { DEVICE_SEARCH_MIN_CHARS } from '@nms/contract';
import { IconSearch } from '@tabler/icons-react';
import { useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useDeviceSearch } from '../api/search-devices';

export interface DeviceSearchBoxProps {
  /** The device on screen; the box shows it and follows when it changes. */
  value: string | undefined;
  /** Load this device (a chosen suggestion, Enter, or a paste of at least 3 characters). */
  onLoad: (name: string) => void;
  /** The clear button empties the box and leaves no device chosen. */
  onClear?: () => void;
}

/**
 * The device search of spec 000 §2: placeholder 'Search for a device...', suggestions from
 * es/devices/search from 3 characters, any typed or pasted text is accepted as it is.
 */
export function DeviceSearchBox({ value, onLoad, onClear }: DeviceSearchBoxProps) {
  const [text, setText] = useState(value ?? '');
  // The box follows the device on screen (a link, Back): adjust during render, not in an effect.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value ?? '');
  }
  const [debounced] = useDebouncedValue(text, 250);
  const search = useDeviceSearch(debounced);
  const names = (search.data ?? []).map((d) => d.name);

  const load = (name: string) => {
    const trimmed = name.trim();
    if (trimmed.length >= DEVICE_SEARCH_MIN_CHARS) onLoad(trimmed);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    // Enter on a highlighted suggestion is handled by onOptionSubmit.
    if (e.key === 'Enter' && !e.currentTarget.getAttribute('aria-activedescendant')) load(e.currentTarget.value);
  };
  const onPaste = (e: ClipboardEvent<HTMLInputElement>) => {
    const pasted = e.clipboardData.getData('text');
    if (pasted.trim().length >= DEVICE_SEARCH_MIN_CHARS) {
      e.preventDefault();
      setText(pasted.trim());
      load(pasted);
    }
  };

  return (
    <Autocomplete
      aria-label="Device search"
      data-testid="device-search"
      placeholder="Search for a device..."
      w={320}
      size="xs"
      leftSection={<IconSearch size={14} />}
      value={text}
      onChange={setText}
      data={text.trim().length >= DEVICE_SEARCH_MIN_CHARS ? names : []}
      filter={({ options }) => options}
      limit={20}
      onOptionSubmit={(name) => load(name)}
      onKeyDown={onKeyDown}
      onPaste={onPaste}
      rightSection={
        text ? (
          <CloseButton
            size="sm"
            aria-label="Clear search"
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => {
              setText('');
              onClear?.();
            }}
          />
        ) : null
      }
    />
  );
}
