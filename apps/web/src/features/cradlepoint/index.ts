/** Cradlepoint: router lookups (carrier, ECM, SSH). Other features and app/routes import from here only. */
export { CradlepointScreen } from './components/cradlepoint-screen';
