/** User pages: details and settings. Other features and app/routes import from here only. */
export { UserDetails } from './components/user-details';
export { UserSettings } from './components/user-settings';
