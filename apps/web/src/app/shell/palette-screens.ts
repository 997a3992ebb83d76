import type { PaletteScreen } from '../../features/command-palette';
import { menuFor } from '../menu';

/** Pages the user menu opens rather than the side menu; the palette finds them too. */
const USER_PAGES: readonly PaletteScreen[] = [
  { label: 'User Details', to: '/user-details' },
  { label: 'Settings', to: '/settings' },
  { label: 'Help', to: '/help' },
];

/** The screens the palette offers: the side menu's entries (Admin for admins) and the user pages. */
export const paletteScreens = (isAdmin: boolean): PaletteScreen[] => [...menuFor(isAdmin).map(({ label, to }) => ({ label, to })), ...USER_PAGES];
