/** Network hierarchy: the service tree and its popups. Other features and app/routes import from here only. */
export { useServiceAggregations } from './api/get-service-aggregations';
export { NetworkHierarchy } from './components/network-hierarchy';
