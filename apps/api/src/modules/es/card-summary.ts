import { SUMMARY_VIEW_CARDS, type SummaryCounts } from '@nms/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { TtlCache } from '../../lib/ttl-cache';
import { stateRowsOf, type DeviceIndex } from '../device-index';
import { stateCounts } from './devices-service';
import { selectCategoryStateCounts, type CategoryStateCount } from './repository';

const CLAIMED = new Set(SUMMARY_VIEW_CARDS.flatMap((c) => c.categories));
const OTHER = SUMMARY_VIEW_CARDS[SUMMARY_VIEW_CARDS.length - 1];
const CARDS_BY_QUERY = new Map(SUMMARY_VIEW_CARDS.map((c) => [c.query, c]));

/** Which rows of the category × state table a card counts. */
const counts = (card: (typeof SUMMARY_VIEW_CARDS)[number]) => (category: string | null) =>
  card === OTHER ? !CLAIMED.has(category ?? '') : card.categories.length === 0 || card.categories.includes(category ?? '');

const summarise = (rows: readonly CategoryStateCount[], take: (category: string | null) => boolean): SummaryCounts =>
  stateCounts(rows.filter((r) => take(r.category)));

/**
 * The dashboard's eight Summary View cards ask `es/devices/summary` for fixed queries on product
 * category. At a million devices each is a scan of 100-300 ms, eight at a time, every minute per
 * operator; instead one category × state count (one scan, shared by every caller for 15 s)
 * answers all eight. Any other query is counted live; so is an absent one. Manage Devices' '*'
 * shares the ALL card's counts, at most 15 s old, as the dashboard does. With the device index
 * running, the same table is its 'categories' count view: current, and read without a scan.
 */
export class CardSummaries {
  private readonly table = new TtlCache<CategoryStateCount[]>({ name: 'es-card-summary', maxEntries: 1, dropOn: ['device'] });

  constructor(
    private readonly db: Kysely<DB>,
    private readonly index?: DeviceIndex,
  ) {}

  /** The card's counts, or undefined when the query is not one of the cards'. */
  answer(query: string | undefined): Promise<SummaryCounts> | undefined {
    const card = CARDS_BY_QUERY.get(query?.trim() ?? '');
    if (!card) return undefined;
    return this.rows().then((rows) => summarise(rows, counts(card)));
  }

  private async rows(): Promise<CategoryStateCount[]> {
    const view = await this.index?.view('categories');
    if (!view) return this.table.get('cards', () => selectCategoryStateCounts(this.db));
    return [...view.groups()].flatMap(([category, tally]) => stateRowsOf(tally).map((r) => ({ category, ...r })));
  }
}
