import { loadRuntimeConfig } from '../lib/runtime-config';
import { preloadRoute } from './route-chunks';

/*
 * The first module main.tsx imports, so it runs before React, Mantine and the router do: the
 * page's chunks and the runtime configuration are on their way while the shell starts.
 */
preloadRoute(window.location.pathname);
void loadRuntimeConfig();
