import { DATACENTERS } from '../network';
import { US_CITIES } from '../us-cities';

/** A location as the CMDB stores it: its fields by the contract's names (svi_hughes_locations). */
export type CmdbLocationSeed = Record<string, string | number | boolean | null> & { name: string };

/** 'North Las Vegas, NV' -> city and state; the city table gives zip and coordinates when it knows the place. */
function placeOf(datacenterName: string) {
  const [city, state = ''] = datacenterName.split(',').map((s) => s.trim());
  const known = US_CITIES.find((c) => c.state === state && c.city === city) ?? US_CITIES.find((c) => c.state === state && city.endsWith(c.city));
  return { city, state, zip: known?.zip ?? null, latitude: known?.lat ?? null, longitude: known?.lng ?? null };
}

/**
 * The site a datacenter code (devices.data_center) runs in: one location per city. `n` numbers
 * the sites so each gets its own street, phone and production date, the same on every run.
 */
export function cmdbLocationOf(code: string, n: number): CmdbLocationSeed {
  const dc = DATACENTERS.find((d) => d.code === code);
  const place = placeOf(dc?.name ?? code);
  const phone = (k: number) => `301-555-${String(100 + n * 10 + k).padStart(4, '0')}`;
  return {
    name: place.city,
    street: `${1100 + n * 211} Network Operations Drive`,
    suit: n % 2 === 0 ? null : `Suite ${100 * (n + 1)}`,
    city: place.city,
    state: place.state,
    zip: place.zip,
    country: 'USA',
    longitude: place.longitude,
    latitude: place.latitude,
    primary_poc: `${code} Facility Manager`,
    secondary_poc: `${code} Shift Lead`,
    primary_phone: phone(1),
    secondary_phone: phone(2),
    owner_company: 'Hughes Network Systems',
    contact_info: `${code} NOC desk\n${phone(1)}`,
    t19v_acronym: code,
    supporting_company: 'Hughes Network Systems',
    local_facility_contact: `${code} Facilities`,
    other_shared_services_platforms: null,
    support_differences: null,
    is_osa_established: n % 3 !== 2,
    date_of_production: `${2012 + n}-0${1 + (n % 9)}-15`,
    launch_ticket_no: `CHG${String(40_100 + n * 17).padStart(7, '0')}`,
    noc_contact: `${code} NOC`,
    management_escalation: `1. ${code} Shift Lead\n2. ${code} Facility Manager\n3. NOC Director`,
    is_facility_manned: n % 4 === 3 ? 'No' : 'Yes',
    hours_of_availability: n % 4 === 3 ? 'Business hours' : '24x7',
    access_instructions: 'Badge access at the main entrance; escort required in the data hall.',
    escalation_notes: null,
    ticket_creation_method: 'ServiceNow',
    login_info: null,
    backhaul_info: 'Dual diverse fiber entrances',
    shipment_instructions: `Ship to the ${code} receiving dock, attention NOC.`,
    tog_physical_location: `${code}-HALL-${1 + (n % 3)}`,
    notes: dc ? `Hosts the ${dc.code} datacenter (${dc.name}).` : null,
  };
}
