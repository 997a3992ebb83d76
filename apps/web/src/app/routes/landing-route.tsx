import { LandingPage } from '../../features/landing/components/landing-page';

export function LandingRoute() {
  return <LandingPage />;
}
