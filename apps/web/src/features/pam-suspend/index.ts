/** PAM suspend: the suspend form, batch grid and PAM status query. Other features and app/routes import from here only. */
export { usePamStatus } from './api/get-pam-schedules';
export { PamSuspendForm } from './components/pam-suspend-form';
export { PamSuspendGrid } from './components/pam-suspend-grid';
