import { Alert, FileInput, Group, Text } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { ACCEPTED_FILES } from '../logic/read-device-file';
import type { Sheet } from '@nms/contract';

export interface FilePickerProps {
  file: File | null;
  sheet: Sheet | undefined;
  reading: boolean;
  error: string | undefined;
  /** While an import or check runs, the file stays as it is. */
  disabled?: boolean;
  onChange: (file: File | null) => void;
}

/** The file to import: CSV or xlsx, its first row naming the columns. */
export function FilePicker({ file, sheet, reading, error, disabled, onChange }: FilePickerProps) {
  return (
    <div>
      <Group align="flex-end" gap="md">
        <FileInput
          label="Device file (CSV or Excel .xlsx)"
          description="The first row names the columns; each further row is one device."
          placeholder="Choose a file"
          accept={ACCEPTED_FILES}
          value={file}
          onChange={onChange}
          leftSection={<IconFileSpreadsheet size={16} />}
          clearable
          disabled={disabled}
          w={420}
          data-testid="import-file"
        />
        {reading && (
          <Text size="sm" c="dimmed">
            Reading…
          </Text>
        )}
        {sheet && !reading && (
          <Text size="sm" data-testid="import-file-summary">
            {sheet.rows.length.toLocaleString()} {sheet.rows.length === 1 ? 'row' : 'rows'}, {sheet.headers.length} columns
          </Text>
        )}
      </Group>
      {sheet && !reading && sheet.headers.length === 1 && (
        <Alert color="yellow" mt="sm" title="Only one column" data-testid="import-one-column">
          The first row names one column ({sheet.headers[0]}). A CSV file&apos;s columns are separated by commas, semicolons or tabs: save the file
          again with one of them if it names more.
        </Alert>
      )}
      {error && (
        <Alert color="red" mt="sm" title="The file could not be read" data-testid="import-file-error">
          {error}
        </Alert>
      )}
    </div>
  );
}
