import { Badge } from '@mantine/core';
import type { HttpMethod } from '../../logic/openapi-types';

const COLORS: Record<HttpMethod, string> = { get: 'blue', post: 'green', put: 'orange', patch: 'grape', delete: 'red' };

/** The coloured method label of an operation, as API explorers draw it. */
export function MethodBadge({ method }: { method: HttpMethod }) {
  return (
    <Badge color={COLORS[method]} variant="filled" radius="sm" w={72} style={{ flexShrink: 0 }}>
      {method.toUpperCase()}
    </Badge>
  );
}
