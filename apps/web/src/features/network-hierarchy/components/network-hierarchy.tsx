import { ActionIcon, Alert, Group, TextInput, Tooltip } from '@mantine/core';
import { ALL_CUSTOMERS_NODE_ID } from '@nms/contract';
import { IconLayoutSidebarRightCollapse, IconRefresh, IconSearch, IconX } from '@tabler/icons-react';
import type { GridApi } from 'ag-grid-community';
import { useCallback, useMemo, useRef, useState } from 'react';
import { AppCard } from '../../../components/card/app-card';
import { ColumnChooser, type ChooserColumn } from '../../../components/data-grid/column-chooser';
import { MESSAGES } from '../../../components/notice/messages';
import { QueryHelpButton } from '../../../components/query-help/query-help-button';
import { useHierarchies } from '../api/get-hierarchies';
import { buildTree, type TreeRow } from '../logic/hierarchy-tree';
import type { GridTreeRow } from './hierarchy-columns';
import { HierarchyPopups, type OpenPopup } from './hierarchy-popups';
import type { HierarchyAction } from './hierarchy-row-menu';
import { HierarchyTreeGrid } from './hierarchy-tree-grid';
import classes from './network-hierarchy.module.css';
import { ServiceDetails } from './service-details';

export interface NetworkHierarchyProps {
  /** The card's close/dock button (spec 001 §2.8); absent where the hierarchy is not in a dock. */
  onClose?: () => void;
}

/** The Network Hierarchy card (spec 001 §2.8) with the service details of the selected row (§2.9). */
export function NetworkHierarchy({ onClose }: NetworkHierarchyProps) {
  const answer = useHierarchies();
  const tree = useMemo(() => (answer.data ? buildTree(answer.data) : undefined), [answer.data]);
  // The all-customers tree opens with its row selected (its customers under it).
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set([ALL_CUSTOMERS_NODE_ID]));
  const [selectedId, setSelectedId] = useState<string>(ALL_CUSTOMERS_NODE_ID);
  const [search, setSearch] = useState('');
  const [filterActive, setFilterActive] = useState(false);
  const [chooser, setChooser] = useState<ChooserColumn[]>([]);
  const [popups, setPopups] = useState<OpenPopup[]>([]);
  const [refreshSignal, setRefreshSignal] = useState(0);
  const api = useRef<GridApi<GridTreeRow>>(null);
  const nextKey = useRef(0);

  const onToggle = useCallback((id: string) => {
    setExpanded((prev) => {
      const next = new Set(prev);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }, []);
  const onAction = useCallback((action: HierarchyAction, row: TreeRow) => {
    setPopups((prev) => [...prev, { key: nextKey.current++, action, row }]);
  }, []);
  const onSelect = useCallback((row: TreeRow) => setSelectedId(row.id), []);
  const onReady = useCallback((a: GridApi<GridTreeRow>) => {
    api.current = a;
  }, []);

  const refresh = () => {
    void answer.refetch();
    setRefreshSignal((n) => n + 1);
  };

  const selected = tree?.byId.get(selectedId);
  const closeLabel = 'Close Network Hierarchy';
  return (
    <AppCard
      title="Network Hierarchy"
      fill
      data-testid="network-hierarchy"
      actions={
        onClose && (
          <Tooltip label={closeLabel}>
            <ActionIcon variant="subtle" color="gray" aria-label={closeLabel} onClick={onClose}>
              <IconLayoutSidebarRightCollapse size={18} />
            </ActionIcon>
          </Tooltip>
        )
      }
    >
      <div className={classes.body}>
        <section className={classes.tree}>
          <Group justify="flex-end" gap="xs" className={classes.toolbar} data-testid="hierarchy-toolbar">
            <TextInput
              size="xs"
              w={200}
              placeholder="Search ..."
              aria-label="Search"
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
              leftSection={<IconSearch size={14} />}
              rightSection={
                search ? (
                  <ActionIcon size="sm" variant="subtle" color="gray" aria-label="Clear search" onClick={() => setSearch('')}>
                    <IconX size={12} />
                  </ActionIcon>
                ) : null
              }
            />
            <QueryHelpButton intro="Each hierarchy row selects its devices and alerts with a query; the attributes below are what such queries can use." />
            <ColumnChooser columns={chooser} onToggle={(field, visible) => api.current?.setColumnsVisible([field], visible)} />
            <Tooltip label="Refresh">
              <ActionIcon variant="default" size={30} aria-label="Refresh" onClick={refresh} loading={answer.isFetching}>
                <IconRefresh size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
          {answer.isError && (
            <Alert color="red" variant="light" py={6} mb={8} role="alert" data-testid="hierarchy-error">
              {MESSAGES.dataLoadingError}
            </Alert>
          )}
          <HierarchyTreeGrid
            tree={answer.isError ? undefined : tree}
            expanded={expanded}
            search={search}
            filterActive={filterActive}
            selectedId={selectedId}
            loading={answer.isFetching && !answer.data}
            onToggle={onToggle}
            onSelect={onSelect}
            onAction={onAction}
            onFilterActive={setFilterActive}
            onColumnsChange={setChooser}
            onReady={onReady}
          />
        </section>
        <ServiceDetails serviceName={selected?.name} deviceQuery={selected?.deviceQuery} refreshSignal={refreshSignal} />
      </div>
      <HierarchyPopups popups={popups} onClose={(key) => setPopups((prev) => prev.filter((p) => p.key !== key))} />
    </AppCard>
  );
}
