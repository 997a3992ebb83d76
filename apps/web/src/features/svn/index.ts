/** SVN: service-network views. Other features and app/routes import from here only. */
export { SvnScreen } from './components/svn-screen';
