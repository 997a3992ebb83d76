import { Alert, Code } from '@mantine/core';
import { JsonTree } from '../json-tree/json-tree';
import { UnknownError, asRecord } from './view-parts';

/** Text results (traceroute) pre-formatted. */
export function TextView({ data }: { data: unknown }) {
  return (
    <Code block data-testid="text-view" style={{ whiteSpace: 'pre' }}>
      {typeof data === 'string' ? data : JSON.stringify(data, null, 2)}
    </Code>
  );
}

/** Advanced and secure actions say what happened. */
export function MessageView({ data }: { data: unknown }) {
  const r = asRecord(data);
  if (!r || typeof r.message !== 'string') return <UnknownError />;
  const ok = r.status !== 'failure';
  return (
    <Alert color={ok ? 'green' : 'red'} variant="light" title={ok ? 'Success' : 'Failure'} data-testid="message-view">
      {r.message}
    </Alert>
  );
}

export function JsonView({ data }: { data: unknown }) {
  return <JsonTree data={data} />;
}
