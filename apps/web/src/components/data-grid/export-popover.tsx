import { Button, Center, Loader, Popover, Tooltip } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import type { DataToExport, ExportType } from './export-rows';
import { lazyNamed } from '../../lib/lazy-named';

export interface ExportRequest {
  dataToExport: DataToExport;
  exportType: ExportType;
  maxRecords: number;
}

// The form (and the radio/segmented controls it uses) loads on the first click of Export.
const ExportForm = lazyNamed(() => import('./export-form'), 'ExportForm');

/** The Export button of a grid's toolbar and its popover with the export form (spec 001 §2.2/§5). */
export function ExportPopover({ onExport }: { onExport: (request: ExportRequest) => Promise<void> }) {
  const [opened, setOpened] = useState(false);
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" shadow="md" width={300} withArrow trapFocus>
      <Popover.Target>
        <Tooltip label="Export">
          <Button size="xs" variant="default" leftSection={<IconDownload size={14} />} onClick={() => setOpened((o) => !o)}>
            Export
          </Button>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown>
        {opened && (
          <Suspense
            fallback={
              <Center h={120}>
                <Loader size="sm" />
              </Center>
            }
          >
            <ExportForm onExport={onExport} onDone={() => setOpened(false)} />
          </Suspense>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
