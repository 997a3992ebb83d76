/** Landing page. Other features and app/routes import from here only. */
export { LandingPage } from './components/landing-page';
