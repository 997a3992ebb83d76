/** The Ctrl-K command palette: the host the app shell mounts (the palette itself loads on first use). Other features and app/routes import from here only. */
export { CommandPaletteHost } from './components/command-palette-host';
export type { PaletteScreen } from './components/use-palette-results';
