export { SF_CASE_COLUMNS, SF_DISPATCH_COLUMNS, SF_TASK_COLUMNS } from './columns';
export { nmcRoutes } from './routes';
export { networkEventCasesStatement, SalesforceRepository } from './salesforce-repository';
