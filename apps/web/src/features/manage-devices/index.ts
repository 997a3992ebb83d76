/** Manage Devices: the device list grid, its dock and the summary counts. Other features and app/routes import from here only. */
export { summaryLoading, useDeviceSummary } from './api/get-device-summary';
export { DeviceListGrid } from './components/device-list-grid';
