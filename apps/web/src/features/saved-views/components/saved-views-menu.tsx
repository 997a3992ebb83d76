import { ActionIcon, Badge, Button, Group, Menu, Text, Tooltip } from '@mantine/core';
import type { SavedView } from '@nms/contract';
import { IconBookmarks, IconDeviceFloppy, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { useDeleteSavedView } from '../api/delete-saved-view';
import { useOpenSavedView } from '../api/open-saved-view';
import { useSavedViews } from '../api/get-saved-views';
import { menuViews, viewLink } from '../logic/view-link';
import { SaveViewForm } from './save-view-form';

/**
 * The grid toolbar's 'Views' menu (issue 21 item 3): the screen's saved views (the caller's own,
 * then the shared ones), 'Save view...' and delete for the caller's own. The app layout hands it to
 * every address-backed grid's toolbar (GridViewsProvider); a view is the screen's path and its URL search string.
 */
export function SavedViewsMenu() {
  const { pathname, search } = useLocation();
  const openView = useOpenSavedView();
  const [opened, setOpened] = useState(false);
  const [saving, setSaving] = useState(false);
  const views = useSavedViews(pathname, opened);
  const remove = useDeleteSavedView();
  const list = menuViews(views.data ?? []);

  return (
    <>
      <Menu opened={opened} onChange={setOpened} position="bottom-end" width={320} withinPortal shadow="md">
        <Menu.Target>
          <Button size="xs" variant="default" leftSection={<IconBookmarks size={14} />} data-testid="saved-views-button">
            Views
          </Button>
        </Menu.Target>
        <Menu.Dropdown data-testid="saved-views-menu">
          <Menu.Label>Saved views of this screen</Menu.Label>
          {views.isPending && <Menu.Item disabled>Loading…</Menu.Item>}
          {views.isError && <Menu.Item disabled>Data Loading Error</Menu.Item>}
          {views.isSuccess && list.length === 0 && <Menu.Item disabled>No saved views yet</Menu.Item>}
          {list.map((v) => (
            <ViewItem
              key={v.id}
              view={v}
              onOpen={() => void openView({ id: v.id, path: v.path, to: viewLink(v) })}
              onDelete={() => {
                // A shared view is in everyone's menu: deleting it takes it from them too, so ask first.
                if (v.visibility !== 'shared' || window.confirm(sharedDeleteQuestion(v.name))) remove.mutate(v);
              }}
            />
          ))}
          {remove.error && (
            <Text size="xs" c="red" px="sm" role="alert">
              {remove.error.message}
            </Text>
          )}
          <Menu.Divider />
          <Menu.Item leftSection={<IconDeviceFloppy size={14} />} onClick={() => setSaving(true)}>
            Save view...
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <SaveViewForm opened={saving} path={pathname} search={search} onClose={() => setSaving(false)} />
    </>
  );
}

/** What deleting a shared view asks first. */
export const sharedDeleteQuestion = (name: string): string => `Delete the shared view '${name}'? Everyone who uses it loses it.`;

function ViewItem({ view, onOpen, onDelete }: { view: SavedView; onOpen: () => void; onDelete: () => void }) {
  return (
    <Menu.Item
      onClick={onOpen}
      data-testid="saved-view-item"
      rightSection={
        view.own ? (
          <Tooltip label={`Delete ${view.name}`} withinPortal>
            <ActionIcon
              size="sm"
              variant="subtle"
              color="red"
              aria-label={`Delete view ${view.name}`}
              onClick={(e) => {
                // Deleting is not opening.
                e.stopPropagation();
                onDelete();
              }}
            >
              <IconTrash size={14} />
            </ActionIcon>
          </Tooltip>
        ) : undefined
      }
    >
      <Group gap={6} wrap="nowrap">
        <Text size="sm" truncate>
          {view.name}
        </Text>
        {view.visibility === 'shared' && (
          <Badge size="xs" variant="light" color={view.own ? 'blue' : 'grape'} style={{ flexShrink: 0 }}>
            {view.own ? 'shared' : `by ${view.owner}`}
          </Badge>
        )}
      </Group>
    </Menu.Item>
  );
}
