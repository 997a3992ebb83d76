/**
 * Lazy entry of DeviceDetailsScreen for its route: LUMOS and the event popup import index.ts
 * statically, and the screen there would ride along into their chunks (its CSS keeps it alive).
 */
export { DeviceDetailsScreen } from './components/device-details-screen';
