/** NMC Tools: Salesforce cases, notifications and dispatch grids. Other features and app/routes import from here only. */
export { NmcToolsScreen } from './components/nmc-tools-screen';
