import { Tabs } from '@mantine/core';
import { CMDB_COLLECTIONS, CMDB_ENTITIES, CMDB_TABS, type CmdbCollection } from '@nms/contract';
import { useSearchParams } from 'react-router';
import { AppCard } from '../../../components/card/app-card';
import tabClasses from '../../../components/card/card-tabs.module.css';
import { CmdbEntityTab } from './cmdb-entity-tab';
import { CmdbOverview } from './overview/cmdb-overview';

const OVERVIEW = 'overview';
const isCollection = (v: string | null): v is CmdbCollection => CMDB_COLLECTIONS.includes(v as CmdbCollection);

/**
 * CMDB Admin (spec 002 §2.5): one card, the Overview and the nine editable collections. The tab
 * is kept in the URL (?tab=svi_hughes_inroutes) so a reload or a shared link opens the same one.
 */
export function CmdbAdminScreen() {
  const [params, setParams] = useSearchParams();
  const wanted = params.get('tab');
  const tab = isCollection(wanted) ? wanted : OVERVIEW;
  const select = (v: string | null) => {
    if (!v || v === tab) return;
    setParams(v === OVERVIEW ? {} : { tab: v });
  };

  return (
    <AppCard title="CMDB Admin" fill data-testid="cmdb-admin">
      <Tabs value={tab} onChange={select} keepMounted={false} className={tabClasses.tabs}>
        <Tabs.List>
          <Tabs.Tab value={OVERVIEW}>{CMDB_TABS[0]}</Tabs.Tab>
          {CMDB_COLLECTIONS.map((c) => (
            <Tabs.Tab key={c} value={c}>
              {CMDB_ENTITIES[c].title}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value={OVERVIEW} className={tabClasses.panel}>
          <CmdbOverview />
        </Tabs.Panel>
        {CMDB_COLLECTIONS.map((c) => (
          <Tabs.Panel key={c} value={c} className={tabClasses.panel}>
            <CmdbEntityTab collection={c} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </AppCard>
  );
}
