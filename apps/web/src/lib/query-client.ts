import { QueryClient } from '@tanstack/react-query';
import { listenForChanges } from './data-changes';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 10_000, retry: 1, refetchOnWindowFocus: false },
  },
});

listenForChanges(queryClient);
