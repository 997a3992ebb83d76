import { MultiSelect, Select, Switch, Textarea, TextInput } from '@mantine/core';
import type { CmdbField } from '@nms/contract';
import type { FormValue } from '../logic/form-values';
import type { LookupOption } from '../logic/lookups';

export interface CmdbFieldInputProps {
  field: CmdbField;
  value: FormValue;
  error?: string;
  onChange: (value: FormValue) => void;
  /** Choices of a lookup (ref) or of the services list (names). */
  options?: LookupOption[] | string[];
}

/** The input id, so a failed check can take the user to the field. */
export const fieldInputId = (name: string) => `cmdb-field-${name}`;

/**
 * One editor per field kind (002 §2.5): text, a multi-line editor for long text, a number, a
 * switch, a date, the services multi-select and a lookup searchable by name. Required fields are
 * marked with an asterisk only: the form's own check (not the browser's) says what is missing.
 */
export function CmdbFieldInput({ field, value, error, onChange, options = [] }: CmdbFieldInputProps) {
  const common = { id: fieldInputId(field.name), label: field.label, withAsterisk: !!field.required, error };
  switch (field.kind) {
    case 'longText':
      return <Textarea {...common} autosize minRows={3} maxRows={10} value={String(value ?? '')} onChange={(e) => onChange(e.currentTarget.value)} />;
    case 'number':
      // Plain text, not a number input: what the operator typed stays as typed until the shared rule reads it.
      return <TextInput {...common} inputMode="decimal" value={String(value ?? '')} onChange={(e) => onChange(e.currentTarget.value)} />;
    case 'bool':
      return <Switch id={common.id} label={field.label} mt={28} checked={value === true} onChange={(e) => onChange(e.currentTarget.checked)} />;
    case 'date':
      return <TextInput {...common} type="date" value={String(value ?? '')} onChange={(e) => onChange(e.currentTarget.value)} />;
    case 'names':
      return (
        <MultiSelect
          {...common}
          data={options as string[]}
          value={Array.isArray(value) ? value : []}
          onChange={(v) => onChange(v)}
          searchable
          clearable
          nothingFoundMessage="No service instance of that name"
          comboboxProps={{ withinPortal: true }}
        />
      );
    case 'ref':
      return (
        <Select
          {...common}
          data={options as LookupOption[]}
          value={typeof value === 'string' && value ? value : null}
          onChange={(v) => onChange(v)}
          searchable
          clearable={!field.required}
          nothingFoundMessage="Nothing of that name"
          comboboxProps={{ withinPortal: true }}
        />
      );
    default:
      return <TextInput {...common} value={String(value ?? '')} onChange={(e) => onChange(e.currentTarget.value)} />;
  }
}
