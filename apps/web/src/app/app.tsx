import { RouterProvider } from 'react-router';
import type { RuntimeConfig } from '../lib/runtime-config';
import { Providers } from './providers';
import { router } from './router';

export function App({ config }: { config: RuntimeConfig }) {
  return (
    <Providers config={config}>
      <RouterProvider router={router} />
    </Providers>
  );
}
