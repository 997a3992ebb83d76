import { Button, Radio, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { ExportRequest } from './export-popover';
import { validateMaxRecords, type DataToExport, type ExportType } from './export-rows';

/**
 * The export form of spec 001 §2.2/§5: what to export, the file type and a record limit. Its own
 * chunk, loaded when the Export button is first clicked (grid screens open without it).
 */
export function ExportForm({ onExport, onDone }: { onExport: (request: ExportRequest) => Promise<void>; onDone: () => void }) {
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
      onDone();
    } finally {
      setBusy(false);
    }
  };

  return (
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
  );
}
