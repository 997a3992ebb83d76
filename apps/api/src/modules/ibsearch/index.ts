export { copyWriter, insertWriter, IPAM_HOST_ADDRESS_COLUMNS, IPAM_HOST_COLUMNS, IPAM_NETWORK_COLUMNS, type IpamRow } from './ipam-writer-repository';
export { ibsearchRoutes } from './routes';
