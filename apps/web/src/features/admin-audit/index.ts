/** Audit Trail: an admin page listing every write and action, with a Lucene filter and export. */
export { AuditTrailScreen } from './components/audit-trail-screen';
export { RecordHistorySection } from './components/record-history-section';
