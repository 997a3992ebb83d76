/** The Overview tab: the read-only locations hierarchy with status bars (being built). */
export function CmdbOverview() {
  return <div data-testid="cmdb-overview">Overview</div>;
}
