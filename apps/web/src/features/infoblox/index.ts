/** Infoblox: IPAM search and subnet detail. Other features and app/routes import from here only. */
export { InfobloxScreen } from './components/infoblox-screen';
