import './app/early-start';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadRuntimeConfig } from './lib/runtime-config';

const config = await loadRuntimeConfig();

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App config={config} />
  </StrictMode>,
);
