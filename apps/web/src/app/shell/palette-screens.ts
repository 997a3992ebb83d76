import type { PaletteScreen } from '../../features/command-palette';
import { menuFor } from '../menu';

/**
 * Pages outside the side menu: the user menu's, and the screens beyond the spec (its side menu
 * lists exactly its own entries), which the palette and their own links open.
 */
const OTHER_PAGES: readonly PaletteScreen[] = [
  { label: 'User Details', to: '/user-details' },
  { label: 'Settings', to: '/settings' },
  { label: 'Help', to: '/help' },
  { label: 'Maintenance Windows', to: '/maintenance-windows' },
];

/** The screens the palette offers: the side menu's entries (Admin for admins) and the other pages. */
export const paletteScreens = (isAdmin: boolean): PaletteScreen[] => [...menuFor(isAdmin).map(({ label, to }) => ({ label, to })), ...OTHER_PAGES];
