import { Select, SimpleGrid, TextInput } from '@mantine/core';
import type { ParamValues } from '../../logic/build-request';
import type { OpenApiParameter } from '../../logic/openapi-types';
import { choicesOf, typeLabel } from '../../logic/schema-text';

interface Props {
  parameters: OpenApiParameter[];
  values: ParamValues;
  onChange: (name: string, value: string) => void;
}

/** An input per path and query parameter: a select where the schema lists the values, else text. */
export function ParameterFields({ parameters, values, onChange }: Props) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
      {parameters.map((p) => {
        const choices = choicesOf(p.schema);
        const dflt = p.schema?.default !== undefined ? String(p.schema.default) : undefined;
        const common = {
          label: `${p.name} (${p.in}, ${typeLabel(p.schema)})`,
          description: p.description ?? p.schema?.description,
          withAsterisk: !!p.required,
          placeholder: dflt !== undefined ? `default ${dflt}` : undefined,
          'data-param': p.name,
        };
        return choices ? (
          <Select
            key={`${p.in}:${p.name}`}
            {...common}
            data={choices}
            value={values[p.name] || null}
            clearable
            onChange={(v) => onChange(p.name, v ?? '')}
          />
        ) : (
          <TextInput key={`${p.in}:${p.name}`} {...common} value={values[p.name] ?? ''} onChange={(e) => onChange(p.name, e.currentTarget.value)} />
        );
      })}
    </SimpleGrid>
  );
}
