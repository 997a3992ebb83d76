import { ActionIcon, Menu, Stack, Text } from '@mantine/core';
import { IconDeviceDesktopAnalytics, IconDots, IconFileInfo, IconMap2, IconWaveSine } from '@tabler/icons-react';
import { useState } from 'react';
import { isMissingName } from '../../../components/formatters/display-value';
import { MESSAGES } from '../../../components/notice/messages';
import { Popup } from '../../../components/popup/popup';
import { pingDevice } from '../api/ping-device';
import type { AlertRow } from '../api/get-alerts';

export const PING_ERROR = 'Something error occurred while processing your request, Please try again.';

type Open = { title: string; body: string } | undefined;

/** The event row menu (spec 002 §2.9): disabled when the device name is empty, '_e' or 'notset'. */
export function EventActions({ row }: { row: AlertRow }) {
  const [open, setOpen] = useState<Open>();
  const device = String(row.elementName ?? '');
  const disabled = isMissingName(row.elementName);
  const notice = (title: string) => setOpen({ title, body: MESSAGES.notBuilt });

  const ping = async () => {
    setOpen({ title: `Ping ${device}`, body: 'Pinging...' });
    try {
      const answer = await pingDevice(device);
      setOpen({ title: `Ping ${device}`, body: JSON.stringify(answer.displayed ?? answer.results ?? answer, null, 2) });
    } catch {
      setOpen({ title: `Ping ${device}`, body: PING_ERROR });
    }
  };

  return (
    <>
      <Menu position="bottom-start" withinPortal shadow="md" disabled={disabled}>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" size="sm" aria-label={`Actions for ${device || 'event'}`} disabled={disabled}>
            <IconDots size={16} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconDeviceDesktopAnalytics size={15} />} onClick={() => notice(`Device Details of ${device}`)}>
            Device Details
          </Menu.Item>
          <Menu.Item leftSection={<IconFileInfo size={15} />} onClick={() => notice(`Event Details of ${device}`)}>
            Event Details
          </Menu.Item>
          <Menu.Item leftSection={<IconMap2 size={15} />} onClick={() => notice('Show Map')}>
            Show Map
          </Menu.Item>
          <Menu.Item leftSection={<IconWaveSine size={15} />} onClick={() => void ping()}>
            Ping
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Popup opened={!!open} title={open?.title ?? ''} onClose={() => setOpen(undefined)}>
        <Stack gap="xs">
          <Text style={{ whiteSpace: 'pre-wrap' }}>{open?.body}</Text>
        </Stack>
      </Popup>
    </>
  );
}
