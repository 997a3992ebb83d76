import { AppCard } from '../../../components/card/app-card';

/** Audit Trail: every write and action, filterable by a Lucene query (issue 17 item 5). */
export function AuditTrailScreen() {
  return <AppCard title="Audit Trail" data-testid="audit-trail-card" />;
}
