/** Network chart: the status sunburst and its data. Other features and app/routes import from here only. */
export { useNetworkChart } from './api/get-network-chart';
export { NetworkSunburst } from './components/network-sunburst';
