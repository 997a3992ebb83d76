import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { AppCard } from '../../../components/card/app-card';
import { previewQuery, useIngestRun } from '../api/post-ingest-devices';
import { prepareRows, autoMap, mappingProblem, type ColumnMapping, type Sheet } from '@nms/contract';
import { readDeviceFile } from '../logic/read-device-file';
import { ColumnMappingTable } from './column-mapping';
import { FilePicker } from './file-picker';
import { ImportResults } from './import-results';
import { PREVIEW_ROWS, PreviewTable } from './preview-table';

interface Loaded {
  id: string;
  sheet: Sheet;
}

/**
 * Import Devices (admins): a CSV or xlsx file, its columns mapped to device fields, a preview of
 * the first rows checked by the server (dry run), then the import in chunks with its counts.
 * A failure keeps the file and the mapping, so nothing the operator did is lost.
 */
export function DeviceImportScreen() {
  const [file, setFile] = useState<File | null>(null);
  const [loaded, setLoaded] = useState<Loaded | undefined>();
  const [mapping, setMapping] = useState<ColumnMapping>([]);
  const [reading, setReading] = useState(false);
  const [readError, setReadError] = useState<string | undefined>();
  const [lastRun, setLastRun] = useState<'check' | 'import'>('import');
  const reads = useRef(0);
  const check = useIngestRun(true);
  const run = useIngestRun(false);

  const rows = useMemo(() => (loaded ? prepareRows(loaded.sheet, mapping) : []), [loaded, mapping]);
  const problem = loaded ? mappingProblem(mapping) : undefined;
  const previewRows = rows.slice(0, PREVIEW_ROWS);
  const preview = useQuery({ ...previewQuery(loaded?.id ?? '', mapping, previewRows), enabled: !!loaded && !problem });
  const previewErrors = preview.data?.errors ?? previewRows.flatMap((r) => r.errors);
  const running = check.isPending || run.isPending;

  const choose = async (next: File | null) => {
    setFile(next);
    setReadError(undefined);
    check.reset();
    run.reset();
    const read = ++reads.current;
    if (!next) return setLoaded(undefined);
    setReading(true);
    try {
      const sheet = await readDeviceFile(next);
      if (read !== reads.current) return; // another file was chosen meanwhile
      setLoaded({ id: `${read}:${next.name}`, sheet });
      setMapping(autoMap(sheet.headers));
    } catch (e) {
      if (read !== reads.current) return;
      setLoaded(undefined);
      setReadError(e instanceof Error ? e.message : String(e));
    } finally {
      if (read === reads.current) setReading(false);
    }
  };
  const start = (mode: 'check' | 'import') => {
    setLastRun(mode);
    (mode === 'check' ? check : run).mutate(rows);
  };
  const shown = lastRun === 'check' ? check : run;

  return (
    <AppCard title="Import Devices" data-testid="device-import">
      <Stack gap="lg" p="md">
        <FilePicker file={file} sheet={loaded?.sheet} reading={reading} error={readError} disabled={running} onChange={(f) => void choose(f)} />
        {loaded && (
          <>
            <section>
              <Title order={4} mb="xs">
                Column mapping
              </Title>
              <ColumnMappingTable sheet={loaded.sheet} mapping={mapping} problem={problem} disabled={running} onChange={setMapping} />
            </section>
            <section>
              <Title order={4} mb="xs">
                Preview
              </Title>
              <PreviewTable
                sheet={loaded.sheet}
                mapping={mapping}
                errors={previewErrors}
                counts={preview.data?.counts}
                checking={preview.isFetching}
                failure={preview.data?.failure ?? preview.error?.message}
              />
            </section>
            <section>
              <Title order={4} mb="xs">
                Import
              </Title>
              <Text size="sm" c="dimmed" mb="sm">
                Devices are matched by name: a new name is created, a known one updated with the mapped fields (empty cells keep the stored value).
                Rows go in calls of 1,000.
              </Text>
              <Group mb="md">
                <Button variant="default" disabled={!!problem || running || rows.length === 0} onClick={() => start('check')}>
                  Check all rows
                </Button>
                <Button disabled={!!problem || running || rows.length === 0} loading={run.isPending} onClick={() => start('import')}>
                  Import {rows.length.toLocaleString()} devices
                </Button>
              </Group>
              <ImportResults mode={lastRun} progress={shown.progress} outcome={shown.data} running={shown.isPending} />
            </section>
          </>
        )}
      </Stack>
    </AppCard>
  );
}
