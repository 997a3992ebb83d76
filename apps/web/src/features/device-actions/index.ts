/** Device Actions: the action panel, its popups and the action calls others reuse. Other features and app/routes import from here only. */
export { additionalDetailsKey, fetchAdditionalDetails } from './api/get-database-details';
export { pointTime } from './api/get-metric-data';
export { runDeviceAction } from './api/run-device-action';
export { DeviceActionsPanel } from './components/device-actions-panel';
export { actionParams, initialInputs } from './logic/action-inputs';
