import { createTheme, localStorageColorSchemeManager } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  defaultRadius: 'md',
  fontFamily: '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
  headings: { fontWeight: '600' },
});

/** Light (default) or Dark, remembered in local storage (spec 002 §4, 001 §2.19). */
export const colorSchemeManager = localStorageColorSchemeManager({ key: 'nms.theme' });
