import type { ActionCatalogDevice } from '@nms/contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** A device as the report catalog judges it, with the HNS ids a site report is keyed by. */
export type ReportDevice = ActionCatalogDevice & { hnsCompanyID: string | null; hnsLocationID: string | null };

/** One device by name; undefined when there is none. */
export async function selectReportDevice(db: Kysely<DB>, name: string): Promise<ReportDevice | undefined> {
  const { rows } = await sql<ReportDevice>`
    SELECT name, nocid, model, product_code AS "productCode", product_category AS "productCategory", class_name AS "className",
           dmn_type AS "dmnType", vendor, management_ip AS "managementIp", poller, han, aa_cf_opermode AS "aaCfOpermode",
           discovered, hns_company_id AS "hnsCompanyID", hns_location_id AS "hnsLocationID"
      FROM devices WHERE name = ${name}`.execute(db);
  return rows[0];
}
