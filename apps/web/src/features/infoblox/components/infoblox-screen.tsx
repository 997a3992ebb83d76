import { AppCard } from '../../../components/card/app-card';
import { CardTabs } from '../../../components/card/card-tabs';
import { SearchTab } from './search-tab';

/** Infoblox (spec 002 §2.6): a card with one tab, Search, and the card's full-screen toggle. */
export function InfobloxScreen() {
  return (
    <AppCard title="Infoblox" data-testid="infoblox-card">
      <CardTabs tabs={[{ value: 'search', label: 'Search', panel: <SearchTab /> }]} defaultValue="search" layout="flow" />
    </AppCard>
  );
}
