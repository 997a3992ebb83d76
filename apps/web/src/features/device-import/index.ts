/** Import Devices: an admin page that imports a CSV or xlsx file of devices through ingest/devices. */
export { DeviceImportScreen } from './components/device-import-screen';
