import { Text } from '@mantine/core';
import { IB_PAGE_SIZE, type IbSearchType } from '@nms/contract';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useIbSearch, type IbSearchRequest } from '../api/search-infoblox';
import { searchErrorText } from '../logic/search-error';
import { viewRows } from '../logic/view-rows';
import { HelpDock } from './help-dock';
import { columnsOf, initiallyHidden, toColDefs } from './result-columns';
import { ResultsGrid } from './results-grid';
import { ResultsTools } from './results-tools';
import { SearchToolbar } from './search-toolbar';

/** The Search tab: the toolbar runs one search; its answer fills the grid with that type's columns. */
export function SearchTab() {
  const [type, setType] = useState<IbSearchType>('hostname');
  const [text, setText] = useState('');
  const [view, setView] = useState('');
  const [help, setHelp] = useState(false);
  const [request, setRequest] = useState<IbSearchRequest | null>(null);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(IB_PAGE_SIZE);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const shownType = request?.type ?? type;
  const [hidden, setHidden] = useState(() => initiallyHidden(columnsOf(shownType)));
  const answer = useIbSearch(request);

  // Spec 002 §8: a failed main search is only logged, and the results are cleared; a search the
  // server refuses (a bad regular expression) also says why above the grid.
  useEffect(() => {
    if (answer.isError) console.error('Infoblox search failed', answer.error);
  }, [answer.isError, answer.error]);
  const refused = answer.isError && !answer.isFetching ? searchErrorText(answer.error) : undefined;
  const rows = useMemo(() => (answer.isError ? [] : viewRows(shownType, answer.data)), [answer.isError, answer.data, shownType]);
  const columns = columnsOf(shownType);
  const colDefs = useMemo(() => toColDefs(columnsOf(shownType), hidden), [shownType, hidden]);

  const run = () => {
    const q = text.trim();
    if (!q) return;
    setRequest({ type, search_query: q, network_view: type === 'iprange' ? view.trim() : undefined, run: Date.now() });
    setPage(0);
    setExpanded(new Set());
    if (type !== request?.type) setHidden(initiallyHidden(columnsOf(type)));
  };
  const onExpand = useCallback(
    (key: string, open: boolean) =>
      setExpanded((e) => {
        const next = new Set(e);
        if (open) next.add(key);
        else next.delete(key);
        return next;
      }),
    [],
  );
  const toggle = (field: string, visible: boolean) =>
    setHidden((h) => {
      const next = new Set(h);
      if (visible) next.delete(field);
      else next.add(field);
      return next;
    });
  const pageRows = () => rows.slice(page * pageSize, (page + 1) * pageSize);

  return (
    <div data-testid="infoblox-search-tab">
      <SearchToolbar
        type={type}
        onType={setType}
        text={text}
        onText={setText}
        view={view}
        onView={setView}
        onSearch={run}
        loading={answer.isFetching}
        onHelp={() => setHelp(true)}
        tools={
          <ResultsTools
            columns={columns}
            hidden={hidden}
            onToggle={toggle}
            pageRows={pageRows}
            allRows={rows}
            onRefresh={() => request && void answer.refetch()}
          />
        }
      />
      {refused && (
        <Text size="sm" c="red" pb={4} role="alert" data-testid="infoblox-search-error">
          {refused}
        </Text>
      )}
      {answer.data && !answer.isError && answer.data.total > rows.length && (
        <Text size="xs" c="dimmed" pb={4} data-testid="infoblox-capped">
          Showing the first {rows.length} of {answer.data.total} matches: narrow the search to see the rest.
        </Text>
      )}
      <ResultsGrid
        rows={rows}
        columns={colDefs}
        expandable={shownType === 'subnet'}
        expanded={expanded}
        onExpand={onExpand}
        page={page}
        pageSize={pageSize}
        onPage={setPage}
        onPageSize={(s) => {
          setPageSize(s);
          setPage(0);
        }}
        loading={answer.isFetching}
      />
      <HelpDock opened={help} onClose={() => setHelp(false)} />
    </div>
  );
}
