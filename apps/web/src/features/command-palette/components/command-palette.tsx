import { Group, Loader, Modal, ScrollArea, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { Suspense, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { Popup } from '../../../components/popup/popup';
import { useSessionUser } from '../../../lib/auth/session';
import { lazyNamed } from '../../../lib/lazy-named';
import { paletteView, useOpenSavedView } from '../../saved-views';
import { KIND_LABEL, type PaletteItem } from '../logic/palette-item';
import { readRecent, rememberRecent } from '../logic/recent';
import classes from './command-palette.module.css';
import { matchScore } from '../logic/rank';
import { DeviceCommandList } from './device-command-list';
import { useDeviceCommands, type DeviceCommand } from './use-device-commands';
import { PaletteRow } from './palette-row';
import { usePaletteResults, type PaletteScreen } from './use-palette-results';

// The PAM form as Manage Devices opens it: same form, same rules.
const PamSuspendForm = lazyNamed(() => import('../../pam-suspend/lazy-pam-suspend-form'), 'PamSuspendForm');

export interface CommandPaletteProps {
  opened: boolean;
  onClose: () => void;
  /** The screens the user may open (the side menu's entries and the user pages). */
  screens: readonly PaletteScreen[];
  /** What was typed after Ctrl-K before the box had the focus. */
  takeTypedAhead?: () => string;
}

const optionId = (i: number) => `palette-option-${i}`;
const storage = () => window.localStorage;

/**
 * The Ctrl-K command palette (issue 21 item 2): devices, screens, CMDB records, customers and
 * saved views from one box, recent items first. Enter opens; on a device, → (or Tab) lists its
 * actions (ping, PAM suspend, LUMOS). Esc goes back from a device's actions, then closes.
 */
export function CommandPalette({ opened, onClose, screens, takeTypedAhead }: CommandPaletteProps) {
  const navigate = useNavigate();
  const user = useSessionUser()?.userName ?? '';
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const [device, setDevice] = useState<PaletteItem>();
  const [pam, setPam] = useState<string>();
  const [recent, setRecent] = useState(() => readRecent(storage(), user));
  const [debounced] = useDebouncedValue(query, 200);
  const { items, loading } = usePaletteResults(debounced, screens, recent, opened && !device);
  const deviceCommands = useDeviceCommands(device?.label);
  // In a device's actions the box filters them ('pi' leaves Ping).
  const commands = deviceCommands.commands.filter((c) => matchScore(c.label, query) !== undefined);

  const close = () => {
    setQuery('');
    setDevice(undefined);
    setActive(0);
    onClose();
  };
  const remember = (item: PaletteItem) => setRecent(rememberRecent(storage(), user, item));
  const openView = useOpenSavedView();
  const open = (item: PaletteItem) => {
    remember(item);
    close();
    // A saved view (maybe a recent one) may have been deleted since the list was read: it says so.
    const view = paletteView(item);
    if (view) void openView(view);
    else void navigate(item.to);
  };
  const enterDevice = (item: PaletteItem) => {
    remember(item);
    setDevice(item);
    setQuery('');
    setActive(0);
  };

  const runCommand = (c: DeviceCommand) => {
    if (!device || c.reason) return;
    const name = device.label;
    if (c.id === 'details') return go(device.to);
    if (c.id === 'lumos') return go(`/lumos?${new URLSearchParams({ device: name }).toString()}`);
    if (c.id === 'pam') {
      close();
      return setPam(name);
    }
    void deviceCommands.runPing();
  };
  const go = (to: string) => {
    close();
    void navigate(to);
  };

  // The list changed under the highlight: start again from the top (adjusted during render).
  const listId = device ? `${device.key}|${query}` : items.map((i) => i.key).join('\n');
  const [seenList, setSeenList] = useState(listId);
  if (seenList !== listId) {
    setSeenList(listId);
    setActive(0);
  }

  const count = device ? commands.length : items.length;
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (count) setActive((a) => (a + (e.key === 'ArrowDown' ? 1 : count - 1)) % count);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      if (device) {
        setDevice(undefined);
        setActive(0);
      } else close();
    } else if (!device && (e.key === 'ArrowRight' || e.key === 'Tab') && items[active]?.kind === 'device') {
      e.preventDefault();
      enterDevice(items[active]);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      if (device && commands[active]) runCommand(commands[active]);
      else if (!device && items[active]) open(items[active]);
    }
  };

  return (
    <>
      <Modal
        opened={opened}
        onClose={close}
        closeOnEscape={false}
        withCloseButton={false}
        size={720}
        yOffset="10vh"
        padding={0}
        trapFocus
        returnFocus
        aria-label="Command palette"
        data-testid="command-palette"
      >
        <TextInput
          data-autofocus
          size="md"
          variant="unstyled"
          px="md"
          py={4}
          leftSection={<IconSearch size={18} />}
          rightSection={loading ? <Loader size={16} /> : null}
          placeholder={device ? `Actions for ${device.label}…` : 'Search devices, screens, CMDB records, customers, saved views…'}
          aria-label="Command palette search"
          role="combobox"
          aria-expanded
          aria-controls="palette-list"
          aria-activedescendant={count ? optionId(active) : undefined}
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
          onFocus={() => {
            const typed = takeTypedAhead?.() ?? '';
            if (typed) setQuery((q) => q + typed);
          }}
          onKeyDown={onKeyDown}
          data-testid="palette-input"
        />
        {device ? (
          <DeviceCommandList
            name={device.label}
            commands={commands}
            active={active}
            optionId={optionId}
            onActive={setActive}
            onRun={runCommand}
            ping={deviceCommands.ping}
          />
        ) : (
          <ScrollArea.Autosize mah={440} type="auto" className={classes.footer} style={{ padding: 0 }}>
            <div id="palette-list" role="listbox" aria-label="Results" className={classes.list}>
              {items.map((item, i) => (
                <PaletteRow
                  key={item.key}
                  id={optionId(i)}
                  active={i === active}
                  badge={KIND_LABEL[item.kind]}
                  label={item.label}
                  detail={item.detail}
                  hint={item.kind === 'device' ? '→ actions' : undefined}
                  onHover={() => setActive(i)}
                  onPick={() => open(item)}
                />
              ))}
              {items.length === 0 && (
                <Text size="sm" c="dimmed" p="sm" data-testid="palette-empty">
                  {debounced.trim() ? (loading ? 'Searching…' : 'Nothing found') : 'Type to search; recent items show here.'}
                </Text>
              )}
            </div>
          </ScrollArea.Autosize>
        )}
        <Group gap="lg" className={classes.footer}>
          <Text size="xs" c="dimmed">
            ↑↓ move · Enter open · → device actions · Esc {device ? 'back' : 'close'}
          </Text>
        </Group>
      </Modal>
      <Popup opened={!!pam} title={pam ? `PAM Suspend for ${pam}` : ''} onClose={() => setPam(undefined)} width={480}>
        {pam && (
          <Suspense fallback={null}>
            <PamSuspendForm deviceName={pam} />
          </Suspense>
        )}
      </Popup>
    </>
  );
}
