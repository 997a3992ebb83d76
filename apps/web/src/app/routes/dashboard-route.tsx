import { DashboardScreen } from '../../features/dashboard';

/** /dash-board, /monitoring, /geo-map, /geo-vector-map, /geo-vector-map-box. */
export function DashboardRoute() {
  return <DashboardScreen />;
}
