import { ActionIcon, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLink } from '@tabler/icons-react';
import { currentViewLink } from '../../lib/url-state';

/**
 * 'Copy link' in a card's header (issue 21): the address of the view on screen, which holds its
 * state (query, filters, sort, page, columns, tab, device...), so the link opens the same view.
 */
export function CopyLinkButton() {
  const copy = () => {
    const link = currentViewLink();
    navigator.clipboard.writeText(link).then(
      () => notifications.show({ color: 'teal', message: 'Link copied' }),
      (err: unknown) => notifications.show({ color: 'red', message: `Not able to copy, ${err instanceof Error ? err.message : String(err)}` }),
    );
  };
  return (
    <Tooltip label="Copy link">
      <ActionIcon variant="subtle" color="gray" aria-label="Copy link" onClick={copy}>
        <IconLink size={18} />
      </ActionIcon>
    </Tooltip>
  );
}
