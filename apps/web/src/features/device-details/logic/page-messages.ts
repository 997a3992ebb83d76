/** The page messages of spec 000 §2, shared by Device Details and LUMOS. */
export const NO_DEVICE_MESSAGE = 'Please search and select a device to view Device Details';
export const deviceNotFoundMessage = (name: string): string => `Device ${name} does not exists...`;
