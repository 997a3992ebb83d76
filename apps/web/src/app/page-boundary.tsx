import { Alert, Button, Center, Stack, Text } from '@mantine/core';
import { IconBug } from '@tabler/icons-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { causeOf, MESSAGES } from '../components/notice/messages';
import { retryFailedChunks } from '../lib/lazy-named';

export function PageError() {
  return (
    <Center p="xl">
      <Alert color="red" variant="light" icon={<IconBug />} title="Error" role="alert" maw={520}>
        {MESSAGES.renderError}
      </Alert>
    </Center>
  );
}

/** Chromium, Firefox and Safari's words for a module that did not arrive, and Vite's for a stylesheet. */
const CHUNK_FAILED = /dynamically imported module|importing a module script failed|unable to preload css/i;

const isChunkLoadError = (error: unknown) => CHUNK_FAILED.test(causeOf(error));

/** A page's code that did not arrive (refused, dropped link): not a bug in the page, so it can be retried. */
function ChunkError({ cause, onRetry }: { cause: unknown; onRetry: () => void }) {
  return (
    <Center p="xl">
      <Alert color="red" variant="light" icon={<IconBug />} title="Error" role="alert" maw={520}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">This page could not be loaded: the server did not send its code. Check the connection, then retry.</Text>
          <Text size="xs" c="dimmed">
            {causeOf(cause)}
          </Text>
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            Retry
          </Button>
        </Stack>
      </Alert>
    </Center>
  );
}

interface State {
  failed: boolean;
  error?: unknown;
}

/**
 * Every page renders inside one of these: a render error shows the spec's message (002 §2.2); a
 * chunk that failed to load shows what happened and a Retry that mounts the page again (lazyNamed
 * fetches a failed chunk anew), never a blank page.
 */
export class PageBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Page render error', error, info.componentStack);
  }

  private readonly retry = () => {
    retryFailedChunks();
    this.setState({ failed: false, error: undefined });
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    if (isChunkLoadError(this.state.error)) return <ChunkError cause={this.state.error} onRetry={this.retry} />;
    return <PageError />;
  }
}
