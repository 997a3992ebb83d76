import { CMDB_COLLECTIONS, CMDB_ENTITIES, CMDB_TABS, type CmdbCollection } from '@nms/contract';
import { useSearchParams } from 'react-router';
import { AppCard } from '../../../components/card/app-card';
import { CardTabs, type CardTab } from '../../../components/card/card-tabs';
import { CmdbEntityTab } from './cmdb-entity-tab';
import { CmdbOverview } from './overview/cmdb-overview';

const OVERVIEW = 'overview';
type CmdbTab = CmdbCollection | typeof OVERVIEW;

const TABS: readonly CardTab<CmdbTab>[] = [
  { value: OVERVIEW, label: CMDB_TABS[0], panel: <CmdbOverview /> },
  ...CMDB_COLLECTIONS.map((c) => ({ value: c, label: CMDB_ENTITIES[c].title, panel: <CmdbEntityTab collection={c} /> })),
];

const isCollection = (v: string | null): v is CmdbCollection => CMDB_COLLECTIONS.includes(v as CmdbCollection);

/**
 * CMDB Admin (spec 002 §2.5): one card, the Overview and the nine editable collections. The tab
 * is kept in the URL (?tab=svi_hughes_inroutes) so a reload or a shared link opens the same one.
 */
export function CmdbAdminScreen() {
  const [params, setParams] = useSearchParams();
  const wanted = params.get('tab');
  const tab = isCollection(wanted) ? wanted : OVERVIEW;
  const select = (v: CmdbTab) => {
    if (v === tab) return;
    setParams(v === OVERVIEW ? {} : { tab: v });
  };

  return (
    <AppCard title="CMDB Admin" fill data-testid="cmdb-admin">
      <CardTabs tabs={TABS} value={tab} onChange={select} />
    </AppCard>
  );
}
