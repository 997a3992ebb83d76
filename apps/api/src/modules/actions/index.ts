export { keepDeviceErrors } from './device-errors';
export { fortiosDiagnostic } from './driver-registry';
export { type ActionDevice, findActionDevices } from './repository';
export { actionRoutes } from './routes';
export { loadDevices } from './service';
