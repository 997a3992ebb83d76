/** LUMOS: a device overview page built from the device cards and transport checks. Other features and app/routes import from here only. */
export { LumosScreen } from './components/lumos-screen';
