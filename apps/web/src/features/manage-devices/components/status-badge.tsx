import { Badge } from '@mantine/core';
import { SEVERITY_STYLES, severityCode, severityLabel } from '../../../components/formatters/severity';

/** A device state as its severity-coloured label (raw value outside 1 to 5). */
export function StatusBadge({ value }: { value: unknown }) {
  const code = severityCode(value);
  if (!code) return <>{severityLabel(value)}</>;
  const style = SEVERITY_STYLES[code];
  return (
    <Badge color={style.color} variant="filled" radius="sm" size="sm" w={76} tt="none" styles={{ label: { overflow: 'visible' } }}>
      {style.label}
    </Badge>
  );
}
