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

/** A device a report page covers, with what its header shows. */
export interface CoveredDevice {
  name: string;
  model: string | null;
  productCategory: string | null;
  className: string | null;
  nmd: string | null;
  hnsCompanyID: string | null;
  hnsLocationID: string | null;
  customerLocationId: string | null;
  city: string | null;
  stateUSA: string | null;
}

const COVERED = sql`
  SELECT d.name, d.model, d.product_category AS "productCategory", d.class_name AS "className", d.nmd,
         d.hns_company_id AS "hnsCompanyID", d.hns_location_id AS "hnsLocationID",
         d.customer_location_id AS "customerLocationId", l.city, d.state_usa AS "stateUSA"
    FROM devices d LEFT JOIN locations l ON l.customer_location_id = d.customer_location_id`;

/** The device of a device report: none or one. */
export async function selectCoveredDevice(db: Kysely<DB>, name: string): Promise<CoveredDevice[]> {
  return (await sql<CoveredDevice>`${COVERED} WHERE d.name = ${name}`.execute(db)).rows;
}

/** Every device of a site (HNS location of an HNS company), by name. */
export async function selectSiteDevices(db: Kysely<DB>, locationId: string, companyId: string): Promise<CoveredDevice[]> {
  const { rows } = await sql<CoveredDevice>`
    ${COVERED} WHERE d.hns_location_id = ${locationId} AND d.hns_company_id = ${companyId}
    ORDER BY d.name`.execute(db);
  return rows;
}

/** What a launch-UI link needs of a device: its name and whether it is simulated. */
export async function selectLaunchUiDevice(db: Kysely<DB>, name: string): Promise<{ name: string; simulated: boolean } | undefined> {
  const { rows } = await sql<{ name: string; simulated: boolean }>`SELECT name, simulated FROM devices WHERE name = ${name}`.execute(db);
  return rows[0];
}

type DeviceFields = Record<string, string | number | boolean | null>;

/** The fields the embedded launch-UI page shows of a device. */
export async function selectManagementDevice(db: Kysely<DB>, name: string): Promise<DeviceFields | undefined> {
  const { rows } = await sql<DeviceFields>`
    SELECT name, model, vendor, firmware_version, software_version, management_ip, lan_ip, diu_serial_num, nocid, state,
           discovered, discovered_last_at, access_mode, simulated FROM devices WHERE name = ${name}`.execute(db);
  return rows[0];
}
