import { Badge } from '@mantine/core';
import { SEVERITY_STYLES, severityCode, severityLabel } from './severity';

/** Severity label in its colour (raw value for codes outside 1 to 5). */
export function SeverityBadge({ value }: { value: unknown }) {
  const code = severityCode(value);
  if (!code) return <>{severityLabel(value)}</>;
  const style = SEVERITY_STYLES[code];
  return (
    <Badge color={style.color} variant="filled" radius="sm" size="sm" w={76} tt="none" styles={{ label: { overflow: 'visible' } }}>
      {style.label}
    </Badge>
  );
}
