import { Alert, Loader, Group, Text } from '@mantine/core';
import { ActionResultView } from '../../../components/action-results/result-view';
import classes from './command-palette.module.css';
import { PaletteRow } from './palette-row';
import type { DeviceCommand, PingState } from './use-device-commands';

interface Props {
  name: string;
  commands: readonly DeviceCommand[];
  active: number;
  optionId: (i: number) => string;
  onActive: (i: number) => void;
  onRun: (command: DeviceCommand) => void;
  ping: PingState | undefined;
}

/** A device's commands (its Actions panel's rules) and the ping's result under them. */
export function DeviceCommandList({ name, commands, active, optionId, onActive, onRun, ping }: Props) {
  return (
    <>
      <div id="palette-list" role="listbox" aria-label={`Actions for ${name}`} className={`${classes.list} ${classes.footer}`}>
        {commands.map((c, i) => (
          <PaletteRow
            key={c.id}
            id={optionId(i)}
            active={i === active}
            badge="Action"
            label={c.label}
            detail={name}
            hint={c.reason}
            disabled={!!c.reason}
            onHover={() => onActive(i)}
            onPick={() => !c.reason && onRun(c)}
          />
        ))}
      </div>
      {ping && (
        <div className={classes.result} data-testid="palette-ping-result">
          {ping.running ? (
            <Group gap="xs">
              <Loader size="xs" />
              <Text size="sm">Pinging {name}…</Text>
            </Group>
          ) : (
            <>
              <Text size="sm" fw={600} mb={6}>
                {ping.title}
              </Text>
              {'error' in ping ? (
                <Alert color="red" variant="light" py={6} role="alert">
                  {ping.error}
                </Alert>
              ) : (
                <ActionResultView view={ping.view} data={ping.data} />
              )}
            </>
          )}
        </div>
      )}
    </>
  );
}
