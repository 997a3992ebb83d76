import { Checkbox, Tooltip } from '@mantine/core';
import type { IHeaderParams } from 'ag-grid-community';
import { useEffect, useState } from 'react';
import { nodesOnPage } from './grid-export';

/**
 * Header of the checkbox column: selects or clears every row of the page on screen. AG Grid's
 * own select-all box is not available with the infinite (server-paged) row model.
 */
export function SelectPageHeader<T>({ api }: IHeaderParams<T>) {
  const [state, setState] = useState<'none' | 'some' | 'all'>('none');

  useEffect(() => {
    const update = () => {
      const nodes = nodesOnPage(api);
      const selected = nodes.filter((n) => n.isSelected()).length;
      setState(selected === 0 ? 'none' : selected === nodes.length ? 'all' : 'some');
    };
    const events = ['selectionChanged', 'paginationChanged', 'modelUpdated'] as const;
    events.forEach((e) => api.addEventListener(e, update));
    update();
    return () => events.forEach((e) => !api.isDestroyed() && api.removeEventListener(e, update));
  }, [api]);

  const toggle = () => {
    const select = state !== 'all';
    nodesOnPage(api).forEach((n) => n.setSelected(select));
  };

  return (
    <Tooltip label="Select all rows of this page">
      <Checkbox size="xs" aria-label="Select page" checked={state === 'all'} indeterminate={state === 'some'} onChange={toggle} />
    </Tooltip>
  );
}
