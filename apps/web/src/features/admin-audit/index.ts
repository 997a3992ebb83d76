/** Audit Trail: an admin page listing every write and action, with a Lucene filter and export. */
export { AuditTrailScreen } from './components/audit-trail-screen';
/** A CMDB record's own change history (the CMDB edit form shows it). */
export { RecordHistory } from './components/record-history';
export { RecordHistorySection } from './components/record-history-section';
