import { Button, Popover, Radio, SegmentedControl, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { validateMaxRecords, type DataToExport, type ExportType } from './export-rows';

export interface ExportRequest {
  dataToExport: DataToExport;
  exportType: ExportType;
  maxRecords: number;
}

/** The export popover of spec 001 §2.2/§5: what to export, the file type and a record limit. */
export function ExportPopover({ onExport }: { onExport: (request: ExportRequest) => Promise<void> }) {
  const [opened, setOpened] = useState(false);
  const [dataToExport, setDataToExport] = useState<DataToExport>('visibleRows');
  const [exportType, setExportType] = useState<ExportType>('xls');
  const [maxRecords, setMaxRecords] = useState('100');
  const [busy, setBusy] = useState(false);
  const matched = dataToExport === 'matchedQuery';
  const error = matched ? validateMaxRecords(maxRecords) : undefined;

  const submit = async () => {
    if (error) return;
    setBusy(true);
    try {
      await onExport({ dataToExport, exportType, maxRecords: Number(maxRecords) });
      setOpened(false);
    } finally {
      setBusy(false);
    }
  };

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
        <Stack gap="sm" data-testid="export-form">
          <Radio.Group label="Data to Export" value={dataToExport} onChange={(v) => setDataToExport(v as DataToExport)} withAsterisk>
            <Stack gap={6} mt={6}>
              <Radio value="visibleRows" label="Visible Rows" />
              <Radio value="matchedQuery" label="Matched Query" />
            </Stack>
          </Radio.Group>
          <div>
            <Text size="sm" fw={500} mb={4}>
              Export Type
            </Text>
            <SegmentedControl
              fullWidth
              size="xs"
              value={exportType}
              onChange={(v) => setExportType(v as ExportType)}
              data={[
                { value: 'xls', label: 'xls' },
                { value: 'csv', label: 'csv' },
                { value: 'json', label: 'json' },
              ]}
              aria-label="Export Type"
            />
          </div>
          <TextInput
            label="Max # of Records"
            value={maxRecords}
            onChange={(e) => setMaxRecords(e.currentTarget.value)}
            disabled={!matched}
            error={error}
            inputMode="numeric"
            withAsterisk={matched}
          />
          <Button size="xs" onClick={() => void submit()} loading={busy} disabled={!!error}>
            Export
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
