-- Infoblox search (spec 002 §2.6, §3): the IPAM data set as an Infoblox grid exports it. Host
-- records (DNS names with their addresses and extensible attributes), networks per network view,
-- and the addresses an object holds with their status. An address no object holds is UNUSED and
-- is not stored: the search derives it from its network, as Infoblox does. Read-only to the API;
-- the simulator (or a production feed from the Infoblox WAPI) writes it.

CREATE TABLE ipam_hosts (
  id bigint PRIMARY KEY,
  name text NOT NULL,
  view text NOT NULL,
  comment text,
  -- Extensible attributes 'IPPlan UserID', 'Owner Group', 'IPPlan Last Modified'.
  owner text,
  owner_group text,
  last_modified text,
  -- The fleet device the record names, when it names one (provenance, not shown).
  device_name text
);
CREATE UNIQUE INDEX ipam_hosts_name_view_idx ON ipam_hosts (name, view);
-- Hostname, Comments and Owner searches are case-insensitive regexes: trigram indexes serve ~*.
CREATE INDEX ipam_hosts_name_trgm ON ipam_hosts USING gin (name gin_trgm_ops);
CREATE INDEX ipam_hosts_comment_trgm ON ipam_hosts USING gin (comment gin_trgm_ops);
CREATE INDEX ipam_hosts_owner_trgm ON ipam_hosts USING gin (owner gin_trgm_ops);
CREATE INDEX ipam_hosts_owner_group_trgm ON ipam_hosts USING gin (owner_group gin_trgm_ops);

CREATE TABLE ipam_networks (
  id bigint PRIMARY KEY,
  network cidr NOT NULL,
  network_view text NOT NULL,
  -- The network as text ('10.16.3.0/24'), what prefix and regex searches read.
  network_text text NOT NULL,
  comment text,
  owner text,
  owner_group text,
  last_modified text
);
CREATE UNIQUE INDEX ipam_networks_view_network_idx ON ipam_networks (network_view, network);
CREATE INDEX ipam_networks_text_idx ON ipam_networks (network_text text_pattern_ops);
CREATE INDEX ipam_networks_text_trgm ON ipam_networks USING gin (network_text gin_trgm_ops);
-- 'Which networks hold this address' and 'networks inside this CIDR'.
CREATE INDEX ipam_networks_cidr_idx ON ipam_networks USING gist (network inet_ops);

-- A host record's addresses; network_id is the network of its view that holds the address.
CREATE TABLE ipam_host_addresses (
  host_id bigint NOT NULL REFERENCES ipam_hosts (id) ON DELETE CASCADE,
  address inet NOT NULL,
  ip text NOT NULL,
  network_id bigint REFERENCES ipam_networks (id) ON DELETE SET NULL,
  PRIMARY KEY (host_id, address)
);
-- IP search: a typed prefix ('10.16.3.') is a LIKE prefix; anything else a regex.
CREATE INDEX ipam_host_addresses_ip_idx ON ipam_host_addresses (ip text_pattern_ops);
-- A full address typed: exact match (inet), also 'addresses inside this CIDR'.
CREATE INDEX ipam_host_addresses_address_idx ON ipam_host_addresses (address);
CREATE INDEX ipam_host_addresses_ip_trgm ON ipam_host_addresses USING gin (ip gin_trgm_ops);
CREATE INDEX ipam_host_addresses_network_idx ON ipam_host_addresses (network_id, address);

-- The addresses of a network some object holds: USED (one host record), CONFLICT (two records,
-- or a discovered address no record holds) or PENDING (reserved for a device not installed yet).
CREATE TABLE ipam_addresses (
  network_id bigint NOT NULL REFERENCES ipam_networks (id) ON DELETE CASCADE,
  address inet NOT NULL,
  ip text NOT NULL,
  status text NOT NULL CHECK (status IN ('USED', 'CONFLICT', 'PENDING')),
  names text[] NOT NULL DEFAULT '{}',
  owner text,
  owner_group text,
  last_modified text,
  PRIMARY KEY (network_id, address)
);
-- Detail rows of one status in address order.
CREATE INDEX ipam_addresses_status_idx ON ipam_addresses (network_id, status, address);
