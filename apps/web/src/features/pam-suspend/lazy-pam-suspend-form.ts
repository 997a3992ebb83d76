/**
 * Lazy entry of PamSuspendForm: the device list loads it when its popup opens. A dynamic import() of index.ts would make the whole
 * feature one chunk shared with its static importers, pulling it into their first load.
 */
export { PamSuspendForm } from './components/pam-suspend-form';
