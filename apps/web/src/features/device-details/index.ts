/** Device Details: the page, the card set (also shown in the event popup) and the device lookup hooks LUMOS reuses. Other features and app/routes import from here only. */
export { useDeviceDetails } from './api/get-device-details';
export { useDeviceSearch } from './api/search-devices';
export { DeviceStatusCard } from './components/cards/device-status-card';
export { DeviceCards } from './components/device-cards';
export { DevicePage } from './components/device-page';
export { DeviceSearchBox } from './components/device-search-box';
export { deviceNotFoundMessage } from './logic/page-messages';
export { useDeviceRefresh } from './logic/use-device-refresh';
