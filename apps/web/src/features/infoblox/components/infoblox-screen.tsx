import { Tabs } from '@mantine/core';
import { AppCard } from '../../../components/card/app-card';
import { SearchTab } from './search-tab';

/** Infoblox (spec 002 §2.6): a card with one tab, Search, and the card's full-screen toggle. */
export function InfobloxScreen() {
  return (
    <AppCard title="Infoblox" data-testid="infoblox-card">
      <Tabs defaultValue="search" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="search">Search</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="search" pt="sm">
          <SearchTab />
        </Tabs.Panel>
      </Tabs>
    </AppCard>
  );
}
