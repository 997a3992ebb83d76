/** Device event tabs (active, archived, network events, syslog...) shown under a device. Other features and app/routes import from here only. */
export { DeviceTabs } from './components/device-tabs';
export type { DeviceTab } from './components/device-tabs';
