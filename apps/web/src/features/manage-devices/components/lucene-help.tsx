import { QueryHelp } from '../../../components/query-help/query-help';

const INTRO = 'Type a query in the Lucene box and press Enter. It is combined (AND) with the filter row, the header filters and the search panel.';

/** Lucene Help of the Manage Devices dock: the query help page (spec 001 §2.13), device attributes first. */
export function LuceneHelp() {
  return (
    <div data-testid="lucene-help">
      <div data-testid="lucene-fields">
        <QueryHelp intro={INTRO} sections={['topology', 'notifications']} />
      </div>
    </div>
  );
}
