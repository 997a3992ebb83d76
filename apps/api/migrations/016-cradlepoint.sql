-- Cradlepoint viewer (spec 002 §2.8): what each source reports of the fleet's Cradlepoint
-- routers, as its feed delivers it. ECM (Cradlepoint's NetCloud Manager API) knows a router by
-- its ECM id, MAC and modem phone number; the CPE itself, read over SSH, by its host name (the
-- inventory's device name), MAC and LAN; the carrier's API by the SIM's ICCID and phone number.
-- ECM and SSH meet on the MAC, ECM and the carrier on the phone. Usage is MB of the current
-- billing cycle; times are epoch ms.

CREATE TABLE cradlepoint_ecm (
  cradlepoint_id text PRIMARY KEY,
  name text NOT NULL,
  mac text NOT NULL,
  phone text,
  usage_mb double precision NOT NULL DEFAULT 0,
  reported_at bigint NOT NULL
);
CREATE INDEX cradlepoint_ecm_mac_idx ON cradlepoint_ecm (mac);
CREATE INDEX cradlepoint_ecm_phone_idx ON cradlepoint_ecm (phone);
-- The live feed polls the routers it polled longest ago.
CREATE INDEX cradlepoint_ecm_reported_idx ON cradlepoint_ecm (reported_at);

CREATE TABLE cradlepoint_ssh (
  device_id text PRIMARY KEY,
  mac text NOT NULL,
  lan_ip text,
  lan_port text,
  collected_at bigint NOT NULL
);
CREATE INDEX cradlepoint_ssh_mac_idx ON cradlepoint_ssh (mac);

CREATE TABLE cradlepoint_carrier (
  iccid text PRIMARY KEY,
  phone text NOT NULL,
  carrier text NOT NULL,
  usage_mb double precision NOT NULL DEFAULT 0,
  reported_at bigint NOT NULL
);
CREATE INDEX cradlepoint_carrier_phone_idx ON cradlepoint_carrier (phone);
CREATE INDEX cradlepoint_carrier_reported_idx ON cradlepoint_carrier (reported_at);
