import { Alert, Center } from '@mantine/core';
import { IconBug } from '@tabler/icons-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { MESSAGES } from '../components/notice/messages';

export function PageError() {
  return (
    <Center p="xl">
      <Alert color="red" variant="light" icon={<IconBug />} title="Error" role="alert" maw={520}>
        {MESSAGES.renderError}
      </Alert>
    </Center>
  );
}

interface State {
  failed: boolean;
}

/** Every page renders inside one of these: a render error shows the spec's message (002 §2.2). */
export class PageBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Page render error', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <PageError /> : this.props.children;
  }
}
