import type { ViewSpec } from './device-index';

/**
 * The groupings screens read on every refresh, kept as count views: the Summary View cards
 * (per product category), and the sunburst slices (installed devices per category, circuits
 * per DSL type, devices per US state) — each the same rows as its SQL in network-tree/repository.ts.
 */
export const DEVICE_INDEX_VIEWS = {
  categories: { groupBy: 'product_category' },
  installedCategories: { groupBy: 'product_category', filter: 'NOT provisionStatus:PEND' },
  dslType: { groupBy: 'dsl_type', filter: 'dslType:*' },
  stateUSA: { groupBy: 'state_usa', filter: 'stateUSA:*' },
} satisfies Record<string, ViewSpec>;

export type DeviceIndexView = keyof typeof DEVICE_INDEX_VIEWS;
