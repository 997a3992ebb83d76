/**
 * Generated from /api/v1.0/openapi.json by `npm run gen:api`; do not edit.
 * An API test fails when this file no longer matches the live document.
 */

export interface paths {
    "/api/v1.0/weather/radar/{z}/{x}/{y}.png": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Weather radar tile (PNG, 256×256, transparent where dry)
         * @description Tile z/x/y (web-mercator) of the simulated precipitation radar for the current 5-minute frame. Public: MapLibre fetches tiles without the bearer token. 400 naming z, x or y when out of range.
         */
        get: operations["getWeatherRadarByZByXByYPng"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/ingest/alertmanager": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Prometheus Alertmanager webhook (payload version 4)
         * @description Firing alerts raise or re-notify an alert on the device named by the first configured label (ALERTMANAGER_DEVICE_LABELS, default device, then instance without its port: a device name, else a management IP); resolved alerts clear it. Event = label alertname, severity from label severity (docs/operations.md), instance = fingerprint. Alerts for unknown devices are answered in unknownDevice and counted, never failed (Alertmanager would retry). Authorization: the bearer token of a service account (group INGEST_GROUP) or an admin, or the static secret INGEST_WEBHOOK_TOKEN (`Bearer <secret>`, or Basic with the secret as password) for senders that cannot refresh a token.
         */
        post: operations["postIngestAlertmanager"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/ingest/alerts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Raise or clear alerts from any monitor
         * @description One alert or an array (up to 10,000): state 'open' raises or re-notifies, 'clear' clears. Device = name or management IP. Every item is checked first: a bad one answers 400 naming its index and field, and nothing is applied. An unknown device is an error of that item only; the others are applied. Authorization: the bearer token of a service account (group INGEST_GROUP) or an admin, or the static secret INGEST_WEBHOOK_TOKEN (`Bearer <secret>`, or Basic with the secret as password) for senders that cannot refresh a token.
         */
        post: operations["postIngestAlerts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/ingest/metrics/remote-write": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Prometheus remote write (1.0): device series from a collector stack
         * @description Body: a snappy-compressed protobuf WriteRequest (Content-Type application/x-protobuf, Content-Encoding snappy), as Prometheus' remote_write sends it. The device is named by the first of the labels in ALERTMANAGER_DEVICE_LABELS (default device, then instance without its port) that has a value: a device name, else a management IP. Stored: latency, packetLoss, throughputIn, throughputOut, cpu, memory as sent; hrProcessorLoad averaged into cpu; ifHCInOctets/ifInOctets and ifHCOutOctets/ifOutOctets (with ifName, ifDescr or ifIndex) as Mbps rates per interface (ifIn:NAME, ifOut:NAME) and summed into the throughput. Other names are counted as unmapped. Authorization: the bearer token of a service account or an admin, or the static secret INGEST_WEBHOOK_TOKEN (Bearer, or Basic with the secret as password: Prometheus' remote_write basic_auth).
         */
        post: operations["postIngestMetricsRemoteWrite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/ingest/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Device series in Prometheus' text exposition format, for scripts
         * @description Body (text/plain): lines of name{label="value",...} value [timestamp ms]; # lines are comments. A line without a timestamp is now. A malformed line answers 400 naming it, and nothing is stored. The device is named by the first of the labels in ALERTMANAGER_DEVICE_LABELS (default device, then instance without its port) that has a value: a device name, else a management IP. Stored: latency, packetLoss, throughputIn, throughputOut, cpu, memory as sent; hrProcessorLoad averaged into cpu; ifHCInOctets/ifInOctets and ifHCOutOctets/ifOutOctets (with ifName, ifDescr or ifIndex) as Mbps rates per interface (ifIn:NAME, ifOut:NAME) and summed into the throughput. Other names are counted as unmapped. Authorization: the bearer token of a service account or an admin, or the static secret INGEST_WEBHOOK_TOKEN (Bearer, or Basic with the secret as password: Prometheus' remote_write basic_auth).
         */
        post: operations["postIngestMetrics"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/es/devices/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Devices matching a Lucene query
         * @description A page of devices filtered by a Lucene query over the allow-listed device fields (400 naming an unknown field), sorted on any of them and paged with offset and limit; total counts every match.
         */
        get: operations["getEsDevicesAll"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/es/devices/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Device counts per state
         * @description How many devices matching the optional Lucene query are in each state (the dashboard cards).
         */
        get: operations["getEsDevicesSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/es/alerts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Active alerts matching a Lucene query
         * @description A page of active alerts filtered by a Lucene query over the allow-listed alert fields, sorted and paged on the server; total counts every match.
         */
        get: operations["getEsAlerts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/es/historical-alerts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Archived alerts matching a Lucene query
         * @description A page of cleared (archived) alerts filtered by a Lucene query over the allow-listed alert fields, sorted and paged on the server; total counts every match.
         */
        get: operations["getEsHistoricalAlerts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/action/devices/pam-suspend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Schedules of the named devices, or a page of all active schedules
         * @description With device_names (comma-separated) the schedules of those devices (one device without a schedule: 404, or 200 with no rows when missing=empty); without, a sorted page of every schedule not yet ended.
         */
        get: operations["getActionDevicesPamSuspend"];
        put?: never;
        /**
         * Create or replace the schedule of each device
         * @description Takes one schedule or an array of them (device_name, info, start_time and end_time in unix seconds); each replaces the device's schedule. A device whose schedule has not ended and has another version than the item's expected_version (absent: 0, none seen) refuses the whole call: 409 with the current schedules. The audit log records the signed-in user; `user` is kept as the schedule's data.
         */
        post: operations["postActionDevicesPamSuspend"];
        /**
         * Remove the schedules of the named devices
         * @description Removes the schedules of the comma-separated device_names (404 naming those without one; 409 when a version in `versions` differs from the stored one: nothing removed); the audit log records the signed-in user, user_name is kept as data. Answers how many were removed.
         */
        delete: operations["deleteActionDevicesPamSuspend"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/action/devices/pam-suspend/batch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create or replace many schedules in one write; each row is created or refused on its own
         * @description The multi-device grid's Save: items as POST's (expected_version each), requested_at = when Save was pressed (unix seconds, within 120 s before and 60 s after the server clock, else 400). Every window is checked against requested_at. Answers the schedules written and the rows refused with their reason (the form message, Device not found, or who changed it since it was read, with `current`). One audit entry per device.
         */
        post: operations["postActionDevicesPamSuspendBatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/action/devices/pam-suspend/{device_name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Edit a device's schedule (grid update)
         * @description Changes the start time (unix seconds), end time or info of the schedule of one device; 404 when the device has none; 409 when `version` is given and the stored one differs.
         */
        put: operations["putActionDevicesPamSuspendByDeviceName"];
        post?: never;
        /**
         * Delete a device's schedule (grid delete)
         * @description Removes the schedule of one device (404 when it has none; 409 when `version` is given and the stored one differs); answers how many were removed.
         */
        delete: operations["deleteActionDevicesPamSuspendByDeviceName"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/action/device/ping": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ping one device (LAN or management)
         * @description LAN ping is refused (400) when the poller is PAM-ST-OI, Currently Unavailable, notset or NotApplicable. Not allowed for the device(s), or a bad parameter.
         */
        get: operations["getActionDevicePing"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/action/device/support": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who answers a device's actions, and which are unavailable
         * @description answeredBy simulator: a device the simulator made, answered with simulated data. answeredBy device: a real device; refused lists each offered action no real driver can run on it, with the reason a run would be refused with.
         */
        get: operations["getActionDeviceSupport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/action/device/pingOrCurrentStatus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ping/Current Status (pingOrCurrentStatus)
         * @description Result view 'satellite'. 400 when the Device Actions catalog does not offer the action for the device or an input is invalid; 404 unknown device. Audited with the user's nickname.
         */
        get: operations["getActionDevicePingOrCurrentStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/action/device/pingOrCurrentStatusFortiManager": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ping/Current Status (pingOrCurrentStatusFortiManager)
         * @description Result view 'fortimanager'. 400 when the Device Actions catalog does not offer the action for the device or an input is invalid; 404 unknown device. Audited with the user's nickname.
         */
        get: operations["getActionDevicePingOrCurrentStatusFortiManager"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/action/device/pingOrCurrentStatusEdgeHa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ping/Current Status (pingOrCurrentStatusEdgeHa)
         * @description Result view 'edgeHa'. 400 when the Device Actions catalog does not offer the action for the device or an input is invalid; 404 unknown device. Audited with the user's nickname.
         */
        get: operations["getActionDevicePingOrCurrentStatusEdgeHa"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/action/device/pingOrCurrentStatusMeraki": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ping/Current Status (pingOrCurrentStatusMeraki)
         * @description Result view 'meraki'. 400 when the Device Actions catalog does not offer the action for the device or an input is invalid; 404 unknown device. Audited with the user's nickname.
         */
        get: operations["getActionDevicePingOrCurrentStatusMeraki"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/action/device/pingOrCurrentStatusVeloCloud": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ping/Current Status (pingOrCurrentStatusVeloCloud)
         * @description Result view 'velocloud'. 400 when the Device Actions catalog does not offer the action for the device or an input is invalid; 404 unknown device. Audited with the user's nickname.
         */
        get: operations["getActionDevicePingOrCurrentStatusVeloCloud"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/action/device/pingOrCurrentStatusFortilan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ping/Current Status (pingOrCurrentStatusFortilan)
         * @description Result view 'fortilan'. 400 when the Device Actions catalog does not offer the action for the device or an input is invalid; 404 unknown device. Audited with the user's nickname.
         */
        get: operations["getActionDevicePingOrCurrentStatusFortilan"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/action/device/pingOrCurrentStatusHughesApe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ping/Current Status (pingOrCurrentStatusHughesApe)
         * @description Result view 'hughesApe'. 400 when the Device Actions catalog does not offer the action for the device or an input is invalid; 404 unknown device. Audited with the user's nickname.
         */
        get: operations["getActionDevicePingOrCurrentStatusHughesApe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/action/device/pingOrCurrentStatusWattbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ping/Current Status (pingOrCurrentStatusWattbox)
         * @description Result view 'wattbox'. 400 when the Device Actions catalog does not offer the action for the device or an input is invalid; 404 unknown device. Audited with the user's nickname.
         */
        get: operations["getActionDevicePingOrCurrentStatusWattbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/action/device/pingOrCurrentStatusAwms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ping/Current Status (pingOrCurrentStatusAwms)
         * @description Result view 'awms'. 400 when the Device Actions catalog does not offer the action for the device or an input is invalid; 404 unknown device. Audited with the user's nickname.
         */
        get: operations["getActionDevicePingOrCurrentStatusAwms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/action/device/pingEcm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ping/Current Status (pingEcm)
         * @description Result view 'cradlepoint'. 400 when the Device Actions catalog does not offer the action for the device or an input is invalid; 404 unknown device. Audited with the user's nickname.
         */
        get: operations["getActionDevicePingEcm"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/action/device/pingInterfaces": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Switch Status (pingInterfaces)
         * @description Result view 'switch'. 400 when the Device Actions catalog does not offer the action for the device or an input is invalid; 404 unknown device. Audited with the user's nickname.
         */
        get: operations["getActionDevicePingInterfaces"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/action/device/pingIp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ping IP (pingIp)
         * @description Result view 'pingIp'. 400 when the Device Actions catalog does not offer the action for the device or an input is invalid; 404 unknown device. Audited with the user's nickname.
         */
        get: operations["getActionDevicePingIp"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/action/device/interfaceStatus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Interface Status (interfaceStatus)
         * @description Result view 'interfaceStatus'. 400 when the Device Actions catalog does not offer the action for the device or an input is invalid; 404 unknown device. Audited with the user's nickname.
         */
        get: operations["getActionDeviceInterfaceStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/action/device/arpCache": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * ARP Cache (arpCache)
         * @description Result view 'arpCache'. 400 when the Device Actions catalog does not offer the action for the device or an input is invalid; 404 unknown device. Audited with the user's nickname.
         */
        get: operations["getActionDeviceArpCache"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/action/device/traceroute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Traceroute (traceroute)
         * @description Result view 'text'. 400 when the Device Actions catalog does not offer the action for the device or an input is invalid; 404 unknown device. Audited with the user's nickname.
         */
        get: operations["getActionDeviceTraceroute"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/action/device/clientSessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Client Sessions (clientSessions)
         * @description Result view 'clientSessions'. 400 when the Device Actions catalog does not offer the action for the device or an input is invalid; 404 unknown device. Audited with the user's nickname.
         */
        get: operations["getActionDeviceClientSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/action/device/clearDhcpLease": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Clear DHCP Lease (clearDhcpLease)
         * @description Result view 'message'. 400 when the Device Actions catalog does not offer the action for the device or an input is invalid; 404 unknown device. Audited with the user's nickname.
         */
        get: operations["getActionDeviceClearDhcpLease"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/action/device/resetWattboxOutlet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reset Wattbox Outlet (resetWattboxOutlet)
         * @description Result view 'message'. 400 when the Device Actions catalog does not offer the action for the device or an input is invalid; 404 unknown device. Audited with the user's nickname.
         */
        get: operations["getActionDeviceResetWattboxOutlet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/action/device/resetHughesApeOutlet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reset Hughes APE Outlet (resetHughesApeOutlet)
         * @description Result view 'message'. 400 when the Device Actions catalog does not offer the action for the device or an input is invalid; 404 unknown device. Audited with the user's nickname.
         */
        get: operations["getActionDeviceResetHughesApeOutlet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/action/device/getPepBackbones": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get PEP Backbones (getPepBackbones)
         * @description Result view 'backbones'. 400 when the Device Actions catalog does not offer the action for the device or an input is invalid; 404 unknown device. Audited with the user's nickname.
         */
        get: operations["getActionDeviceGetPepBackbones"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/action/device/hardNic": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Hard NIC (hardNic)
         * @description Result view 'hardNic'. 400 when the Device Actions catalog does not offer the action for the device or an input is invalid; 404 unknown device. Audited with the user's nickname.
         */
        get: operations["getActionDeviceHardNic"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/action/device/rebootPolycom": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reboot Polycom (rebootPolycom): secured, notifies the NMS team
         * @description Result view 'message'. 400 when the Device Actions catalog does not offer the action for the device or an input is invalid; 404 unknown device. Audited with the user's nickname.
         */
        get: operations["getActionDeviceRebootPolycom"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/action/device/restartPolycom": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Restart Polycom (restartPolycom): secured, notifies the NMS team
         * @description Result view 'message'. 400 when the Device Actions catalog does not offer the action for the device or an input is invalid; 404 unknown device. Audited with the user's nickname.
         */
        get: operations["getActionDeviceRestartPolycom"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/action/device/resetHughes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reset Hughes Modem (resetHughes): secured, notifies the NMS team
         * @description Result view 'message'. 400 when the Device Actions catalog does not offer the action for the device or an input is invalid; 404 unknown device. Audited with the user's nickname.
         */
        get: operations["getActionDeviceResetHughes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/action/device/rebootHughes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reboot Hughes Modem (rebootHughes): secured, notifies the NMS team
         * @description Result view 'message'. 400 when the Device Actions catalog does not offer the action for the device or an input is invalid; 404 unknown device. Audited with the user's nickname.
         */
        get: operations["getActionDeviceRebootHughes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/action/device/initiateVadb": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Initiate VADB Test (initiateVadb): secured, notifies the NMS team
         * @description Result view 'message'. 400 when the Device Actions catalog does not offer the action for the device or an input is invalid; 404 unknown device. Audited with the user's nickname.
         */
        get: operations["getActionDeviceInitiateVadb"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/action/device/terminateVadb": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Terminate VADB Test (terminateVadb): secured, notifies the NMS team
         * @description Result view 'message'. 400 when the Device Actions catalog does not offer the action for the device or an input is invalid; 404 unknown device. Audited with the user's nickname.
         */
        get: operations["getActionDeviceTerminateVadb"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/action/device/rebootFortigate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reboot FortiGate (rebootFortigate): secured, notifies the NMS team
         * @description Result view 'message'. 400 when the Device Actions catalog does not offer the action for the device or an input is invalid; 404 unknown device. Audited with the user's nickname.
         */
        get: operations["getActionDeviceRebootFortigate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/action/device/clearArpCisco": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Clear ARP (Cisco) (clearArpCisco): secured, notifies the NMS team
         * @description Result view 'message'. 400 when the Device Actions catalog does not offer the action for the device or an input is invalid; 404 unknown device. Audited with the user's nickname.
         */
        get: operations["getActionDeviceClearArpCisco"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/action/device/clearMacCisco": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Clear MAC Table (Cisco) (clearMacCisco): secured, notifies the NMS team
         * @description Result view 'message'. 400 when the Device Actions catalog does not offer the action for the device or an input is invalid; 404 unknown device. Audited with the user's nickname.
         */
        get: operations["getActionDeviceClearMacCisco"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/action/device/rebootCisco": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reboot Cisco Switch (rebootCisco): secured, notifies the NMS team
         * @description Result view 'message'. 400 when the Device Actions catalog does not offer the action for the device or an input is invalid; 404 unknown device. Audited with the user's nickname.
         */
        get: operations["getActionDeviceRebootCisco"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/action/device/rebootEcm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reboot Cradlepoint (rebootEcm): secured, notifies the NMS team
         * @description Result view 'message'. 400 when the Device Actions catalog does not offer the action for the device or an input is invalid; 404 unknown device. Audited with the user's nickname.
         */
        get: operations["getActionDeviceRebootEcm"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/wattbox/device/all_outlets_config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Outlets of a Wattbox (nocid OVRC): number and name, for Reset Wattbox Outlet
         * @description 404 unknown device; 400 when the device is not a Wattbox.
         */
        get: operations["getWattboxDeviceAllOutletsConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/action/devices/discover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Discover devices never discovered
         * @description Updates discovered, discoveredFirstAt/LastAt and discoveryDescription per device; audited. 400 when a device is in the wrong discovery state.
         */
        get: operations["getActionDevicesDiscover"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/action/devices/rediscover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Rediscover discovered devices
         * @description Updates discovered, discoveredFirstAt/LastAt and discoveryDescription per device; audited. 400 when a device is in the wrong discovery state.
         */
        get: operations["getActionDevicesRediscover"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/action/device/packet-capture": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Packet capture on a router or modem; answers the file to download
         * @description Captures up to max_packets packets on the interface with the given filters, writes a pcap file and answers its name for /action/device/packet-capture/download. Recorded in the audit log.
         */
        get: operations["getActionDevicePacketCapture"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/action/device/packet-capture-aa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Packet capture on an acceleration appliance (HNS_AccelApp)
         * @description Captures for duration seconds, narrowed by protocol, ip_type + ip_address and port, writes a pcap file and answers its name for /action/device/packet-capture/download. Recorded in the audit log.
         */
        get: operations["getActionDevicePacketCaptureAa"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/action/device/packet-capture/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a capture (application/vnd.tcpdump.pcap)
         * @description 400 for a name that is not a capture file name; 404 when it does not exist (kept 24 hours) or another user made it (a capture is served to its maker and to admins).
         */
        get: operations["getActionDevicePacketCaptureDownload"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/action/devices/{action}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run a bulk or multi action on up to 1000 devices
         * @description action: multiPing, dcSwitch, switchToHome, switchToBackup, switchToGtn, switchToNlv or getStatus. Refused (400) unless the bulk action rule table allows it for every device; audited.
         */
        post: operations["postActionDevicesByAction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/user/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user, as the API sees the token
         * @description Subject, names, email and groups read from the verified bearer token; isAdmin is true for the admin group (nmstools_admin).
         */
        get: operations["getUserMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/user/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out: the bearer token and its sign-in session stop working
         * @description Lists the token's session id (sid) as signed out for as long as the session could renew its tokens, and its token id (jti), or its hash when it has neither, until it expires. Every later request with a token of that session answers 401, and its open live streams end. API tokens are revoked on the API Tokens page, or by their owner on DELETE /user/api-tokens/{id}, instead.
         */
        post: operations["postUserLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/admin/audit-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The audit trail: every write and action, newest first (admin group only)
         * @description A page (limit, offset) of the audit log: who (the verified token's subject and name), from which address, in which request (requestId = its X-Request-Id), what, on which target and devices, the outcome, and for record changes the values before and after. q is a Lucene query over user (actorName), sub, address, action, target, device, outcome, requestId and at (epoch ms or ISO dates, e.g. at:[2026-01-01 TO *]); a bare word looks in user, action, target and device. A bad query is a 400 naming the field or position. sort (default at) and order (default desc). 403 outside the admin group.
         */
        get: operations["getAdminAuditLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/admin/audit-log/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The audit trail entries of a query as CSV (admin group only)
         * @description Every entry matching q (at most 100,000, in the list's order) as text/csv. q is a Lucene query over user (actorName), sub, address, action, target, device, outcome, requestId and at (epoch ms or ISO dates, e.g. at:[2026-01-01 TO *]); a bare word looks in user, action, target and device. A bad query is a 400 naming the field or position.
         */
        get: operations["getAdminAuditLogExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/apg/db/object-data/with-filter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Time series of a device metric or a network group, raw or averaged per period
         * @description period 0 answers the finest stored samples: the one-minute samples the poller collects from a real device, else the 15-minute samples; 3600, 86400 and 604800 average the 15-minute samples per hour, UTC day or week (Monday 00:00 UTC) in SQL. Minute and 15-minute samples are kept 2 days, daily averages 92 days and weekly averages 400 days (configurable); a bucket older than its tier keeps comes from the next coarser tier. filter_expression grammar: see the parameter. date_string is UTC; timestamp is epoch seconds.
         */
        get: operations["getApgDbObjectDataWithFilter"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/apg/db/device-series": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The stored series of a device (what its charts can draw)
         * @description Every series stored for the device, by the name filter_expression takes: the spec's series (latency, cpu...) and a real device's per-instance series (ifIn:eth0, ifOut:eth0, ifErrors:eth0, ifDiscards:eth0, storage:/). 404 when there is no such device.
         */
        get: operations["getApgDbDeviceSeries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/es/device/ts/jupiter-ent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Satellite statistics of a Jupiter terminal (HNS_SatModem), one row per 15-minute sample
         * @description Stored samples of the terminal between start_time and end_time (epoch seconds), oldest first: delay, downlink and uplink Es/No, uplink power backoff.
         */
        get: operations["getEsDeviceTsJupiterEnt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/action/device/graph/ap": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Usage or user count chart of a Wi-Fi access point from start_time to now (SVG image)
         * @description graph_type usage charts the traffic of the access point ap_id, users its client count, rendered on the server as an SVG line chart.
         */
        get: operations["getActionDeviceGraphAp"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/reports/link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Signed URL of a report page for a device (the report iframe loads it without a token)
         * @description The URL carries the report query string of spec 001 §2.5 (deviceid=device name; ddlCompanyID=hnsCompanyID, txtSiteID=hnsLocationID), expires (epoch seconds) and hash = hex HMAC-SHA256 over the report name and the sorted parameters. The page answers 403 for a wrong hash or an expired link.
         */
        get: operations["getReportsLink"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/launch-ui/link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Signed Launch UI URL of a device (the new tab opens it without a token)
         * @description The launch-UI proxy URL (LAUNCH_UI_URL) with deviceid = the device name, nmpuser = the caller's nickname from the token, expires (epoch seconds) and hash = hex HMAC-SHA256 over "launch-ui" and the sorted parameters, signed like the report links. The embedded /launch-ui page answers 403 for an unsigned, tampered or expired link.
         */
        get: operations["getLaunchUiLink"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/oracle/device/dmn_device": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * DMN (management network) record of a device
         * @description The dmn_device record of device_name as the All Database Details popup shows it (dates as ISO strings); 404 naming device_name for an unknown device.
         */
        get: operations["getOracleDeviceDmnDevice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/oracle/device/eit_device": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * EIT (asset inventory) record of a device
         * @description The eit_device record of device_name as the All Database Details popup shows it (dates as ISO strings); 404 naming device_name for an unknown device.
         */
        get: operations["getOracleDeviceEitDevice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/oracle/device/hts_device": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * HTS (satellite system) record of a device; empty for non-satellite devices
         * @description The hts_device record of device_name as the All Database Details popup shows it (dates as ISO strings); 404 naming device_name for an unknown device.
         */
        get: operations["getOracleDeviceHtsDevice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/oracle/device/active_device": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Active path record of a device; empty when it has no active path mode
         * @description The active_device record of device_name as the All Database Details popup shows it (dates as ISO strings); 404 naming device_name for an unknown device.
         */
        get: operations["getOracleDeviceActiveDevice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/smarts/device/additional-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Additional device details (about 55 fields); labels in the contract (ADDITIONAL_DETAIL_LABELS)
         * @description The fields of the named device that the Additional Device Details table shows (monitoring protocol, management and LAN IP, PAM state...); 404 naming name for an unknown device.
         */
        get: operations["getSmartsDeviceAdditionalDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/device/device-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every section of the Device Details page for one device, in one answer
         * @description The device record, its location, neighbor devices, network groups with impact history, source-system records (eit, dmn, hts, active), active network events and available actions; 404 naming device_id for an unknown device.
         */
        get: operations["getDeviceDeviceDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/es/devices/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Devices whose name contains the text (at least 3 characters), prefix matches first
         * @description Type-ahead of device names: up to limit names containing query, names starting with it first; all_fields=true adds every device field to each row.
         */
        get: operations["getEsDevicesSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/es/network-events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Network events (active only by default), newest first
         * @description Outages of network groups: active=false includes cleared events; filtered by an optional Lucene query, sorted and paged on the server.
         */
        get: operations["getEsNetworkEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/es/device/network-events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Network events of the groups a device belongs to
         * @description Network events (active only unless active=false) of every group the device_name belongs to; 404 for an unknown device.
         */
        get: operations["getEsDeviceNetworkEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/es/impacted-devices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every device of a group (device_group = NETWORK_TYPE:name)
         * @description A page of the devices of the group with their state, customer (nmd) and class, filtered by an optional Lucene query, sorted and paged on the server.
         */
        get: operations["getEsImpactedDevices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/es/impacted-customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Customers of a group's devices that are not Normal, most affected first (at most 1,000; total counts all)
         * @description For the impacted devices of device_group (state not Normal): each customer with how many of its devices are impacted.
         */
        get: operations["getEsImpactedCustomers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/es/device/alerts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Active alerts of one device; visibility External (default) or Internal (all)
         * @description A page of the active alerts of device_name; External (the default) shows only alerts of External visibility, Internal all. 404 for an unknown device.
         */
        get: operations["getEsDeviceAlerts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/es/device/historical-alerts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Archived alerts of one device; visibility External (default) or Internal (all)
         * @description A page of the cleared alerts of device_name; External (the default) shows only alerts of External visibility, Internal all. 404 for an unknown device.
         */
        get: operations["getEsDeviceHistoricalAlerts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/splunk/cpe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Configuration changes pushed to the CPE, newest first (at most 1,000)
         * @description Configuration changes of device_name (path, action, user, time), sorted on any column (default newest first) and limited to limit rows.
         */
        get: operations["getSplunkCpe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/es/logs/application/{app}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Salesforce cases of the device and its location (salesforce) or EMS parameter changes of the terminal (ems)
         * @description app salesforce: the cases of the device and of its location; app ems: the parameter changes of the satellite terminal (empty for other devices). 400 naming app for any other app.
         */
        get: operations["getEsLogsApplicationByApp"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/es/geo-map/markers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Devices in the bounds per web-mercator tile of zoom `precision` (as a geotile_grid)
         * @description Map markers: the devices inside the box top_left/bottom_right, grouped per tile with their counts per state, filtered by an optional Lucene query; truncated says when the tiles were capped.
         */
        get: operations["getEsGeoMapMarkers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/es/geo-map/device-summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Device counts per state inside the bounds
         * @description How many devices inside the box top_left/bottom_right (filtered by an optional Lucene query) are in each state; total counts them all.
         */
        get: operations["getEsGeoMapDeviceSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/es/geo-map/power-outage/realtime": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Power outages per state or county (us-atlas GEOIDs)
         * @description Customers out of power and tracked per area, group_by stateName or countyName, keyed by us-atlas GEOID; updated_at says when the feed last wrote.
         */
        get: operations["getEsGeoMapPowerOutageRealtime"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/svn/network/chart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sunburst tree of a network type or service (network_type wins over svn_network_type)
         * @description The slice of the fleet a network type or service draws, as a tree of nodes with their device count, impacted device count, severity and Lucene device query (dashboard and Service View Navigator sunburst).
         */
        get: operations["getSvnNetworkChart"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/es/services/hierarchies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Network hierarchy: flat list of groups with device and active alert counts
         * @description Every node with its parentId (empty for roots), device count, active alert count, state counts and Lucene device query, for the Network Hierarchy grid.
         */
        get: operations["getEsServicesHierarchies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/es/hasmat/devices/aggregations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Devices matching a Lucene query per customer (nmd) and state, most devices first
         * @description For the devices matching the optional Lucene query: per customer (aggregation_field nmd) the count in each state, the customers with most devices first.
         */
        get: operations["getEsHasmatDevicesAggregations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/es/alert-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Alerts (active and archived) created in [start_date, end_date) per interval bucket
         * @description The total of alerts first notified in the window and, under the asked interval, every bucket of the window (empty ones included), optionally filtered by a Lucene query.
         */
        get: operations["getEsAlertCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/es/alerts/top": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The values of elementName or nmd with the most active alerts, with counts per severity
         * @description The size (default 10) devices (elementName) or customers (nmd) with the most active alerts, each with its count per severity, optionally filtered by a Lucene query.
         */
        get: operations["getEsAlertsTop"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/nmc/sf_cases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Salesforce cases opened in a date-time window
         * @description Cases whose hsvc_start_time is in [start_date, end_date] (default the last 24 hours, YYYY-MM-DDTHH:mm:ssZ), of one status (default ALL), filtered by an optional Lucene query over the case fields; sorted on the server (default hsvc_start_time desc) and paged (limit default 100).
         */
        get: operations["getNmcSfCases"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/nmc/sf_active_notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Open Salesforce notification cases
         * @description Every Notification case not yet resolved, newest case number first; the grid sorts and pages them in the browser.
         */
        get: operations["getNmcSfActiveNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/nmc/sf_dispatches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Salesforce dispatches
         * @description Field dispatches of Dispatch cases, sorted (default case_number desc; last_modified_by_name is not sortable) and paged on the server, filtered by an optional Lucene query over the dispatch fields.
         */
        get: operations["getNmcSfDispatches"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/nmc/active_notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The NMS's active outage notifications
         * @description One row per active network event: impacted group, network type, impact %, impacted and total devices, the event's case number and the status of that Salesforce case when it exists. Sorted (default start_time desc) and paged on the server.
         */
        get: operations["getNmcActiveNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/nmc/tech_support_tasks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Salesforce tasks of technical support cases
         * @description Tasks of Technical Support cases, of one task status (default ALL), sorted (default due_date asc) and paged on the server.
         */
        get: operations["getNmcTechSupportTasks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/nmc/replacement_dispatches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Dispatches that ship a replacement part
         * @description Dispatches with an RMA: part, RMA number, serials out and in, ship date and tracking number. Sorted (default case_number desc) and paged on the server.
         */
        get: operations["getNmcReplacementDispatches"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/es/hasmat/devices/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Device Search type-ahead: devices by name with their service
         * @description field is always name; query needs at least 3 characters (400 otherwise). Case-insensitive: names starting with the text first, then names containing it, at most 50. device_names lists the same names in the same order.
         */
        get: operations["getEsHasmatDevicesSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/es/hasmat/devices/other-devices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every device of one managed service (service_id and service_type), name ascending
         * @description device_id is the device's EM7 stack id, underscore, EM7 device id ('3_10457'); empty for a device EM7 does not poll.
         */
        get: operations["getEsHasmatDevicesOtherDevices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/em7/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Active EM7 events of one device (stack_id, device_id), sorted and paged
         * @description sort: one of aligned_resource_name, severity, message, user_note, date_last, elapsed_time, notify_count, source, id (default aligned_resource_name; another name is a 400); order asc (default) or desc; offset 0 and limit 100 by default. date_last is epoch ms, elapsed_time seconds since first seen. 404 when no device has those EM7 ids.
         */
        get: operations["getEm7Events"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/em7/device/{device_id}/performance_data/fgVpnTunnelUpCount/data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * VPN tunnel user counts of a FortiGate over a window (epoch seconds), oldest first
         * @description 5-minute samples for the last 2 days, hourly means for 90 days, daily means for a year; windows with more values average neighbours into at most 500 points. date_string is UTC (YYYY-MM-DD HH:mm:ss). 400 when end_timestamp is before start_timestamp or the window exceeds a year and a day; 404 unknown EM7 device; empty data for a device without the metric.
         */
        get: operations["getEm7DeviceByDeviceIdPerformanceDataFgVpnTunnelUpCountData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/action/device/getSysArp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Device Search: ARP table (get system arp)
         * @description Answers results.data. A device that cannot run the command answers results.note (the panel is hidden). 404 unknown device; 504 when the device does not answer; 502 when its management API fails.
         */
        get: operations["getActionDeviceGetSysArp"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/action/device/diagHardwareNicInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Device Search: NIC admin and link status (diagnose hardware deviceinfo nic)
         * @description Answers results.data. A device that cannot run the command answers results.note (the panel is hidden). 404 unknown device; 504 when the device does not answer; 502 when its management API fails.
         */
        get: operations["getActionDeviceDiagHardwareNicInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/action/device/diagSysLinkMonitor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Device Search: Link monitor status (diagnose sys link-monitor status)
         * @description Answers results.data. A device that cannot run the command answers results.note (the panel is hidden). 404 unknown device; 504 when the device does not answer; 502 when its management API fails.
         */
        get: operations["getActionDeviceDiagSysLinkMonitor"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/action/device/getIpsecTunnelList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Device Search: IPsec tunnels (get vpn ipsec tunnel summary)
         * @description Answers results.data. A device that cannot run the command answers results.note (the panel is hidden). 404 unknown device; 504 when the device does not answer; 502 when its management API fails.
         */
        get: operations["getActionDeviceGetIpsecTunnelList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/action/device/diagSwitchControllerDumpClient": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Device Search: Clients of the FortiGate's first managed FortiSwitch (diagnose switch-controller dump)
         * @description device_name is the FortiSwitch's parent site (psiteid), a FortiGate; answers results.data.fsw_1_data and fsw_1_serial. A device that cannot run the command answers results.note (the panel is hidden). 404 unknown device; 504 when the device does not answer; 502 when its management API fails.
         */
        get: operations["getActionDeviceDiagSwitchControllerDumpClient"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/svn/svi_hughes_locations_hierarchy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Locations with their datacenters, service instances and inroutes, and device states
         * @description Every location with its datacenters; each datacenter with its service instances (its services) and inroutes. Each node has the share of its devices in each state (Critical, Major, Minor, Unknown, Normal) among the devices that reported between start_timestamp and end_timestamp (epoch seconds; default the last 10 minutes). start after end is a 400.
         */
        get: operations["getSvnSviHughesLocationsHierarchy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/svn/svi_hughes_locations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of location rows
         * @description The LOCATIONS tab's rows: limit (default 100, at most 10,000), offset, sort (location_id, any field or dttm; default dttm) and order (default desc). An unknown sort field is a 400 naming sort.
         */
        get: operations["getSvnSviHughesLocations"];
        put?: never;
        /**
         * Create a location
         * @description Stores a new location and answers it (201) with its location_id and dttm. A blank required field or a value of the wrong kind is a 400 naming the field; so is a reference to a row that does not exist. The change is written to the audit log.
         */
        post: operations["postSvnSviHughesLocations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/svn/svi_hughes_locations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One location
         * @description The location whose location_id is id; 404 when there is none.
         */
        get: operations["getSvnSviHughesLocationsById"];
        /**
         * Update a location
         * @description Merges the changed fields into the stored location, checks the whole row by the create rules and answers it. null clears an optional field. 404 for an unknown id. The audit log keeps the row before and after. With `version` (the one the client read), another stored version is a 409 whose `current` is the row as it is now.
         */
        put: operations["putSvnSviHughesLocationsById"];
        post?: never;
        /**
         * Delete a location
         * @description Deletes the location and answers the deleted row. 409 while other rows reference it (the message says which), 404 for an unknown id.
         */
        delete: operations["deleteSvnSviHughesLocationsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/svn/svi_hughes_datacenters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of datacenter rows
         * @description The Data Centers tab's rows: limit (default 100, at most 10,000), offset, sort (datacenter_id, any field or dttm; default dttm) and order (default desc). An unknown sort field is a 400 naming sort.
         */
        get: operations["getSvnSviHughesDatacenters"];
        put?: never;
        /**
         * Create a datacenter
         * @description Stores a new datacenter and answers it (201) with its datacenter_id and dttm. A blank required field or a value of the wrong kind is a 400 naming the field; so is a reference to a row that does not exist. The change is written to the audit log.
         */
        post: operations["postSvnSviHughesDatacenters"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/svn/svi_hughes_datacenters/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One datacenter
         * @description The datacenter whose datacenter_id is id; 404 when there is none.
         */
        get: operations["getSvnSviHughesDatacentersById"];
        /**
         * Update a datacenter
         * @description Merges the changed fields into the stored datacenter, checks the whole row by the create rules and answers it. null clears an optional field. 404 for an unknown id. The audit log keeps the row before and after. With `version` (the one the client read), another stored version is a 409 whose `current` is the row as it is now.
         */
        put: operations["putSvnSviHughesDatacentersById"];
        post?: never;
        /**
         * Delete a datacenter
         * @description Deletes the datacenter and answers the deleted row. 409 while other rows reference it (the message says which), 404 for an unknown id.
         */
        delete: operations["deleteSvnSviHughesDatacentersById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/svn/svi_hughes_circuits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of circuit rows
         * @description The Circuits tab's rows: limit (default 100, at most 10,000), offset, sort (circuit_id, any field or dttm; default dttm) and order (default desc). An unknown sort field is a 400 naming sort.
         */
        get: operations["getSvnSviHughesCircuits"];
        put?: never;
        /**
         * Create a circuit
         * @description Stores a new circuit and answers it (201) with its circuit_id and dttm. A blank required field or a value of the wrong kind is a 400 naming the field; so is a reference to a row that does not exist. The change is written to the audit log.
         */
        post: operations["postSvnSviHughesCircuits"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/svn/svi_hughes_circuits/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One circuit
         * @description The circuit whose circuit_id is id; 404 when there is none.
         */
        get: operations["getSvnSviHughesCircuitsById"];
        /**
         * Update a circuit
         * @description Merges the changed fields into the stored circuit, checks the whole row by the create rules and answers it. null clears an optional field. 404 for an unknown id. The audit log keeps the row before and after. With `version` (the one the client read), another stored version is a 409 whose `current` is the row as it is now.
         */
        put: operations["putSvnSviHughesCircuitsById"];
        post?: never;
        /**
         * Delete a circuit
         * @description Deletes the circuit and answers the deleted row. 409 while other rows reference it (the message says which), 404 for an unknown id.
         */
        delete: operations["deleteSvnSviHughesCircuitsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/svn/svi_hughes_satellites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of satellite rows
         * @description The Satellites tab's rows: limit (default 100, at most 10,000), offset, sort (satellite_id, any field or dttm; default dttm) and order (default desc). An unknown sort field is a 400 naming sort.
         */
        get: operations["getSvnSviHughesSatellites"];
        put?: never;
        /**
         * Create a satellite
         * @description Stores a new satellite and answers it (201) with its satellite_id and dttm. A blank required field or a value of the wrong kind is a 400 naming the field; so is a reference to a row that does not exist. The change is written to the audit log.
         */
        post: operations["postSvnSviHughesSatellites"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/svn/svi_hughes_satellites/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One satellite
         * @description The satellite whose satellite_id is id; 404 when there is none.
         */
        get: operations["getSvnSviHughesSatellitesById"];
        /**
         * Update a satellite
         * @description Merges the changed fields into the stored satellite, checks the whole row by the create rules and answers it. null clears an optional field. 404 for an unknown id. The audit log keeps the row before and after. With `version` (the one the client read), another stored version is a 409 whose `current` is the row as it is now.
         */
        put: operations["putSvnSviHughesSatellitesById"];
        post?: never;
        /**
         * Delete a satellite
         * @description Deletes the satellite and answers the deleted row. 409 while other rows reference it (the message says which), 404 for an unknown id.
         */
        delete: operations["deleteSvnSviHughesSatellitesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/svn/svi_hughes_inroutes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of inroute rows
         * @description The Inroutes tab's rows: limit (default 100, at most 10,000), offset, sort (inroute_id, any field or dttm; default dttm) and order (default desc). An unknown sort field is a 400 naming sort.
         */
        get: operations["getSvnSviHughesInroutes"];
        put?: never;
        /**
         * Create a inroute
         * @description Stores a new inroute and answers it (201) with its inroute_id and dttm. A blank required field or a value of the wrong kind is a 400 naming the field; so is a reference to a row that does not exist. The change is written to the audit log.
         */
        post: operations["postSvnSviHughesInroutes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/svn/svi_hughes_inroutes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One inroute
         * @description The inroute whose inroute_id is id; 404 when there is none.
         */
        get: operations["getSvnSviHughesInroutesById"];
        /**
         * Update a inroute
         * @description Merges the changed fields into the stored inroute, checks the whole row by the create rules and answers it. null clears an optional field. 404 for an unknown id. The audit log keeps the row before and after. With `version` (the one the client read), another stored version is a 409 whose `current` is the row as it is now.
         */
        put: operations["putSvnSviHughesInroutesById"];
        post?: never;
        /**
         * Delete a inroute
         * @description Deletes the inroute and answers the deleted row. 409 while other rows reference it (the message says which), 404 for an unknown id.
         */
        delete: operations["deleteSvnSviHughesInroutesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/svn/svi_hughes_outroutes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of outroute rows
         * @description The Outroutes tab's rows: limit (default 100, at most 10,000), offset, sort (outroute_id, any field or dttm; default dttm) and order (default desc). An unknown sort field is a 400 naming sort.
         */
        get: operations["getSvnSviHughesOutroutes"];
        put?: never;
        /**
         * Create a outroute
         * @description Stores a new outroute and answers it (201) with its outroute_id and dttm. A blank required field or a value of the wrong kind is a 400 naming the field; so is a reference to a row that does not exist. The change is written to the audit log.
         */
        post: operations["postSvnSviHughesOutroutes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/svn/svi_hughes_outroutes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One outroute
         * @description The outroute whose outroute_id is id; 404 when there is none.
         */
        get: operations["getSvnSviHughesOutroutesById"];
        /**
         * Update a outroute
         * @description Merges the changed fields into the stored outroute, checks the whole row by the create rules and answers it. null clears an optional field. 404 for an unknown id. The audit log keeps the row before and after. With `version` (the one the client read), another stored version is a 409 whose `current` is the row as it is now.
         */
        put: operations["putSvnSviHughesOutroutesById"];
        post?: never;
        /**
         * Delete a outroute
         * @description Deletes the outroute and answers the deleted row. 409 while other rows reference it (the message says which), 404 for an unknown id.
         */
        delete: operations["deleteSvnSviHughesOutroutesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/svn/svi_hughes_service_instances": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of service instance rows
         * @description The Service Instances tab's rows: limit (default 100, at most 10,000), offset, sort (service_instance_id, any field or dttm; default dttm) and order (default desc). An unknown sort field is a 400 naming sort.
         */
        get: operations["getSvnSviHughesServiceInstances"];
        put?: never;
        /**
         * Create a service instance
         * @description Stores a new service instance and answers it (201) with its service_instance_id and dttm. A blank required field or a value of the wrong kind is a 400 naming the field; so is a reference to a row that does not exist. The change is written to the audit log.
         */
        post: operations["postSvnSviHughesServiceInstances"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/svn/svi_hughes_service_instances/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One service instance
         * @description The service instance whose service_instance_id is id; 404 when there is none.
         */
        get: operations["getSvnSviHughesServiceInstancesById"];
        /**
         * Update a service instance
         * @description Merges the changed fields into the stored service instance, checks the whole row by the create rules and answers it. null clears an optional field. 404 for an unknown id. The audit log keeps the row before and after. With `version` (the one the client read), another stored version is a 409 whose `current` is the row as it is now.
         */
        put: operations["putSvnSviHughesServiceInstancesById"];
        post?: never;
        /**
         * Delete a service instance
         * @description Deletes the service instance and answers the deleted row. 409 while other rows reference it (the message says which), 404 for an unknown id.
         */
        delete: operations["deleteSvnSviHughesServiceInstancesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/svn/svi_hughes_toplevel_services": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of top level service rows
         * @description The Top Level Services tab's rows: limit (default 100, at most 10,000), offset, sort (toplevel_service_id, any field or dttm; default dttm) and order (default desc). An unknown sort field is a 400 naming sort.
         */
        get: operations["getSvnSviHughesToplevelServices"];
        put?: never;
        /**
         * Create a top level service
         * @description Stores a new top level service and answers it (201) with its toplevel_service_id and dttm. A blank required field or a value of the wrong kind is a 400 naming the field; so is a reference to a row that does not exist. The change is written to the audit log.
         */
        post: operations["postSvnSviHughesToplevelServices"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/svn/svi_hughes_toplevel_services/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One top level service
         * @description The top level service whose toplevel_service_id is id; 404 when there is none.
         */
        get: operations["getSvnSviHughesToplevelServicesById"];
        /**
         * Update a top level service
         * @description Merges the changed fields into the stored top level service, checks the whole row by the create rules and answers it. null clears an optional field. 404 for an unknown id. The audit log keeps the row before and after. With `version` (the one the client read), another stored version is a 409 whose `current` is the row as it is now.
         */
        put: operations["putSvnSviHughesToplevelServicesById"];
        post?: never;
        /**
         * Delete a top level service
         * @description Deletes the top level service and answers the deleted row. 409 while other rows reference it (the message says which), 404 for an unknown id.
         */
        delete: operations["deleteSvnSviHughesToplevelServicesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/svn/svi_hughes_ems": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of EMS rows
         * @description The EMS tab's rows: limit (default 100, at most 10,000), offset, sort (ems_id, any field or dttm; default dttm) and order (default desc). An unknown sort field is a 400 naming sort.
         */
        get: operations["getSvnSviHughesEms"];
        put?: never;
        /**
         * Create a EMS
         * @description Stores a new EMS and answers it (201) with its ems_id and dttm. A blank required field or a value of the wrong kind is a 400 naming the field; so is a reference to a row that does not exist. The change is written to the audit log.
         */
        post: operations["postSvnSviHughesEms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/svn/svi_hughes_ems/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One EMS
         * @description The EMS whose ems_id is id; 404 when there is none.
         */
        get: operations["getSvnSviHughesEmsById"];
        /**
         * Update a EMS
         * @description Merges the changed fields into the stored EMS, checks the whole row by the create rules and answers it. null clears an optional field. 404 for an unknown id. The audit log keeps the row before and after. With `version` (the one the client read), another stored version is a 409 whose `current` is the row as it is now.
         */
        put: operations["putSvnSviHughesEmsById"];
        post?: never;
        /**
         * Delete a EMS
         * @description Deletes the EMS and answers the deleted row. 409 while other rows reference it (the message says which), 404 for an unknown id.
         */
        delete: operations["deleteSvnSviHughesEmsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/svn/svi_hughes_locations/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The change history of one location
         * @description The audit entries of the location whose location_id is id (creates, edits, deletes and refused writes), newest first: who, when, from which address, the outcome and the row before and after. limit (default 50), offset.
         */
        get: operations["getSvnSviHughesLocationsByIdHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/svn/svi_hughes_datacenters/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The change history of one datacenter
         * @description The audit entries of the datacenter whose datacenter_id is id (creates, edits, deletes and refused writes), newest first: who, when, from which address, the outcome and the row before and after. limit (default 50), offset.
         */
        get: operations["getSvnSviHughesDatacentersByIdHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/svn/svi_hughes_circuits/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The change history of one circuit
         * @description The audit entries of the circuit whose circuit_id is id (creates, edits, deletes and refused writes), newest first: who, when, from which address, the outcome and the row before and after. limit (default 50), offset.
         */
        get: operations["getSvnSviHughesCircuitsByIdHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/svn/svi_hughes_satellites/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The change history of one satellite
         * @description The audit entries of the satellite whose satellite_id is id (creates, edits, deletes and refused writes), newest first: who, when, from which address, the outcome and the row before and after. limit (default 50), offset.
         */
        get: operations["getSvnSviHughesSatellitesByIdHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/svn/svi_hughes_inroutes/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The change history of one inroute
         * @description The audit entries of the inroute whose inroute_id is id (creates, edits, deletes and refused writes), newest first: who, when, from which address, the outcome and the row before and after. limit (default 50), offset.
         */
        get: operations["getSvnSviHughesInroutesByIdHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/svn/svi_hughes_outroutes/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The change history of one outroute
         * @description The audit entries of the outroute whose outroute_id is id (creates, edits, deletes and refused writes), newest first: who, when, from which address, the outcome and the row before and after. limit (default 50), offset.
         */
        get: operations["getSvnSviHughesOutroutesByIdHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/svn/svi_hughes_service_instances/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The change history of one service instance
         * @description The audit entries of the service instance whose service_instance_id is id (creates, edits, deletes and refused writes), newest first: who, when, from which address, the outcome and the row before and after. limit (default 50), offset.
         */
        get: operations["getSvnSviHughesServiceInstancesByIdHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/svn/svi_hughes_toplevel_services/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The change history of one top level service
         * @description The audit entries of the top level service whose toplevel_service_id is id (creates, edits, deletes and refused writes), newest first: who, when, from which address, the outcome and the row before and after. limit (default 50), offset.
         */
        get: operations["getSvnSviHughesToplevelServicesByIdHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/svn/svi_hughes_ems/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The change history of one EMS
         * @description The audit entries of the EMS whose ems_id is id (creates, edits, deletes and refused writes), newest first: who, when, from which address, the outcome and the row before and after. limit (default 50), offset.
         */
        get: operations["getSvnSviHughesEmsByIdHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/admin/api-tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * API tokens
         * @description Every API token, newest first: kind, name, owner, scopes, the first characters of the secret, who made it and when, its expiry, when and from where it was last used, and whether it was revoked. Never the secret.
         */
        get: operations["getAdminApiTokens"];
        put?: never;
        /**
         * Create an API token
         * @description kind personal acts as the calling admin (their groups now), narrowed by scopes; kind service is a named service account that may do only what its scopes allow (read, actions, ingest, cmdb). expiresAt (epoch ms) is at most API_TOKEN_MAX_DAYS ahead (the default). Answers 201 with the secret, which is shown only this once; only its hash is stored.
         */
        post: operations["postAdminApiTokens"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/admin/api-tokens/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke an API token
         * @description The token is refused from now on; its row stays in the list with who revoked it and when. Revoking again answers the token unchanged. 404 for an unknown id.
         */
        delete: operations["deleteAdminApiTokensById"];
        options?: never;
        head?: never;
        /**
         * Change when an API token expires
         * @description expiresAt (epoch ms): a time now or past expires the token at once (stored as now). 404 for an unknown id, 409 for a revoked token.
         */
        patch: operations["patchAdminApiTokensById"];
        trace?: never;
    };
    "/api/v1.0/admin/feeds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Feed health
         * @description Per feed (traps, syslog, alertmanager, ingest-alerts) its counters (received, parsed, stored, refused, dropped, unknown sources, alerts raised and cleared) and when they last moved; the pollers’ polls of the last minute, their durations, overdue, unreachable and credential-refused devices; the newest sources no device matches, with what each last sent.
         */
        get: operations["getAdminFeeds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/user/api-tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My API tokens
         * @description The personal API tokens the caller owns, newest first, as Admin → API Tokens lists them. Never the secret.
         */
        get: operations["getUserApiTokens"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/user/api-tokens/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke one of my API tokens
         * @description As DELETE /admin/api-tokens/{id}, for the caller's own personal tokens only, whatever their roles: 404 for an id that is not one of the caller's personal tokens.
         */
        delete: operations["deleteUserApiTokensById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/cradlepoint": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Cradlepoint routers as every source reports them
         * @description The Troubleshooting view: one row per router with the ECM API, CPE SSH and carrier API fields side by side (a full outer join: ECM and SSH on the MAC, the carrier line on the phone number ECM reports), so a router a source lacks and a line no router matched show too. Every row by default (the viewer filters in the browser); offset and limit page the list for an API client, total counts every row.
         */
        get: operations["getCradlepoint"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/cradlepoint/ssh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Cradlepoint routers as read over SSH
         * @description What the CPE itself reports over SSH: device id (its host name), MAC, LAN IP and LAN port. Routers SSH could not reach are absent. Every row by default (the viewer filters in the browser); offset and limit page the list for an API client, total counts every row.
         */
        get: operations["getCradlepointSsh"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/cradlepoint/ecm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Cradlepoint routers as ECM reports them
         * @description What Cradlepoint's ECM (NetCloud Manager) API reports: router id, name, MAC, modem phone number and data usage of the billing cycle in MB. Every row by default (the viewer filters in the browser); offset and limit page the list for an API client, total counts every row.
         */
        get: operations["getCradlepointEcm"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/cradlepoint/carrier": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Cellular lines as the carrier reports them
         * @description What the cellular carrier's API reports of each line: phone number, SIM ICCID, carrier and billed usage of the cycle in MB. Every row by default (the viewer filters in the browser); offset and limit page the list for an API client, total counts every row.
         */
        get: operations["getCradlepointCarrier"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/ibsearch/hostname": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Infoblox hostname search
         * @description Host records whose name matches search_query. Text is a case-insensitive regular expression (PostgreSQL ~*); an invalid one is a 400 naming search_query. Read-only; at most 1000 rows, total counts every match.
         */
        get: operations["getIbsearchHostname"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/ibsearch/ipaddr": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Infoblox ipaddr search
         * @description Host records holding an address that matches search_query: a full IPv4/IPv6 address exactly, a CIDR the addresses inside it, IP-like text (at least two IPv4 octets or three IPv6 groups, by the help) as a prefix, anything else as a regex. Text is a case-insensitive regular expression (PostgreSQL ~*); an invalid one is a 400 naming search_query. Read-only; at most 1000 rows, total counts every match.
         */
        get: operations["getIbsearchIpaddr"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/ibsearch/comment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Infoblox comment search
         * @description Host records whose comment matches search_query. Text is a case-insensitive regular expression (PostgreSQL ~*); an invalid one is a 400 naming search_query. Read-only; at most 1000 rows, total counts every match.
         */
        get: operations["getIbsearchComment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/ibsearch/owner": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Infoblox owner search
         * @description Host records whose owner ('IPPlan UserID') or owner group ('Owner Group') matches search_query. Text is a case-insensitive regular expression (PostgreSQL ~*); an invalid one is a 400 naming search_query. Read-only; at most 1000 rows, total counts every match.
         */
        get: operations["getIbsearchOwner"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/ibsearch/subnet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Infoblox subnet search
         * @description Networks of every view: those holding a full address, inside a CIDR, starting with IP-like text, or whose network text matches a regex. Text is a case-insensitive regular expression (PostgreSQL ~*); an invalid one is a 400 naming search_query. Read-only; at most 1000 rows, total counts every match.
         */
        get: operations["getIbsearchSubnet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/ibsearch/iprange": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Infoblox IP range of networks
         * @description Every host address of the networks search_query names (as the subnet search reads it), in network_view when given, of status_filter (ALL, USED, UNUSED, CONFLICT, PENDING; default ALL). An address no record holds is UNUSED; IPv6 networks list held addresses only. Text is a case-insensitive regular expression (PostgreSQL ~*); an invalid one is a 400 naming search_query. Read-only; at most 1000 rows, total counts every match.
         */
        get: operations["getIbsearchIprange"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/ingest/devices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create or update devices by name (inventory import)
         * @description Upserts devices by name with the contract's device fields (not state, rsUpdatedAt, elementName or the PAM fields: they follow alerts and schedules), plus snmpCredential (a stored credential's name; '' or null removes the device's SNMP settings) and snmpPort (1-65535, default 161). A new device starts Normal. memberOf keys (NETWORK_TYPE:name) set its groups. `retire: true` retires the device instead; a retired name sent again comes back. Body: a JSON array (Content-Type application/json) or NDJSON (application/x-ndjson: one object a line, blank lines skipped), at most 100,000 rows. A body that is not rows of the right JSON types (bad JSON, a bad NDJSON line, a row that is not an object, a string for a number field...) is a 400 naming line and field, and nothing is written. Rows of the right types with wrong values (missing key, unknown field, too long, duplicate key in the call...) are rejected one by one and listed in errors with their line (array position or NDJSON line) and field; the other rows are written. One transaction and one audit entry a call. An absent field keeps its stored value on update and is empty on create; null clears it. ?dryRun=true answers the same counts and writes nothing. A repeated call answers all unchanged.
         */
        post: operations["postIngestDevices"];
        /**
         * Retire devices by name
         * @description Takes the devices out of the fleet: active alerts are cleared into the archive, group membership goes, the row is kept aside; archived alerts, change log, audit and syslog keep the name. An already retired name counts as unchanged, a name of no device is rejected (line = its position in names). One transaction and one audit entry a call.
         */
        delete: operations["deleteIngestDevices"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/ingest/locations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create or update locations by customerLocationId
         * @description Upserts the sites devices name in customerLocationId (address, city, stateUSA, zip, latitude, longitude, plsiteid); `retire: true` deletes one. Body: a JSON array (Content-Type application/json) or NDJSON (application/x-ndjson: one object a line, blank lines skipped), at most 100,000 rows. A body that is not rows of the right JSON types (bad JSON, a bad NDJSON line, a row that is not an object, a string for a number field...) is a 400 naming line and field, and nothing is written. Rows of the right types with wrong values (missing key, unknown field, too long, duplicate key in the call...) are rejected one by one and listed in errors with their line (array position or NDJSON line) and field; the other rows are written. One transaction and one audit entry a call. An absent field keeps its stored value on update and is empty on create; null clears it. ?dryRun=true answers the same counts and writes nothing. A repeated call answers all unchanged.
         */
        post: operations["postIngestLocations"];
        /**
         * Delete locations
         * @description Deletes the locations named in customerLocationIds. Unknown keys count as unchanged. One transaction and one audit entry a call.
         */
        delete: operations["deleteIngestLocations"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/ingest/groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create or update device groups by networkType and name
         * @description Upserts groups (key NETWORK_TYPE:name, what devices carry in memberOf): lowLevelGroup (parent group or long name), deviceQuery (Lucene; default memberOf:"KEY"), thresholdPercent (0-100, default 20), snmpCredential and snmpPort for members without their own. A new group takes in the devices that already name it. `retire: true` deletes the group (its key leaves its devices' memberOf; its network events go with it). Body: a JSON array (Content-Type application/json) or NDJSON (application/x-ndjson: one object a line, blank lines skipped), at most 100,000 rows. A body that is not rows of the right JSON types (bad JSON, a bad NDJSON line, a row that is not an object, a string for a number field...) is a 400 naming line and field, and nothing is written. Rows of the right types with wrong values (missing key, unknown field, too long, duplicate key in the call...) are rejected one by one and listed in errors with their line (array position or NDJSON line) and field; the other rows are written. One transaction and one audit entry a call. An absent field keeps its stored value on update and is empty on create; null clears it. ?dryRun=true answers the same counts and writes nothing. A repeated call answers all unchanged.
         */
        post: operations["postIngestGroups"];
        /**
         * Delete device groups
         * @description Deletes the groups named by networkType and name. Unknown keys count as unchanged. One transaction and one audit entry a call.
         */
        delete: operations["deleteIngestGroups"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/ingest/group-members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add or remove group members
         * @description Rows {networkType, group, device} add the device to the group (its memberOf gains the key); `retire: true` removes it. ?replace=true makes each group named in the call have exactly the call's members. An unknown group or device rejects the row. created counts memberships added, retired those removed. Body: a JSON array (Content-Type application/json) or NDJSON (application/x-ndjson: one object a line, blank lines skipped), at most 100,000 rows. A body that is not rows of the right JSON types (bad JSON, a bad NDJSON line, a row that is not an object, a string for a number field...) is a 400 naming line and field, and nothing is written. Rows of the right types with wrong values (missing key, unknown field, too long, duplicate key in the call...) are rejected one by one and listed in errors with their line (array position or NDJSON line) and field; the other rows are written. One transaction and one audit entry a call. An absent field keeps its stored value on update and is empty on create; null clears it. ?dryRun=true answers the same counts and writes nothing. A repeated call answers all unchanged.
         */
        post: operations["postIngestGroupMembers"];
        /**
         * Remove group members
         * @description Removes the memberships {networkType, group, device} listed in members. Unknown keys count as unchanged. One transaction and one audit entry a call.
         */
        delete: operations["deleteIngestGroupMembers"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/es/device/syslog": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A device's syslog messages, newest first
         * @description Messages the syslog receiver stored for device_name (UDP/TCP, RFC 5424 and 3164), filtered by a Lucene query over the syslog fields (time, severity 0-7, facility 0-23, host, app, procId, msgId, message, structuredData, sourceIp, transport, format; 400 naming an unknown field), sorted on any of them (default time desc) and paged with offset and limit.
         */
        get: operations["getEsDeviceSyslog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/ingest/snmp-credentials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * SNMP credentials, without their secrets
         * @description Each credential with its version, v3 level and user, last change, and the devices and groups that use it.
         */
        get: operations["getIngestSnmpCredentials"];
        /**
         * Create or replace SNMP credentials by name
         * @description An array of credentials: {name, version: '2c', community} or {name, version: '3', user, level, authProtocol, authKey, privProtocol, privKey} (the protocols and keys the level needs). Secrets are stored encrypted and never answered. A credential that breaks a rule is a 400 naming body/<index>/<field>, and nothing is written.
         */
        put: operations["putIngestSnmpCredentials"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/ingest/snmp-credentials/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete an unused SNMP credential
         * @description Answers the deleted credential (without secrets). 409 while a device or group uses it, 404 for an unknown name.
         */
        delete: operations["deleteIngestSnmpCredentialsByName"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/live/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The live change stream of the open views
         * @description Server-Sent Events over fetch (issue 20): the changes of the views a tab shows, pushed as they commit on any API process. Send 'Accept: text/event-stream' (else 406) and the views; the answer is text/event-stream: `hello` {resumed, process} first (resumed=false after a lastEventId whose changes are no longer held: refetch every view); `changes` {views: {<viewId>: {keys} | {many: true}}} with id = the last change included, at most one per 500 ms, {many: true} past 50 keys; `resync` (changes were lost: refetch every view); `reauth` shortly before the token expires (reopen with the renewed token, and the last id); a `: ping` comment every 15 s. The stream ends, without an event, within seconds of its token's sign-out or revocation on any API process (a reopen answers 401). A view id given twice or a devices query that does not parse is a 400 naming the field.
         */
        post: operations["postLiveStream"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/maintenance/windows": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Maintenance windows with their next occurrences
         * @description Windows running or ahead (all=true: finished ones too), soonest first, each with its status, its next occurrences (occurrences, default 5) and how many devices it holds PAM suspended.
         */
        get: operations["getMaintenanceWindows"];
        put?: never;
        /**
         * Create a maintenance window
         * @description A 400 names the field (`field`) and says what is wrong; a target query that does not compile is a 400 naming target. The change is written to the audit log.
         */
        post: operations["postMaintenanceWindows"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/maintenance/windows/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One maintenance window
         * @description The window with its status, next occurrences and how many devices it holds PAM suspended; 404 when there is none.
         */
        get: operations["getMaintenanceWindowsById"];
        /**
         * Change a maintenance window
         * @description The whole window as edited, with the version it was read at: another stored version is a 409 with the current window. A running occurrence follows the new definition at the scheduler’s next tick.
         */
        put: operations["putMaintenanceWindowsById"];
        post?: never;
        /**
         * Delete a maintenance window
         * @description Deletes the window read at `version` (else 409) and removes the PAM schedules it created (not those operators made or edited).
         */
        delete: operations["deleteMaintenanceWindowsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/maintenance/windows/{id}/end": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End the running occurrence now
         * @description Cuts the occurrence under way short and releases its devices; the next occurrences still run. 409 when the version differs or no occurrence is running.
         */
        post: operations["postMaintenanceWindowsByIdEnd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/maintenance/impact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Impact preview of a window before it is saved
         * @description For a target and (optionally) the window’s times: devices and distinct customers it covers, devices by Device Type, those with active network events, its overlaps with other windows in the next year, and its next occurrences.
         */
        post: operations["postMaintenanceImpact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/saved-views": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's saved views and the shared ones
         * @description The caller's own views (private and shared) and every user's shared views, by screen path then name; path limits them to one screen. Another user's private view is never listed.
         */
        get: operations["getSavedViews"];
        put?: never;
        /**
         * Save a view
         * @description Stores the view (name, visibility private or shared, the screen path and its URL search string) as the caller's and answers it (201) with its id and version 1. A blank name, a path not starting with / or a search not starting with ? is a 400 naming the field; a name the caller already uses on that screen is a 409. The audit log records it.
         */
        post: operations["postSavedViews"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/saved-views/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Rename, share or change a saved view
         * @description Changes the name, visibility or search of one of the caller's views. version is the one read: another stored version is a 409 with the current view. Another user's view is a 403 (shared) or 404 (private); an unknown id 404.
         */
        put: operations["putSavedViewsById"];
        post?: never;
        /**
         * Delete a saved view
         * @description Deletes one of the caller's views (an admin may delete anyone's shared view) and answers it. When version is given, another stored version is a 409. 404 for an unknown id or another user's private view.
         */
        delete: operations["deleteSavedViewsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/search/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Customers whose id contains the text (at least 3 characters), prefix matches first
         * @description Customer ids (the devices' nmd) containing query, those starting with it first, each with its device count; up to limit (default 10).
         */
        get: operations["getSearchCustomers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/alerts/{id}/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An alert's workflow and its notes
         * @description The alert (active or archived) with who acknowledged it, its owner and version, and its notes oldest first.
         */
        get: operations["getAlertsByIdNotes"];
        put?: never;
        /**
         * Add a note to an alert
         * @description Adds the caller's note to the alert's thread, active or archived (a hand-over remark after it cleared). version is the workflowVersion read: another stored version is a 409 with the alert as stored now.
         */
        post: operations["postAlertsByIdNotes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/alerts/{id}/acknowledge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Acknowledge an alert
         * @description Marks the active alert acknowledged by the caller, now; a note, when given, joins its thread. version is the workflowVersion read (es/alerts answers it): another stored version (acknowledged, assigned or noted by someone else, or cleared) is a 409 with the alert as stored now. A cleared alert is a 409.
         */
        post: operations["postAlertsByIdAcknowledge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/alerts/{id}/unacknowledge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take an alert's acknowledgement back
         * @description The active alert is unacknowledged again; a note, when given, says why. version is the workflowVersion read (es/alerts answers it): another stored version (acknowledged, assigned or noted by someone else, or cleared) is a 409 with the alert as stored now. A cleared alert is a 409.
         */
        post: operations["postAlertsByIdUnacknowledge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/alerts/{id}/owner": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Take or assign an alert
         * @description Gives the active alert to a user (their nickname; the caller's own to take it) or to nobody (''). version is the workflowVersion read (es/alerts answers it): another stored version (acknowledged, assigned or noted by someone else, or cleared) is a 409 with the alert as stored now.
         */
        put: operations["putAlertsByIdOwner"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/alerts/acknowledge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Acknowledge many alerts, or take their acknowledgement back
         * @description Each alert is named with the workflowVersion read. In one transaction, each is changed, unchanged (already so), a conflict (another version, or cleared) or not found: the answer counts them and gives each alert as stored after the call. The note, when given, joins the thread of every alert changed. One audit entry names them all.
         */
        post: operations["postAlertsAcknowledge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        ErrorAnswer: {
            statusCode: number;
            /** @description the HTTP reason phrase */
            error: string;
            /** @description what went wrong; names the field for bad input */
            message: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getWeatherRadarByZByXByYPng: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                z: string;
                x: string;
                y: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the 256×256 PNG tile */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    postIngestAlertmanager: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description payload version; "4" is the one Alertmanager sends */
                    version: string;
                    groupKey?: string;
                    truncatedAlerts?: number;
                    status: "firing" | "resolved";
                    receiver?: string;
                    /** @description label name -> value */
                    groupLabels?: {
                        [key: string]: string;
                    };
                    /** @description label name -> value */
                    commonLabels?: {
                        [key: string]: string;
                    };
                    /** @description label name -> value */
                    commonAnnotations?: {
                        [key: string]: string;
                    };
                    externalURL?: string;
                    alerts: {
                        status: "firing" | "resolved";
                        /** @description label name -> value */
                        labels: {
                            [key: string]: string;
                        };
                        /** @description label name -> value */
                        annotations?: {
                            [key: string]: string;
                        };
                        startsAt?: string;
                        endsAt?: string;
                        generatorURL?: string;
                        fingerprint?: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description firing alerts that opened a new alert */
                        raised: number;
                        /** @description firing alerts that re-notified an active alert */
                        notified: number;
                        /** @description resolved alerts that cleared (archived) an active alert */
                        cleared: number;
                        /** @description resolved alerts with no active alert to clear */
                        unchanged: number;
                        unknownDevice: {
                            /** @description the alert's position in the call */
                            index: number;
                            event: string;
                            /** @description the label value or device key tried; null when the alert named no device */
                            device: string | null;
                        }[];
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    postIngestAlerts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description device name or management IP */
                    device: string;
                    /** @description event name, e.g. 'HighCpu' */
                    event: string;
                    /** @description 1 Critical, 2 Major, 3 Minor, 4 Unknown, 5 Normal */
                    severity: number;
                    text: string;
                    state: "open" | "clear";
                    /** @description ISO 8601 or epoch milliseconds */
                    time: string | number;
                    /** @description part of the device; two instances are two alerts */
                    instance?: string;
                    /** @description the sending monitor; default 'INGEST' */
                    source?: string;
                    /** @description Device Details' External/Internal selector; default External for availability and link events (Unreachable, LinkDown), else Internal */
                    visibility?: "External" | "Internal";
                } | {
                    /** @description device name or management IP */
                    device: string;
                    /** @description event name, e.g. 'HighCpu' */
                    event: string;
                    /** @description 1 Critical, 2 Major, 3 Minor, 4 Unknown, 5 Normal */
                    severity: number;
                    text: string;
                    state: "open" | "clear";
                    /** @description ISO 8601 or epoch milliseconds */
                    time: string | number;
                    /** @description part of the device; two instances are two alerts */
                    instance?: string;
                    /** @description the sending monitor; default 'INGEST' */
                    source?: string;
                    /** @description Device Details' External/Internal selector; default External for availability and link events (Unreachable, LinkDown), else Internal */
                    visibility?: "External" | "Internal";
                }[];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        raised: number;
                        notified: number;
                        cleared: number;
                        /** @description 'clear' items with no active alert to clear */
                        unchanged: number;
                        /** @description items not applied (unknown device); the others were */
                        errors: {
                            index: number;
                            device: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    postIngestMetricsRemoteWrite: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description snappy-compressed protobuf WriteRequest */
        requestBody: {
            content: {
                "application/x-protobuf": string;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description points in the body */
                        points: number;
                        /** @description samples stored on devices (counters become rates from their second point on) */
                        stored: number;
                        /** @description points of a known device whose metric name the console does not store */
                        unmapped: number;
                        /** @description device label values that named no device (first 20); their points are not stored and the Feeds screen lists them */
                        unknownDevices: string[];
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    postIngestMetrics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description lines of the text exposition format */
        requestBody: {
            content: {
                "text/plain": string;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description points in the body */
                        points: number;
                        /** @description samples stored on devices (counters become rates from their second point on) */
                        stored: number;
                        /** @description points of a known device whose metric name the console does not store */
                        unmapped: number;
                        /** @description device label values that named no device (first 20); their points are not stored and the Feeds screen lists them */
                        unknownDevices: string[];
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getEsDevicesAll: {
        parameters: {
            query?: {
                query?: string;
                sort?: string;
                order?: "asc" | "desc";
                offset?: number;
                limit?: number;
                /** @description The previous page's nextCursor (same query, sort and order): the page then starts right after that page's last row, found by key rather than by skipping offset rows. offset still names the first row of this page. */
                search_after?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            name: string;
                            elementName: string | null;
                            model: string | null;
                            productCode: string | null;
                            productCategory: string | null;
                            productType: string | null;
                            productFamily: string | null;
                            productGroup: string | null;
                            state: number | null;
                            siteTypeDescription: string | null;
                            className: string | null;
                            nmd: string | null;
                            nocid: string | null;
                            dmnType: string | null;
                            pamDiscoveryState: string | null;
                            provisionStatus: string | null;
                            hnsService: string | null;
                            discovered: boolean | null;
                            rsUpdatedAt: number | null;
                            poller: string | null;
                            oldPoller: string | null;
                            sam: string | null;
                            seedip: string | null;
                            gwid: string | null;
                            gwidDivCurrent: string | null;
                            vpgw: string | null;
                            managementIp: string | null;
                            lanIp: string | null;
                            dataCenter: string | null;
                            diuSerialNum: string | null;
                            vendor: string | null;
                            napSource: string | null;
                            provider: string | null;
                            han: string | null;
                            cpehan: string | null;
                            aaCfOpermode: number | null;
                            aaVirtualSiteId: string | null;
                            eitService_Mode: string | null;
                            userdef1: string | null;
                            userdef2: string | null;
                            assetId: string | null;
                            hnsLocationID: string | null;
                            hnsCompanyID: string | null;
                            hnsParentCompanyID: string | null;
                            customerLocationId: string | null;
                            plsiteid: string | null;
                            psiteid: string | null;
                            stateUSA: string | null;
                            zip: string | null;
                            latitude: number | null;
                            longitude: number | null;
                            vadbPrimaryPhoneNumber: string | null;
                            vadbBackupPhoneNumber: string | null;
                            hNS_VADBStatus: string | null;
                            lasttesttime: number | null;
                            lasttestresults: string | null;
                            discoveredFirstAt: number | null;
                            discoveredLastAt: number | null;
                            discoveryDescription: string | null;
                            pamSuspended: boolean | null;
                            pamSuspendStartDate: number | null;
                            pamSuspendEndDate: number | null;
                            firmwareVersion: string | null;
                            softwareVersion: string | null;
                            accessMode: string | null;
                            isManaged: boolean | null;
                            isMonitored: boolean | null;
                            imei: string | null;
                            mdn: string | null;
                            timezone: string | null;
                            vlan: string | null;
                            vdomEnabled: boolean | null;
                            hanValidation: string | null;
                            description: string | null;
                            satName: string | null;
                            beamid: string | null;
                            dslProvider: string | null;
                            dslType: string | null;
                            subCustomerId: string | null;
                            memberOf: string[] | null;
                            primaryNapSource: string | null;
                            backupNapSource: string | null;
                            transportAdminStatus: string | null;
                            transportOperStatus: string | null;
                            transportInUse: string | null;
                            natIp1: string | null;
                            natIp2: string | null;
                            serviceType: string | null;
                            serviceId: string | null;
                            orgName: string | null;
                            em7StackId: number | null;
                            em7DeviceId: number | null;
                        }[];
                        total: number;
                        totalRelation?: "eq" | "gte";
                        /** @description The planner's estimate of all matches when total is a lower bound */
                        totalEstimate?: number;
                        /** @description Send as search_after (with offset + limit) to get the next page by key; absent on the last page */
                        nextCursor?: string;
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getEsDevicesSummary: {
        parameters: {
            query?: {
                query?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            total: number;
                            critical: number;
                            major: number;
                            minor: number;
                            unknown: number;
                            normal: number;
                        } & {
                            data: {
                                total: number;
                                critical: number;
                                major: number;
                                minor: number;
                                unknown: number;
                                normal: number;
                            };
                        };
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getEsAlerts: {
        parameters: {
            query?: {
                query?: string;
                sort?: string;
                order?: "asc" | "desc";
                offset?: number;
                limit?: number;
                /** @description The previous page's nextCursor (same query, sort and order): the page then starts right after that page's last row, found by key rather than by skipping offset rows. offset still names the first row of this page. */
                search_after?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id?: number | null;
                            name: string;
                            severity: number;
                            active: boolean;
                            elementName?: string | null;
                            elementDisplayName?: string | null;
                            elementClassName?: string | null;
                            instanceName?: string | null;
                            instanceDisplayName?: string | null;
                            eventName?: string | null;
                            eventDisplayName?: string | null;
                            eventText?: string | null;
                            description?: string | null;
                            eventState?: string | null;
                            eventType?: string | null;
                            category?: string | null;
                            certainty?: number | null;
                            acknowledged?: boolean | null;
                            ackedBy?: string | null;
                            ackedAt?: number | null;
                            noteCount?: number | null;
                            workflowVersion?: number | null;
                            isProblem?: boolean | null;
                            isRoot?: boolean | null;
                            isProcessed?: boolean | null;
                            inMaintenance?: boolean | null;
                            impact?: number | null;
                            owner?: string | null;
                            source?: string | null;
                            sourceDomainName?: string | null;
                            state?: string | null;
                            troubleTicketID?: string | null;
                            visibility?: string | null;
                            createdAt?: number | null;
                            lastNotifiedAt?: number | null;
                            changedAt?: number | null;
                            clearedAt?: number | null;
                            willExpireAt?: number | null;
                            count?: number | null;
                            duration?: number | null;
                            clearDuration?: number | null;
                            userDefined1?: string | null;
                            userDefined2?: string | null;
                            userDefined3?: string | null;
                            userDefined4?: string | null;
                            userDefined5?: string | null;
                            userDefined6?: string | null;
                            userDefined7?: string | null;
                            userDefined8?: string | null;
                            userDefined9?: string | null;
                            userDefined10?: string | null;
                            nmd?: string | null;
                            className?: string | null;
                            classDisplayName?: string | null;
                            productCode?: string | null;
                            productCategory?: string | null;
                            productFamily?: string | null;
                            productGroup?: string | null;
                            productType?: string | null;
                            vendor?: string | null;
                            managementIp?: string | null;
                            napSource?: string | null;
                            provider?: string | null;
                            dataCenter?: string | null;
                            gwid?: string | null;
                            han?: string | null;
                            hanSiteName?: string | null;
                            hnsCompanyID?: string | null;
                            hnsLocationID?: string | null;
                            hnsParentCompanyID?: string | null;
                            customerLocationId?: string | null;
                            plsiteid?: string | null;
                            siteTypeDescription?: string | null;
                            stateUSA?: string | null;
                            zip?: string | null;
                            satName?: string | null;
                            beamid?: string | null;
                            channelid?: string | null;
                            dslProvider?: string | null;
                            dslType?: string | null;
                            discovered?: boolean | null;
                            aaCfOpermode?: number | null;
                            aaVirtualSiteId?: string | null;
                            assetId?: string | null;
                            subCustomerId?: string | null;
                            systemRedundancyGroup?: string | null;
                            rsDatasource?: string | null;
                            rsInsertedAt?: number | null;
                            rsUpdatedAt?: number | null;
                            memberOf?: string[] | null;
                        }[];
                        total: number;
                        totalRelation?: "eq" | "gte";
                        /** @description The planner's estimate of all matches when total is a lower bound */
                        totalEstimate?: number;
                        /** @description Send as search_after (with offset + limit) to get the next page by key; absent on the last page */
                        nextCursor?: string;
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getEsHistoricalAlerts: {
        parameters: {
            query?: {
                query?: string;
                sort?: string;
                order?: "asc" | "desc";
                offset?: number;
                limit?: number;
                /** @description The previous page's nextCursor (same query, sort and order): the page then starts right after that page's last row, found by key rather than by skipping offset rows. offset still names the first row of this page. */
                search_after?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id?: number | null;
                            name: string;
                            severity: number;
                            active: boolean;
                            elementName?: string | null;
                            elementDisplayName?: string | null;
                            elementClassName?: string | null;
                            instanceName?: string | null;
                            instanceDisplayName?: string | null;
                            eventName?: string | null;
                            eventDisplayName?: string | null;
                            eventText?: string | null;
                            description?: string | null;
                            eventState?: string | null;
                            eventType?: string | null;
                            category?: string | null;
                            certainty?: number | null;
                            acknowledged?: boolean | null;
                            ackedBy?: string | null;
                            ackedAt?: number | null;
                            noteCount?: number | null;
                            workflowVersion?: number | null;
                            isProblem?: boolean | null;
                            isRoot?: boolean | null;
                            isProcessed?: boolean | null;
                            inMaintenance?: boolean | null;
                            impact?: number | null;
                            owner?: string | null;
                            source?: string | null;
                            sourceDomainName?: string | null;
                            state?: string | null;
                            troubleTicketID?: string | null;
                            visibility?: string | null;
                            createdAt?: number | null;
                            lastNotifiedAt?: number | null;
                            changedAt?: number | null;
                            clearedAt?: number | null;
                            willExpireAt?: number | null;
                            count?: number | null;
                            duration?: number | null;
                            clearDuration?: number | null;
                            userDefined1?: string | null;
                            userDefined2?: string | null;
                            userDefined3?: string | null;
                            userDefined4?: string | null;
                            userDefined5?: string | null;
                            userDefined6?: string | null;
                            userDefined7?: string | null;
                            userDefined8?: string | null;
                            userDefined9?: string | null;
                            userDefined10?: string | null;
                            nmd?: string | null;
                            className?: string | null;
                            classDisplayName?: string | null;
                            productCode?: string | null;
                            productCategory?: string | null;
                            productFamily?: string | null;
                            productGroup?: string | null;
                            productType?: string | null;
                            vendor?: string | null;
                            managementIp?: string | null;
                            napSource?: string | null;
                            provider?: string | null;
                            dataCenter?: string | null;
                            gwid?: string | null;
                            han?: string | null;
                            hanSiteName?: string | null;
                            hnsCompanyID?: string | null;
                            hnsLocationID?: string | null;
                            hnsParentCompanyID?: string | null;
                            customerLocationId?: string | null;
                            plsiteid?: string | null;
                            siteTypeDescription?: string | null;
                            stateUSA?: string | null;
                            zip?: string | null;
                            satName?: string | null;
                            beamid?: string | null;
                            channelid?: string | null;
                            dslProvider?: string | null;
                            dslType?: string | null;
                            discovered?: boolean | null;
                            aaCfOpermode?: number | null;
                            aaVirtualSiteId?: string | null;
                            assetId?: string | null;
                            subCustomerId?: string | null;
                            systemRedundancyGroup?: string | null;
                            rsDatasource?: string | null;
                            rsInsertedAt?: number | null;
                            rsUpdatedAt?: number | null;
                            memberOf?: string[] | null;
                        }[];
                        total: number;
                        totalRelation?: "eq" | "gte";
                        /** @description The planner's estimate of all matches when total is a lower bound */
                        totalEstimate?: number;
                        /** @description Send as search_after (with offset + limit) to get the next page by key; absent on the last page */
                        nextCursor?: string;
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getActionDevicesPamSuspend: {
        parameters: {
            query?: {
                device_names?: string;
                active?: boolean;
                sort?: "device_name" | "status" | "start_time" | "end_time" | "info" | "schedule_type" | "user";
                order?: "asc" | "desc";
                offset?: number;
                limit?: number;
                /** @description 'empty': a single device without a schedule answers 200 with no rows instead of 404 */
                missing?: "empty";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            device_name: string;
                            status: "sched" | "pendsus" | "sus" | "expired";
                            /** @description unix seconds */
                            start_time: number;
                            /** @description unix seconds */
                            end_time: number;
                            info: string;
                            schedule_type: string;
                            user: string;
                            /** @description changes on every write of the device's schedule (create, edit); send it back as expected_version / version so a write over a schedule you have not seen is refused (409) */
                            version: number;
                        }[];
                        total: number;
                        totalRelation?: "eq" | "gte";
                        /** @description The planner's estimate of all matches when total is a lower bound */
                        totalEstimate?: number;
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    postActionDevicesPamSuspend: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    schedule_type?: "device";
                    device_name: string;
                    info?: string | null;
                    /** @description unix seconds */
                    start_time?: number | null;
                    /** @description unix seconds */
                    end_time?: number | null;
                    user?: string | null;
                    /** @description the version of the device's schedule this client saw; absent or 0: it saw none. A schedule not yet ended with another version refuses the whole call (409) */
                    expected_version?: number;
                }[] | {
                    /** @enum {string} */
                    schedule_type?: "device";
                    device_name: string;
                    info?: string | null;
                    /** @description unix seconds */
                    start_time?: number | null;
                    /** @description unix seconds */
                    end_time?: number | null;
                    user?: string | null;
                    /** @description the version of the device's schedule this client saw; absent or 0: it saw none. A schedule not yet ended with another version refuses the whole call (409) */
                    expected_version?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            device_name: string;
                            status: "sched" | "pendsus" | "sus" | "expired";
                            /** @description unix seconds */
                            start_time: number;
                            /** @description unix seconds */
                            end_time: number;
                            info: string;
                            schedule_type: string;
                            user: string;
                            /** @description changes on every write of the device's schedule (create, edit); send it back as expected_version / version so a write over a schedule you have not seen is refused (409) */
                            version: number;
                        }[];
                        total: number;
                        totalRelation?: "eq" | "gte";
                        /** @description The planner's estimate of all matches when total is a lower bound */
                        totalEstimate?: number;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        statusCode: 409;
                        error: string;
                        message: string;
                        current: {
                            device_name: string;
                            status: "sched" | "pendsus" | "sus" | "expired";
                            /** @description unix seconds */
                            start_time: number;
                            /** @description unix seconds */
                            end_time: number;
                            info: string;
                            schedule_type: string;
                            user: string;
                            /** @description changes on every write of the device's schedule (create, edit); send it back as expected_version / version so a write over a schedule you have not seen is refused (409) */
                            version: number;
                        }[];
                    };
                };
            };
        };
    };
    deleteActionDevicesPamSuspend: {
        parameters: {
            query: {
                device_names: string;
                user_name?: string;
                active?: boolean;
                /** @description comma-separated versions aligned with device_names (an empty entry is not checked); a different stored version answers 409 */
                versions?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        device_names: string[];
                        removed: number;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        statusCode: 409;
                        error: string;
                        message: string;
                        current: {
                            device_name: string;
                            status: "sched" | "pendsus" | "sus" | "expired";
                            /** @description unix seconds */
                            start_time: number;
                            /** @description unix seconds */
                            end_time: number;
                            info: string;
                            schedule_type: string;
                            user: string;
                            /** @description changes on every write of the device's schedule (create, edit); send it back as expected_version / version so a write over a schedule you have not seen is refused (409) */
                            version: number;
                        }[];
                    };
                };
            };
        };
    };
    postActionDevicesPamSuspendBatch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description unix seconds: when the operator pressed Save. Each row's window is checked against it; it must lie within 120 s before and 60 s after the server's clock */
                    requested_at: number;
                    items: {
                        /** @enum {string} */
                        schedule_type?: "device";
                        device_name: string;
                        info?: string | null;
                        /** @description unix seconds */
                        start_time?: number | null;
                        /** @description unix seconds */
                        end_time?: number | null;
                        user?: string | null;
                        /** @description the version of the device's schedule this client saw; absent or 0: it saw none. A schedule not yet ended with another version refuses the whole call (409) */
                        expected_version?: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        requested_at: number;
                        /** @description the schedules written (created or replaced), as stored */
                        created: {
                            device_name: string;
                            status: "sched" | "pendsus" | "sus" | "expired";
                            /** @description unix seconds */
                            start_time: number;
                            /** @description unix seconds */
                            end_time: number;
                            info: string;
                            schedule_type: string;
                            user: string;
                            /** @description changes on every write of the device's schedule (create, edit); send it back as expected_version / version so a write over a schedule you have not seen is refused (409) */
                            version: number;
                        }[];
                        /** @description the rows not written, in the order sent */
                        refused: {
                            device_name: string;
                            /** @description why the row was not written: the form's message, 'Device not found', or who changed it since it was read */
                            reason: string;
                            current?: {
                                device_name: string;
                                status: "sched" | "pendsus" | "sus" | "expired";
                                /** @description unix seconds */
                                start_time: number;
                                /** @description unix seconds */
                                end_time: number;
                                info: string;
                                schedule_type: string;
                                user: string;
                                /** @description changes on every write of the device's schedule (create, edit); send it back as expected_version / version so a write over a schedule you have not seen is refused (409) */
                                version: number;
                            };
                        }[];
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    putActionDevicesPamSuspendByDeviceName: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                device_name: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    info?: string | null;
                    /** @description unix seconds */
                    start_time?: number | null;
                    /** @description unix seconds */
                    end_time?: number | null;
                    user?: string | null;
                    /** @description the version this client read; another stored version answers 409. Absent: no check */
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        device_name: string;
                        status: "sched" | "pendsus" | "sus" | "expired";
                        /** @description unix seconds */
                        start_time: number;
                        /** @description unix seconds */
                        end_time: number;
                        info: string;
                        schedule_type: string;
                        user: string;
                        /** @description changes on every write of the device's schedule (create, edit); send it back as expected_version / version so a write over a schedule you have not seen is refused (409) */
                        version: number;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        statusCode: 409;
                        error: string;
                        message: string;
                        current: {
                            device_name: string;
                            status: "sched" | "pendsus" | "sus" | "expired";
                            /** @description unix seconds */
                            start_time: number;
                            /** @description unix seconds */
                            end_time: number;
                            info: string;
                            schedule_type: string;
                            user: string;
                            /** @description changes on every write of the device's schedule (create, edit); send it back as expected_version / version so a write over a schedule you have not seen is refused (409) */
                            version: number;
                        }[];
                    };
                };
            };
        };
    };
    deleteActionDevicesPamSuspendByDeviceName: {
        parameters: {
            query?: {
                /** @description the version this client read; another stored version answers 409. Absent: no check */
                version?: number;
                user_name?: string;
                active?: boolean;
            };
            header?: never;
            path: {
                device_name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        device_names: string[];
                        removed: number;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        statusCode: 409;
                        error: string;
                        message: string;
                        current: {
                            device_name: string;
                            status: "sched" | "pendsus" | "sus" | "expired";
                            /** @description unix seconds */
                            start_time: number;
                            /** @description unix seconds */
                            end_time: number;
                            info: string;
                            schedule_type: string;
                            user: string;
                            /** @description changes on every write of the device's schedule (create, edit); send it back as expected_version / version so a write over a schedule you have not seen is refused (409) */
                            version: number;
                        }[];
                    };
                };
            };
        };
    };
    getActionDevicePing: {
        parameters: {
            query: {
                device_name: string;
                ping_type?: "lan" | "mgmt";
                /** @description one of 5, 10, 25, 50 */
                num_pings?: 5 | 10 | 25 | 50;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            device_name: string;
                            ping_type: string;
                            packets_sent: number;
                            packets_received: number;
                            packet_loss: number;
                            rtt_min: number | null;
                            rtt_avg: number | null;
                            rtt_max: number | null;
                            pings: {
                                "# Ping": number;
                                RTT: number | null;
                            }[];
                        };
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getActionDeviceSupport: {
        parameters: {
            query: {
                deviceName: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deviceName: string;
                        answeredBy: "simulator" | "device";
                        refused: {
                            action: string;
                            reason: string;
                        }[];
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getActionDevicePingOrCurrentStatus: {
        parameters: {
            query: {
                device_name: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            device_name: string;
                            ping: {
                                device_name: string;
                                ping_type: string;
                                packets_sent: number;
                                packets_received: number;
                                packet_loss: number;
                                rtt_min: number | null;
                                rtt_avg: number | null;
                                rtt_max: number | null;
                                pings: {
                                    "# Ping": number;
                                    RTT: number | null;
                                }[];
                            };
                            error?: string;
                            status: {
                                san: string;
                                model: string;
                                serialNumber: string;
                                softwareVersion: string;
                                state: "Online" | "Offline";
                                gatewayId: string;
                                beamId: string;
                                managementIp: string;
                                lanIp: string;
                                uptime: number | null;
                            };
                            stats: {
                                downlinkEsNo: number | null;
                                uplinkEsNo: number | null;
                                uplinkPowerBackoff: number | null;
                                delay: number | null;
                                rxPackets: number;
                                txPackets: number;
                                rxBytes: number;
                                txBytes: number;
                            };
                        };
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getActionDevicePingOrCurrentStatusFortiManager: {
        parameters: {
            query: {
                device_name: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            device_name: string;
                            ping: {
                                device_name: string;
                                ping_type: string;
                                packets_sent: number;
                                packets_received: number;
                                packet_loss: number;
                                rtt_min: number | null;
                                rtt_avg: number | null;
                                rtt_max: number | null;
                                pings: {
                                    "# Ping": number;
                                    RTT: number | null;
                                }[];
                            };
                            error?: string;
                            status: {
                                hostname: string;
                                serialNumber: string;
                                model: string;
                                firmwareVersion: string;
                                connStatus: "up" | "down";
                                confStatus: "insync" | "outofsync" | "unknown";
                                haMode: string;
                                cpu: number | null;
                                memory: number | null;
                                memoryTotal: number;
                                sessions: number | null;
                                uptime: number | null;
                                lastCheckin: string;
                            };
                        };
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getActionDevicePingOrCurrentStatusEdgeHa: {
        parameters: {
            query: {
                device_name: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            device_name: string;
                            ping: {
                                device_name: string;
                                ping_type: string;
                                packets_sent: number;
                                packets_received: number;
                                packet_loss: number;
                                rtt_min: number | null;
                                rtt_avg: number | null;
                                rtt_max: number | null;
                                pings: {
                                    "# Ping": number;
                                    RTT: number | null;
                                }[];
                            };
                            error?: string;
                            name: string;
                            hns_primeSanRole: "Active" | "Standby" | "Unknown";
                            serialNumber: string;
                            modelNumber: string;
                            hns_primeSanState: string;
                            lastContact: string;
                            hns_backupSan: string;
                            hns_backupSanRole: "Active" | "Standby" | "Unknown";
                            hns_backupSanState: string;
                            haSerialNumber: string;
                            haLastContact: string;
                            systemUpSince: string | null;
                            hns_hasHA: boolean;
                            links: {
                                interface: string;
                                displayName: string;
                                ipAddress: string;
                                state: string;
                                serviceState: string;
                                vpnState: string;
                                lastActive: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getActionDevicePingOrCurrentStatusMeraki: {
        parameters: {
            query: {
                device_name: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            device_name: string;
                            ping: {
                                device_name: string;
                                ping_type: string;
                                packets_sent: number;
                                packets_received: number;
                                packet_loss: number;
                                rtt_min: number | null;
                                rtt_avg: number | null;
                                rtt_max: number | null;
                                pings: {
                                    "# Ping": number;
                                    RTT: number | null;
                                }[];
                            };
                            error?: string;
                            device: {
                                name: string;
                                serial: string;
                                model: string;
                                mac: string;
                                networkId: string;
                                status: "online" | "alerting" | "offline";
                                lanIp: string;
                                publicIp: string;
                                firmware: string;
                                lastReportedAt: string;
                            };
                            uplinks: {
                                interface: string;
                                status: string;
                                ip: string;
                                gateway: string;
                                publicIp: string;
                                dns: string[];
                            }[];
                        };
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getActionDevicePingOrCurrentStatusVeloCloud: {
        parameters: {
            query: {
                device_name: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            device_name: string;
                            ping: {
                                device_name: string;
                                ping_type: string;
                                packets_sent: number;
                                packets_received: number;
                                packet_loss: number;
                                rtt_min: number | null;
                                rtt_avg: number | null;
                                rtt_max: number | null;
                                pings: {
                                    "# Ping": number;
                                    RTT: number | null;
                                }[];
                            };
                            error?: string;
                            edge: {
                                name: string;
                                edgeState: "CONNECTED" | "DEGRADED" | "OFFLINE";
                                serialNumber: string;
                                modelNumber: string;
                                softwareVersion: string;
                                activationState: string;
                                lastContact: string;
                                systemUpSince: string | null;
                            };
                            links: {
                                interface: string;
                                displayName: string;
                                ipAddress: string;
                                state: "STABLE" | "UNSTABLE" | "DISCONNECTED";
                                vpnState: "STABLE" | "DEAD";
                                latencyMs: number | null;
                                lossPct: number | null;
                            }[];
                        };
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getActionDevicePingOrCurrentStatusFortilan: {
        parameters: {
            query: {
                device_name: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            device_name: string;
                            ping: {
                                device_name: string;
                                ping_type: string;
                                packets_sent: number;
                                packets_received: number;
                                packet_loss: number;
                                rtt_min: number | null;
                                rtt_avg: number | null;
                                rtt_max: number | null;
                                pings: {
                                    "# Ping": number;
                                    RTT: number | null;
                                }[];
                            };
                            error?: string;
                            deviceType: "FortiSwitch" | "FortiAP";
                            name: string;
                            model: string;
                            status: string;
                            serial: string;
                            localIp: string;
                            remoteIp: string;
                            mac: string;
                            connectTime: number | null;
                            osVer: string;
                            firmwareStatus: string;
                            cpuUsage: number | null;
                            memoryUsage: number | null;
                            pcbTemp: number | null;
                            ports: {
                                port: string;
                                status: "up" | "down";
                                speed: string;
                                vlan: number;
                                poe?: string;
                            }[];
                            radios: {
                                radio: string;
                                band: string;
                                channel: number;
                                txPower: number;
                                clients: number;
                                status: "up" | "down";
                            }[];
                        };
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getActionDevicePingOrCurrentStatusHughesApe: {
        parameters: {
            query: {
                device_name: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            device_name: string;
                            ping: {
                                device_name: string;
                                ping_type: string;
                                packets_sent: number;
                                packets_received: number;
                                packet_loss: number;
                                rtt_min: number | null;
                                rtt_avg: number | null;
                                rtt_max: number | null;
                                pings: {
                                    "# Ping": number;
                                    RTT: number | null;
                                }[];
                            };
                            error?: string;
                            model: string;
                            serialNumber: string;
                            firmwareVersion: string;
                            status: "Online" | "Offline";
                            inputVoltage: number | null;
                            outlets: {
                                outlet_number: number;
                                name: string;
                                status: "on" | "off";
                            }[];
                        };
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getActionDevicePingOrCurrentStatusWattbox: {
        parameters: {
            query: {
                device_name: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            device_name: string;
                            ping: {
                                device_name: string;
                                ping_type: string;
                                packets_sent: number;
                                packets_received: number;
                                packet_loss: number;
                                rtt_min: number | null;
                                rtt_avg: number | null;
                                rtt_max: number | null;
                                pings: {
                                    "# Ping": number;
                                    RTT: number | null;
                                }[];
                            };
                            error?: string;
                            model: string;
                            serialNumber: string;
                            firmwareVersion: string;
                            status: "Online" | "Offline";
                            outlets: {
                                number: number;
                                name: string;
                                status: "on" | "off";
                                current: number;
                                voltage: number;
                            }[];
                        };
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getActionDevicePingOrCurrentStatusAwms: {
        parameters: {
            query: {
                device_name: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            device_name: string;
                            ping: {
                                device_name: string;
                                ping_type: string;
                                packets_sent: number;
                                packets_received: number;
                                packet_loss: number;
                                rtt_min: number | null;
                                rtt_avg: number | null;
                                rtt_max: number | null;
                                pings: {
                                    "# Ping": number;
                                    RTT: number | null;
                                }[];
                            };
                            error?: string;
                            player: {
                                name: string;
                                model: string;
                                serialNumber: string;
                                status: "Online" | "Offline";
                                osVersion: string;
                                appVersion: string;
                                lastCheckIn: string;
                                currentPlaylist: string | null;
                                storageFreeMb: number | null;
                                displayPower: "on" | "off" | "unknown";
                            };
                        };
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getActionDevicePingEcm: {
        parameters: {
            query: {
                device_name: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            device_name: string;
                            ping: {
                                device_name: string;
                                ping_type: string;
                                packets_sent: number;
                                packets_received: number;
                                packet_loss: number;
                                rtt_min: number | null;
                                rtt_avg: number | null;
                                rtt_max: number | null;
                                pings: {
                                    "# Ping": number;
                                    RTT: number | null;
                                }[];
                            };
                            error?: string;
                            device: {
                                name: string;
                                productName: string;
                                serialNumber: string;
                                mac: string;
                                firmwareVersion: string;
                                state: "online" | "offline";
                                lastContact: string;
                            };
                            uplinks: {
                                interface: string;
                                type: "ethernet" | "lte";
                                gateway: string;
                                ip: string;
                                ipAssignedBy: string;
                                publicIp: string;
                                DNS: string[];
                                status: "connected" | "disconnected" | "standby";
                                apn?: string;
                                iccid?: string;
                                carrier?: string;
                                rssi?: number;
                                rsrp?: number;
                                rsrq?: number;
                                sinr?: number;
                                signalStrength?: number;
                            }[];
                            location: {
                                latitude: number;
                                longitude: number;
                                accuracy: number;
                                updatedAt: string;
                            } | null;
                        };
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getActionDevicePingInterfaces: {
        parameters: {
            query: {
                device_name: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            device_name: string;
                            ping: {
                                device_name: string;
                                ping_type: string;
                                packets_sent: number;
                                packets_received: number;
                                packet_loss: number;
                                rtt_min: number | null;
                                rtt_avg: number | null;
                                rtt_max: number | null;
                                pings: {
                                    "# Ping": number;
                                    RTT: number | null;
                                }[];
                            };
                            error?: string;
                            details: {
                                hostname: string;
                                model: string;
                                serialNumber: string;
                                iosVersion: string;
                                managementIp: string;
                                status: "up" | "down";
                                uptime: number | null;
                            };
                            ports: {
                                interface: string;
                                description: string;
                                status: "connected" | "notconnect" | "disabled";
                                vlan: number;
                                speed: string;
                                duplex: string;
                                mac: string | null;
                                vendor: string | null;
                            }[];
                        };
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getActionDevicePingIp: {
        parameters: {
            query: {
                device_name: string;
                /** @description IP Address: an IPv4 address */
                ip: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            device_name: string;
                            ping_type: string;
                            packets_sent: number;
                            packets_received: number;
                            packet_loss: number;
                            rtt_min: number | null;
                            rtt_avg: number | null;
                            rtt_max: number | null;
                            pings: {
                                "# Ping": number;
                                RTT: number | null;
                            }[];
                            ip: string;
                        };
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getActionDeviceInterfaceStatus: {
        parameters: {
            query: {
                device_name: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            device_name: string;
                            interfaces: {
                                interface: string;
                                description: string;
                                adminStatus: "up" | "down";
                                operStatus: "up" | "down";
                            }[];
                            error?: string;
                        };
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getActionDeviceArpCache: {
        parameters: {
            query: {
                device_name: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            device_name: string;
                            entries: {
                                interface: string;
                                ip: string;
                                mac: string;
                                vendor: string;
                            }[];
                            error?: string;
                        };
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getActionDeviceTraceroute: {
        parameters: {
            query: {
                device_name: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: string;
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getActionDeviceClientSessions: {
        parameters: {
            query: {
                device_name: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            device_name: string;
                            sessions: {
                                mac: string;
                                ipv4_address: string;
                                hostname: string;
                                hardware_vendor: string;
                                os_name: string;
                                detected_interface: string;
                                ssid: string | null;
                                vlan: number;
                                is_online: boolean;
                                last_seen: number;
                                tx_bytes: number;
                                rx_bytes: number;
                            }[];
                            error?: string;
                        };
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getActionDeviceClearDhcpLease: {
        parameters: {
            query: {
                device_name: string;
                /** @description Target IP: an IPv4 address */
                target_ip: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            message: string;
                            status: "success" | "failure";
                        };
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getActionDeviceResetWattboxOutlet: {
        parameters: {
            query: {
                device_name: string;
                /** @description Outlet number: one of the device's outlets */
                outlet: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            message: string;
                            status: "success" | "failure";
                        };
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getActionDeviceResetHughesApeOutlet: {
        parameters: {
            query: {
                device_name: string;
                /** @description Outlet number: one of the device's outlets */
                outlet: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            message: string;
                            status: "success" | "failure";
                        };
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getActionDeviceGetPepBackbones: {
        parameters: {
            query: {
                device_name: string;
                /** @description Backbone number, 0 to 7 */
                backbone: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            device_name: string;
                            backbone: number;
                            state: "UP" | "DOWN";
                            peerIp: string;
                            connections: {
                                id: number;
                                state: string;
                                localPort: number;
                                remotePort: number;
                                txBytes: number;
                                rxBytes: number;
                                rttMs: number | null;
                            }[];
                            error?: string;
                        };
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getActionDeviceHardNic: {
        parameters: {
            query: {
                device_name: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            interface: string;
                            admin: "up" | "down";
                            status: "up" | "down";
                            speed: string;
                            duplex: string;
                            mac: string;
                        }[];
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getActionDeviceRebootPolycom: {
        parameters: {
            query: {
                device_name: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            message: string;
                            status: "success" | "failure";
                        };
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getActionDeviceRestartPolycom: {
        parameters: {
            query: {
                device_name: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            message: string;
                            status: "success" | "failure";
                        };
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getActionDeviceResetHughes: {
        parameters: {
            query: {
                device_name: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            message: string;
                            status: "success" | "failure";
                        };
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getActionDeviceRebootHughes: {
        parameters: {
            query: {
                device_name: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            message: string;
                            status: "success" | "failure";
                        };
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getActionDeviceInitiateVadb: {
        parameters: {
            query: {
                device_name: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            message: string;
                            status: "success" | "failure";
                        };
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getActionDeviceTerminateVadb: {
        parameters: {
            query: {
                device_name: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            message: string;
                            status: "success" | "failure";
                        };
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getActionDeviceRebootFortigate: {
        parameters: {
            query: {
                device_name: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            message: string;
                            status: "success" | "failure";
                        };
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getActionDeviceClearArpCisco: {
        parameters: {
            query: {
                device_name: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            message: string;
                            status: "success" | "failure";
                        };
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getActionDeviceClearMacCisco: {
        parameters: {
            query: {
                device_name: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            message: string;
                            status: "success" | "failure";
                        };
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getActionDeviceRebootCisco: {
        parameters: {
            query: {
                device_name: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            message: string;
                            status: "success" | "failure";
                        };
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getActionDeviceRebootEcm: {
        parameters: {
            query: {
                device_name: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            message: string;
                            status: "success" | "failure";
                        };
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getWattboxDeviceAllOutletsConfig: {
        parameters: {
            query: {
                device_name: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        outlets: {
                            number: number;
                            name: string;
                        }[];
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getActionDevicesDiscover: {
        parameters: {
            query: {
                /** @description comma-separated device names */
                device_names: string;
                /** @description false answers the current state without running discovery */
                rundisco?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        action: string;
                        results: {
                            device_name: string;
                            status: "success" | "failure";
                            message: string;
                            discovered: boolean;
                            discoveredFirstAt: string | null;
                            discoveredLastAt: string | null;
                            discoveryDescription: string | null;
                        }[];
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getActionDevicesRediscover: {
        parameters: {
            query: {
                /** @description comma-separated device names */
                device_names: string;
                /** @description false answers the current state without running discovery */
                rundisco?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        action: string;
                        results: {
                            device_name: string;
                            status: "success" | "failure";
                            message: string;
                            discovered: boolean;
                            discoveredFirstAt: string | null;
                            discoveredLastAt: string | null;
                            discoveryDescription: string | null;
                        }[];
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getActionDevicePacketCapture: {
        parameters: {
            query: {
                device_name: string;
                /** @description IPv4 to capture on; the device management IP when left out */
                management_ip?: string;
                /** @description customer id (recorded) */
                nmd?: string;
                /** @description who asked (recorded; the audit log uses the signed-in nickname) */
                user_name?: string;
                /** @description interface, default 'any' */
                interface?: string;
                /** @description one of 2, 3, 5, 6: sets the bytes kept per packet (128, 256, 1514, 65535) */
                verbose_level?: 2 | 3 | 5 | 6;
                max_packets?: number;
                /** @description IPv4 addresses, comma or space separated */
                host_filter?: string;
                /** @description ports, comma or space separated (keeps TCP and UDP) */
                port_filter?: string;
                /** @description tcp, udp, icmp, arp; comma or space separated */
                protocol_filter?: string;
                /** @description tcpdump subset: tcp udp icmp arp, host A, src A, dst A, port N, and, or */
                custom_filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        file_name: string;
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getActionDevicePacketCaptureAa: {
        parameters: {
            query: {
                device_name: string;
                /** @description IPv4 to capture on; the device management IP when left out */
                management_ip?: string;
                /** @description who asked (recorded) */
                user_name?: string;
                /** @description seconds: 10, 20, 30, 60, 120 or 240 */
                duration?: 10 | 20 | 30 | 60 | 120 | 240;
                protocol?: "all" | "allip" | "alludp" | "nonip" | "icmp" | "tcp";
                ip_type?: "host" | "source" | "destination";
                /** @description optional IPv4 the capture is narrowed to */
                ip_address?: string;
                /** @description optional port 1-65535 */
                port?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        file_name: string;
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getActionDevicePacketCaptureDownload: {
        parameters: {
            query: {
                file_name: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the pcap file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.tcpdump.pcap": string;
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    postActionDevicesByAction: {
        parameters: {
            query: {
                /** @description comma-separated device names */
                device_names: string;
            };
            header?: never;
            path: {
                action: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        action: string;
                        results: {
                            device_name: string;
                            status: "success" | "failure";
                            detail: {
                                [key: string]: unknown;
                            };
                        }[];
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getUserMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sub: string;
                        name: string;
                        nickname: string;
                        email: string;
                        picture: string;
                        role: string;
                        groups: string[];
                        isAdmin: boolean;
                        /** @description roles from the groups (docs/security.md) */
                        roles: ("viewer" | "operator" | "engineer" | "cmdb-editor" | "ingest" | "admin")[];
                        /** @description what the roles allow, narrowed by the scopes */
                        permissions: ("read" | "troubleshoot" | "pam" | "acknowledge" | "secured-actions" | "cmdb-write" | "ingest" | "admin")[];
                        /** @description the token's scopes (service accounts, API tokens); null for a person's sign-in, which is not narrowed */
                        scopes: ("read" | "actions" | "ingest" | "cmdb")[] | null;
                        tokenKind: "session" | "service" | "api-token" | "webhook";
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    postUserLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getAdminAuditLog: {
        parameters: {
            query?: {
                /** @description Lucene query over the audit fields (user, sub, address, action, target, device, outcome, requestId, at) */
                q?: string;
                /** @description at (default), id, user, address, action, target, outcome or requestId */
                sort?: string;
                order?: "asc" | "desc";
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            /** @description epoch milliseconds */
                            at: number;
                            userName: string;
                            actorSub: string | null;
                            /** @description the verified token's nickname: who really acted */
                            actorName: string;
                            apiToken: string | null;
                            action: string;
                            deviceNames: string[];
                            outcome: string;
                            detail: unknown;
                            requestId: string | null;
                            address: string | null;
                            target: string | null;
                            /** @description record changes: the values before and after (null for actions) */
                            changes: {
                                before: unknown;
                                after: unknown;
                            } | null;
                        }[];
                        total: number;
                        totalRelation?: "eq" | "gte";
                        /** @description The planner's estimate of all matches when total is a lower bound */
                        totalEstimate?: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
        };
    };
    getAdminAuditLogExport: {
        parameters: {
            query?: {
                /** @description Lucene query over the audit fields (user, sub, address, action, target, device, outcome, requestId, at) */
                q?: string;
                /** @description at (default), id, user, address, action, target, outcome or requestId */
                sort?: string;
                order?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the entries as CSV, a header line first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
        };
    };
    getApgDbObjectDataWithFilter: {
        parameters: {
            query: {
                /** @description window start, epoch seconds (inclusive) */
                start_timestamp: number;
                /** @description window end, epoch seconds (exclusive) */
                end_timestamp: number;
                /** @description 0 (raw samples), 3600, 86400 or 604800 */
                period: 0 | 3600 | 86400 | 604800;
                /** @description clauses joined by &: device=='NAME' or group=='NETWORK_TYPE:NAME' (exactly one), and name=='SERIES' with alternatives joined by | (name=='latency'|'packetLoss'). Values in single quotes, \ escapes ' and \. Device series: latency, packetLoss, throughput, throughputIn, throughputOut, cpu, memory, signal, sinr, apUsage, apUsers, delay, downlinkEsNo, uplinkEsNo, uplinkPowerBackoff; a real device's per-instance series: ifIn, ifOut, ifErrors, ifDiscards, storage followed by :INTERFACE or :MOUNT (ifIn:eth0). Group series: Total, Impacted, maxperc, threshold. */
                filter_expression: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            name: string;
                            label: string;
                            metrics: string[];
                            series_labels: string[];
                            filter_expression: string;
                            avg_data: {
                                /** @description MM/DD/YYYY HH:mm:ss, UTC */
                                date_string: string;
                                value: number;
                                /** @description epoch seconds of the point (bucket start) */
                                timestamp: number;
                            }[];
                        }[];
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getApgDbDeviceSeries: {
        parameters: {
            query: {
                device_name: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description the series' name in filter_expression (latency, ifIn:eth0, storage:/) */
                            name: string;
                            label: string;
                            unit: string;
                        }[];
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getEsDeviceTsJupiterEnt: {
        parameters: {
            query: {
                device_name: string;
                /** @description epoch seconds */
                start_time: number;
                /** @description epoch seconds */
                end_time: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            deviceid: string;
                            /** @description ISO 8601 time of the sample */
                            created_at: string;
                            delay: number | null;
                            downlinkEsNo: number | null;
                            uplinkEsNo: number | null;
                            uplinkPowerBackoff: number | null;
                        }[];
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getActionDeviceGraphAp: {
        parameters: {
            query: {
                graph_type: "usage" | "users";
                noc_id?: string;
                /** @description the access point device name */
                ap_id: string;
                /** @description epoch seconds; the chart runs from here to now */
                start_time: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description image/svg+xml */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/svg+xml": string;
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getReportsLink: {
        parameters: {
            query: {
                report: string;
                device_name: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        url: string;
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getLaunchUiLink: {
        parameters: {
            query: {
                /** @description the device whose management UI opens */
                device_name: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        url: string;
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getOracleDeviceDmnDevice: {
        parameters: {
            query: {
                device_name: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            [key: string]: string | number | boolean | null | string[];
                        };
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getOracleDeviceEitDevice: {
        parameters: {
            query: {
                device_name: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            [key: string]: string | number | boolean | null | string[];
                        };
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getOracleDeviceHtsDevice: {
        parameters: {
            query: {
                device_name: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            [key: string]: string | number | boolean | null | string[];
                        };
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getOracleDeviceActiveDevice: {
        parameters: {
            query: {
                device_name: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            [key: string]: string | number | boolean | null | string[];
                        };
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getSmartsDeviceAdditionalDetails: {
        parameters: {
            query: {
                name: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            [key: string]: string | number | boolean | null | string[];
                        };
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getDeviceDeviceDetails: {
        parameters: {
            query: {
                device_id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Device */
                            device: {
                                name?: string | null;
                                elementName?: string | null;
                                model?: string | null;
                                productCode?: string | null;
                                productCategory?: string | null;
                                productType?: string | null;
                                productFamily?: string | null;
                                productGroup?: string | null;
                                state?: number | null;
                                siteTypeDescription?: string | null;
                                className?: string | null;
                                nmd?: string | null;
                                nocid?: string | null;
                                dmnType?: string | null;
                                pamDiscoveryState?: string | null;
                                provisionStatus?: string | null;
                                hnsService?: string | null;
                                discovered?: boolean | null;
                                rsUpdatedAt?: number | null;
                                poller?: string | null;
                                oldPoller?: string | null;
                                sam?: string | null;
                                seedip?: string | null;
                                gwid?: string | null;
                                gwidDivCurrent?: string | null;
                                vpgw?: string | null;
                                managementIp?: string | null;
                                lanIp?: string | null;
                                dataCenter?: string | null;
                                diuSerialNum?: string | null;
                                vendor?: string | null;
                                napSource?: string | null;
                                provider?: string | null;
                                han?: string | null;
                                cpehan?: string | null;
                                aaCfOpermode?: number | null;
                                aaVirtualSiteId?: string | null;
                                eitService_Mode?: string | null;
                                userdef1?: string | null;
                                userdef2?: string | null;
                                assetId?: string | null;
                                hnsLocationID?: string | null;
                                hnsCompanyID?: string | null;
                                hnsParentCompanyID?: string | null;
                                customerLocationId?: string | null;
                                plsiteid?: string | null;
                                psiteid?: string | null;
                                stateUSA?: string | null;
                                zip?: string | null;
                                latitude?: number | null;
                                longitude?: number | null;
                                vadbPrimaryPhoneNumber?: string | null;
                                vadbBackupPhoneNumber?: string | null;
                                hNS_VADBStatus?: string | null;
                                lasttesttime?: number | null;
                                lasttestresults?: string | null;
                                discoveredFirstAt?: number | null;
                                discoveredLastAt?: number | null;
                                discoveryDescription?: string | null;
                                pamSuspended?: boolean | null;
                                pamSuspendStartDate?: number | null;
                                pamSuspendEndDate?: number | null;
                                firmwareVersion?: string | null;
                                softwareVersion?: string | null;
                                accessMode?: string | null;
                                isManaged?: boolean | null;
                                isMonitored?: boolean | null;
                                imei?: string | null;
                                mdn?: string | null;
                                timezone?: string | null;
                                vlan?: string | null;
                                vdomEnabled?: boolean | null;
                                hanValidation?: string | null;
                                description?: string | null;
                                satName?: string | null;
                                beamid?: string | null;
                                dslProvider?: string | null;
                                dslType?: string | null;
                                subCustomerId?: string | null;
                                memberOf?: string[] | null;
                                primaryNapSource?: string | null;
                                backupNapSource?: string | null;
                                transportAdminStatus?: string | null;
                                transportOperStatus?: string | null;
                                transportInUse?: string | null;
                                natIp1?: string | null;
                                natIp2?: string | null;
                                serviceType?: string | null;
                                serviceId?: string | null;
                                orgName?: string | null;
                                em7StackId?: number | null;
                                em7DeviceId?: number | null;
                            };
                            location: {
                                customerLocationId: string;
                                address: string | null;
                                city: string | null;
                                stateUSA: string | null;
                                zip: string | null;
                                latitude: number | null;
                                longitude: number | null;
                                plsiteid: string | null;
                            } | null;
                            neighbor_devices: {
                                data: {
                                    name: string;
                                    model: string | null;
                                    productCode: string | null;
                                    productCategory: string | null;
                                    state: number | null;
                                    poller: string | null;
                                }[];
                            };
                            device_groups: {
                                group: string;
                                network_type: string;
                                name: string;
                                low_level_group: string | null;
                                impacted_text: string;
                                impacted_data: number[];
                                total_data: number[];
                                threshold_data: number[];
                            }[];
                            eit_device_details: {
                                [key: string]: string | number | boolean | null | string[];
                            };
                            dmn_device_details: {
                                [key: string]: string | number | boolean | null | string[];
                            };
                            hts_device_details: {
                                [key: string]: string | number | boolean | null | string[];
                            };
                            active_devices: {
                                [key: string]: string | number | boolean | null | string[];
                            };
                            network_events: {
                                name: string;
                                impact: number;
                                caseId: string;
                                startTime: number;
                            }[];
                            additional_details: {
                                [key: string]: string | number | boolean | null | string[];
                            };
                            available_actions: {
                                trouble_shooting_actions: {
                                    action: string;
                                    label: string;
                                }[];
                                advanced_actions: {
                                    action: string;
                                    label: string;
                                }[];
                                performance_graphs: {
                                    action: string;
                                    label: string;
                                }[];
                                han_reports: {
                                    action: string;
                                    label: string;
                                }[];
                                usage_reports: {
                                    action: string;
                                    label: string;
                                }[];
                                secure_actions: {
                                    action: string;
                                    label: string;
                                }[];
                                csr_tools: {
                                    action: string;
                                    label: string;
                                }[];
                            };
                        };
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getEsDevicesSearch: {
        parameters: {
            query: {
                field?: "name";
                query: string;
                all_fields?: boolean;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            [key: string]: unknown;
                        }[];
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getEsNetworkEvents: {
        parameters: {
            query?: {
                active?: boolean;
                query?: string;
                sort?: string;
                order?: "asc" | "desc";
                offset?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            impact: number;
                            caseId: string;
                            startTime: number;
                            endTime: number | null;
                            active: boolean;
                        }[];
                        total: number;
                        totalRelation?: "eq" | "gte";
                        /** @description The planner's estimate of all matches when total is a lower bound */
                        totalEstimate?: number;
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getEsDeviceNetworkEvents: {
        parameters: {
            query: {
                device_name: string;
                active?: boolean;
                query?: string;
                sort?: string;
                order?: "asc" | "desc";
                offset?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            impact: number;
                            caseId: string;
                            startTime: number;
                            endTime: number | null;
                            active: boolean;
                        }[];
                        total: number;
                        totalRelation?: "eq" | "gte";
                        /** @description The planner's estimate of all matches when total is a lower bound */
                        totalEstimate?: number;
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getEsImpactedDevices: {
        parameters: {
            query: {
                device_group: string;
                query?: string;
                sort?: string;
                order?: "asc" | "desc";
                offset?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            name: string;
                            state: number | null;
                            nmd: string | null;
                            className: string | null;
                            stateUSA: string | null;
                            napSource: string | null;
                        }[];
                        total: number;
                        totalRelation?: "eq" | "gte";
                        /** @description The planner's estimate of all matches when total is a lower bound */
                        totalEstimate?: number;
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getEsImpactedCustomers: {
        parameters: {
            query: {
                device_group: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            customer: string;
                            device_count: number;
                        }[];
                        total: number;
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getEsDeviceAlerts: {
        parameters: {
            query: {
                device_name: string;
                visibility?: "External" | "Internal";
                query?: string;
                sort?: string;
                order?: "asc" | "desc";
                offset?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id?: number | null;
                            name: string;
                            severity: number;
                            active: boolean;
                            elementName?: string | null;
                            elementDisplayName?: string | null;
                            elementClassName?: string | null;
                            instanceName?: string | null;
                            instanceDisplayName?: string | null;
                            eventName?: string | null;
                            eventDisplayName?: string | null;
                            eventText?: string | null;
                            description?: string | null;
                            eventState?: string | null;
                            eventType?: string | null;
                            category?: string | null;
                            certainty?: number | null;
                            acknowledged?: boolean | null;
                            ackedBy?: string | null;
                            ackedAt?: number | null;
                            noteCount?: number | null;
                            workflowVersion?: number | null;
                            isProblem?: boolean | null;
                            isRoot?: boolean | null;
                            isProcessed?: boolean | null;
                            inMaintenance?: boolean | null;
                            impact?: number | null;
                            owner?: string | null;
                            source?: string | null;
                            sourceDomainName?: string | null;
                            state?: string | null;
                            troubleTicketID?: string | null;
                            visibility?: string | null;
                            createdAt?: number | null;
                            lastNotifiedAt?: number | null;
                            changedAt?: number | null;
                            clearedAt?: number | null;
                            willExpireAt?: number | null;
                            count?: number | null;
                            duration?: number | null;
                            clearDuration?: number | null;
                            userDefined1?: string | null;
                            userDefined2?: string | null;
                            userDefined3?: string | null;
                            userDefined4?: string | null;
                            userDefined5?: string | null;
                            userDefined6?: string | null;
                            userDefined7?: string | null;
                            userDefined8?: string | null;
                            userDefined9?: string | null;
                            userDefined10?: string | null;
                            nmd?: string | null;
                            className?: string | null;
                            classDisplayName?: string | null;
                            productCode?: string | null;
                            productCategory?: string | null;
                            productFamily?: string | null;
                            productGroup?: string | null;
                            productType?: string | null;
                            vendor?: string | null;
                            managementIp?: string | null;
                            napSource?: string | null;
                            provider?: string | null;
                            dataCenter?: string | null;
                            gwid?: string | null;
                            han?: string | null;
                            hanSiteName?: string | null;
                            hnsCompanyID?: string | null;
                            hnsLocationID?: string | null;
                            hnsParentCompanyID?: string | null;
                            customerLocationId?: string | null;
                            plsiteid?: string | null;
                            siteTypeDescription?: string | null;
                            stateUSA?: string | null;
                            zip?: string | null;
                            satName?: string | null;
                            beamid?: string | null;
                            channelid?: string | null;
                            dslProvider?: string | null;
                            dslType?: string | null;
                            discovered?: boolean | null;
                            aaCfOpermode?: number | null;
                            aaVirtualSiteId?: string | null;
                            assetId?: string | null;
                            subCustomerId?: string | null;
                            systemRedundancyGroup?: string | null;
                            rsDatasource?: string | null;
                            rsInsertedAt?: number | null;
                            rsUpdatedAt?: number | null;
                            memberOf?: string[] | null;
                        }[];
                        total: number;
                        totalRelation?: "eq" | "gte";
                        /** @description The planner's estimate of all matches when total is a lower bound */
                        totalEstimate?: number;
                        /** @description Send as search_after (with offset + limit) to get the next page by key; absent on the last page */
                        nextCursor?: string;
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getEsDeviceHistoricalAlerts: {
        parameters: {
            query: {
                device_name: string;
                visibility?: "External" | "Internal";
                query?: string;
                sort?: string;
                order?: "asc" | "desc";
                offset?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id?: number | null;
                            name: string;
                            severity: number;
                            active: boolean;
                            elementName?: string | null;
                            elementDisplayName?: string | null;
                            elementClassName?: string | null;
                            instanceName?: string | null;
                            instanceDisplayName?: string | null;
                            eventName?: string | null;
                            eventDisplayName?: string | null;
                            eventText?: string | null;
                            description?: string | null;
                            eventState?: string | null;
                            eventType?: string | null;
                            category?: string | null;
                            certainty?: number | null;
                            acknowledged?: boolean | null;
                            ackedBy?: string | null;
                            ackedAt?: number | null;
                            noteCount?: number | null;
                            workflowVersion?: number | null;
                            isProblem?: boolean | null;
                            isRoot?: boolean | null;
                            isProcessed?: boolean | null;
                            inMaintenance?: boolean | null;
                            impact?: number | null;
                            owner?: string | null;
                            source?: string | null;
                            sourceDomainName?: string | null;
                            state?: string | null;
                            troubleTicketID?: string | null;
                            visibility?: string | null;
                            createdAt?: number | null;
                            lastNotifiedAt?: number | null;
                            changedAt?: number | null;
                            clearedAt?: number | null;
                            willExpireAt?: number | null;
                            count?: number | null;
                            duration?: number | null;
                            clearDuration?: number | null;
                            userDefined1?: string | null;
                            userDefined2?: string | null;
                            userDefined3?: string | null;
                            userDefined4?: string | null;
                            userDefined5?: string | null;
                            userDefined6?: string | null;
                            userDefined7?: string | null;
                            userDefined8?: string | null;
                            userDefined9?: string | null;
                            userDefined10?: string | null;
                            nmd?: string | null;
                            className?: string | null;
                            classDisplayName?: string | null;
                            productCode?: string | null;
                            productCategory?: string | null;
                            productFamily?: string | null;
                            productGroup?: string | null;
                            productType?: string | null;
                            vendor?: string | null;
                            managementIp?: string | null;
                            napSource?: string | null;
                            provider?: string | null;
                            dataCenter?: string | null;
                            gwid?: string | null;
                            han?: string | null;
                            hanSiteName?: string | null;
                            hnsCompanyID?: string | null;
                            hnsLocationID?: string | null;
                            hnsParentCompanyID?: string | null;
                            customerLocationId?: string | null;
                            plsiteid?: string | null;
                            siteTypeDescription?: string | null;
                            stateUSA?: string | null;
                            zip?: string | null;
                            satName?: string | null;
                            beamid?: string | null;
                            channelid?: string | null;
                            dslProvider?: string | null;
                            dslType?: string | null;
                            discovered?: boolean | null;
                            aaCfOpermode?: number | null;
                            aaVirtualSiteId?: string | null;
                            assetId?: string | null;
                            subCustomerId?: string | null;
                            systemRedundancyGroup?: string | null;
                            rsDatasource?: string | null;
                            rsInsertedAt?: number | null;
                            rsUpdatedAt?: number | null;
                            memberOf?: string[] | null;
                        }[];
                        total: number;
                        totalRelation?: "eq" | "gte";
                        /** @description The planner's estimate of all matches when total is a lower bound */
                        totalEstimate?: number;
                        /** @description Send as search_after (with offset + limit) to get the next page by key; absent on the last page */
                        nextCursor?: string;
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getSplunkCpe: {
        parameters: {
            query: {
                device_name: string;
                nmd?: string;
                sort?: string;
                order?: "asc" | "desc";
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            devname: string;
                            _time: string;
                            cfgpath: string;
                            action: string;
                            user: string;
                            msg: string;
                            ui: string;
                            cfgattr: string;
                        }[];
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getEsLogsApplicationByApp: {
        parameters: {
            query: {
                device_name: string;
                sort?: string;
                order?: "asc" | "desc";
                limit?: number;
            };
            header?: never;
            path: {
                /** @description one of salesforce, ems */
                app: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            [key: string]: string | null;
                        }[];
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getEsGeoMapMarkers: {
        parameters: {
            query: {
                top_left_lat: number;
                top_left_lng: number;
                bottom_right_lat: number;
                bottom_right_lng: number;
                query?: string;
                precision?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            key: string;
                            location: {
                                lat: number;
                                lng: number;
                            };
                            doc_count: number;
                            state: number;
                            states: {
                                critical: number;
                                major: number;
                                minor: number;
                                unknown: number;
                                normal: number;
                            };
                        }[];
                        total: number;
                        truncated: boolean;
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getEsGeoMapDeviceSummary: {
        parameters: {
            query: {
                top_left_lat: number;
                top_left_lng: number;
                bottom_right_lat: number;
                bottom_right_lng: number;
                query?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            total: number;
                            critical: number;
                            major: number;
                            minor: number;
                            unknown: number;
                            normal: number;
                        };
                        total: number;
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getEsGeoMapPowerOutageRealtime: {
        parameters: {
            query: {
                /** @description one of stateName, countyName */
                group_by: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            NAME: string;
                            OUTAGE_COUNT: number;
                            TRACKED_COUNT: number;
                            AVAILABILITY: number;
                            COLOR: string;
                            STATE: string;
                            GEOID: string;
                        }[];
                        updated_at: number;
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getSvnNetworkChart: {
        parameters: {
            query?: {
                network_type?: "All Devices" | "All Datacenters" | "All Customers" | "All Geo Providers" | "All HRGWs" | "All Services" | "All Satellites" | "All Circuits" | "All Locations";
                svn_network_type?: "All Devices" | "All Datacenters" | "All Customers" | "All Geo Providers" | "All HRGWs" | "All Services" | "All Satellites" | "All Circuits" | "All Locations";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            key: string;
                            name: string;
                            device_count: number;
                            impacted_device_count: number;
                            severity: number;
                            query: string;
                            children?: unknown[];
                        };
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getEsServicesHierarchies: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            parentId: string;
                            name: string;
                            displayName: string;
                            numberOfAlerts: number;
                            numberOfDevices: number;
                            alerts: {
                                label: string;
                                value: number;
                            }[];
                            deviceQuery: string;
                            alertQuery: string;
                        }[];
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getEsHasmatDevicesAggregations: {
        parameters: {
            query: {
                query?: string;
                aggregation_field: "nmd";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            nmd: string;
                            device_count: number;
                            device_count_by_state: {
                                label: string;
                                value: number;
                            }[];
                        }[];
                        total: number;
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getEsAlertCount: {
        parameters: {
            query: {
                start_date: string;
                end_date: string;
                interval: "1h" | "1d" | "1M";
                query?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        alert_count: number;
                        alert_counts_by_1h?: {
                            buckets: {
                                key_as_string: string;
                                doc_count: number;
                            }[];
                        };
                        alert_counts_by_1d?: {
                            buckets: {
                                key_as_string: string;
                                doc_count: number;
                            }[];
                        };
                        alert_counts_by_1M?: {
                            buckets: {
                                key_as_string: string;
                                doc_count: number;
                            }[];
                        };
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getEsAlertsTop: {
        parameters: {
            query: {
                field: "elementName" | "nmd";
                size?: number;
                query?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            key: string;
                            doc_count: number;
                            critical: number;
                            major: number;
                            minor: number;
                            unknown: number;
                            normal: number;
                        }[];
                        total: number;
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getNmcSfCases: {
        parameters: {
            query?: {
                status?: "ALL" | "Director Approved and Scheduled" | "Approval Denied" | "Pending Review" | "Passed Review" | "Investigation Open" | "Pending Acceptance" | "Failed QA" | "Resolved or Completed" | "Pending Security Scan" | "MRB Approved" | "Complete - Pending QA" | "Testing" | "In Progress" | "Escalated" | "Build Out Released" | "Pending Customer Verification" | "Assigned" | "Pending Documentation" | "Qualified" | "Troubleshooting" | "EMRB Approved" | "Pending - Customer Confirmation" | "Scheduled" | "Installed" | "Pending Confirmation" | "Hold" | "Failed Review" | "Pending Customer Approval" | "Pending Approval" | "Hold-Awaiting Information" | "Planning" | "Pending Resolution" | "Open - Troubleshooting";
                /** @description From, YYYY-MM-DDTHH:mm:ssZ */
                start_date?: string;
                /** @description To, YYYY-MM-DDTHH:mm:ssZ */
                end_date?: string;
                query?: string;
                sort?: string;
                order?: "asc" | "desc";
                offset?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            case_id?: string | null;
                            case_number?: string | null;
                            case_type?: string | null;
                            case_subtype?: string | null;
                            status?: string | null;
                            hsvc_start_time?: number | null;
                            hsvc_end_time?: number | null;
                            hsvc_service_type?: string | null;
                            subject?: string | null;
                            hsvc_customers_affected?: number | null;
                            hsvc_location?: string | null;
                            hsvc_beams?: string | null;
                        }[];
                        total: number;
                        totalRelation?: "eq" | "gte";
                        /** @description The planner's estimate of all matches when total is a lower bound */
                        totalEstimate?: number;
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getNmcSfActiveNotifications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            case_id?: string | null;
                            case_number?: string | null;
                            case_owner?: string | null;
                            case_type?: string | null;
                            case_subtype?: string | null;
                            status?: string | null;
                            hsvc_service_type?: string | null;
                            subject?: string | null;
                            hsvc_customers_affected?: number | null;
                            last_modified_date?: number | null;
                            last_modified_by_name?: string | null;
                            event_details?: string | null;
                        }[];
                        total: number;
                        totalRelation?: "eq" | "gte";
                        /** @description The planner's estimate of all matches when total is a lower bound */
                        totalEstimate?: number;
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getNmcSfDispatches: {
        parameters: {
            query?: {
                query?: string;
                sort?: string;
                order?: "asc" | "desc";
                offset?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            case_id?: string | null;
                            case_number?: string | null;
                            hsvc_dispatch_support_group?: string | null;
                            hsvc_service_type?: string | null;
                            hsvc_location?: string | null;
                            hsvc_dispatch_blade_type?: string | null;
                            hsvc_dispatch_part?: string | null;
                            hsvc_dispatch_status?: string | null;
                            hsvc_dispatch_schedule_time?: number | null;
                            last_modified_by_name?: string | null;
                        }[];
                        total: number;
                        totalRelation?: "eq" | "gte";
                        /** @description The planner's estimate of all matches when total is a lower bound */
                        totalEstimate?: number;
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getNmcActiveNotifications: {
        parameters: {
            query?: {
                query?: string;
                sort?: string;
                order?: "asc" | "desc";
                offset?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id?: number | null;
                            impacted_group?: string | null;
                            network_type?: string | null;
                            impact?: number | null;
                            impacted_devices?: number | null;
                            total_devices?: number | null;
                            case_number?: string | null;
                            case_status?: string | null;
                            start_time?: number | null;
                        }[];
                        total: number;
                        totalRelation?: "eq" | "gte";
                        /** @description The planner's estimate of all matches when total is a lower bound */
                        totalEstimate?: number;
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getNmcTechSupportTasks: {
        parameters: {
            query?: {
                status?: "ALL" | "Not Started" | "In Progress" | "Waiting on someone else" | "Deferred" | "Completed";
                query?: string;
                sort?: string;
                order?: "asc" | "desc";
                offset?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            task_id?: string | null;
                            case_number?: string | null;
                            subject?: string | null;
                            status?: string | null;
                            priority?: string | null;
                            assigned_to?: string | null;
                            support_group?: string | null;
                            device_name?: string | null;
                            due_date?: number | null;
                            last_modified_date?: number | null;
                        }[];
                        total: number;
                        totalRelation?: "eq" | "gte";
                        /** @description The planner's estimate of all matches when total is a lower bound */
                        totalEstimate?: number;
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getNmcReplacementDispatches: {
        parameters: {
            query?: {
                query?: string;
                sort?: string;
                order?: "asc" | "desc";
                offset?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            case_id?: string | null;
                            case_number?: string | null;
                            hsvc_dispatch_support_group?: string | null;
                            hsvc_location?: string | null;
                            hsvc_dispatch_part?: string | null;
                            rma_number?: string | null;
                            serial_out?: string | null;
                            serial_in?: string | null;
                            hsvc_dispatch_status?: string | null;
                            ship_date?: number | null;
                            tracking_number?: string | null;
                            hsvc_dispatch_schedule_time?: number | null;
                        }[];
                        total: number;
                        totalRelation?: "eq" | "gte";
                        /** @description The planner's estimate of all matches when total is a lower bound */
                        totalEstimate?: number;
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getEsHasmatDevicesSearch: {
        parameters: {
            query: {
                field: "name";
                /** @description At least 3 characters of a device name (case-insensitive prefix, then contains) */
                query: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            name: string;
                            service_type: string | null;
                            service_id: string | null;
                            productCategory: string | null;
                            psiteid: string | null;
                        }[];
                        device_names: string[];
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getEsHasmatDevicesOtherDevices: {
        parameters: {
            query: {
                service_id: string;
                service_type: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            name: string;
                            org_name: string;
                            type: string;
                            ip: string | null;
                            device_id: string;
                        }[];
                        total: number;
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getEm7Events: {
        parameters: {
            query: {
                device_id: number;
                stack_id: number;
                /** @description One of aligned_resource_name, severity, message, user_note, date_last, elapsed_time, notify_count, source, id */
                sort?: string;
                order?: "asc" | "desc";
                offset?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            aligned_resource_name: string;
                            severity: number;
                            message: string;
                            user_note: string | null;
                            date_last: number;
                            elapsed_time: number;
                            notify_count: number;
                            source: string;
                        }[];
                        total: number;
                        totalRelation?: "eq" | "gte";
                        /** @description The planner's estimate of all matches when total is a lower bound */
                        totalEstimate?: number;
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getEm7DeviceByDeviceIdPerformanceDataFgVpnTunnelUpCountData: {
        parameters: {
            query: {
                stack_id: number;
                start_timestamp: number;
                end_timestamp: number;
            };
            header?: never;
            path: {
                device_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            value: number;
                            date_string: string;
                        }[];
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getActionDeviceGetSysArp: {
        parameters: {
            query: {
                device_name: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            data?: {
                                interface: string;
                                ip: string;
                                mac: string;
                                vendor: string;
                            }[];
                            note?: string;
                        };
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getActionDeviceDiagHardwareNicInfo: {
        parameters: {
            query: {
                device_name: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            data?: {
                                interface: string;
                                admin: string;
                                status: string;
                            }[];
                            note?: string;
                        };
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getActionDeviceDiagSysLinkMonitor: {
        parameters: {
            query: {
                device_name: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            data?: {
                                name: string;
                                status: string;
                            }[];
                            note?: string;
                        };
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getActionDeviceGetIpsecTunnelList: {
        parameters: {
            query: {
                device_name: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            data?: {
                                name: string;
                                status: string;
                                ip: string;
                            }[];
                            note?: string;
                        };
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getActionDeviceDiagSwitchControllerDumpClient: {
        parameters: {
            query: {
                device_name: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            data?: {
                                fsw_1_data: {
                                    interface: string;
                                    mac: string;
                                    vendor: string;
                                    vlan: string;
                                }[];
                                fsw_1_serial: string;
                            };
                            note?: string;
                        };
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getSvnSviHughesLocationsHierarchy: {
        parameters: {
            query?: {
                start_timestamp?: number;
                end_timestamp?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: ({
                            location_id: number;
                            name: string | null;
                            street: string | null;
                            suit: string | null;
                            city: string | null;
                            state: string | null;
                            zip: string | null;
                            country: string | null;
                            longitude: number | null;
                            latitude: number | null;
                            primary_poc: string | null;
                            secondary_poc: string | null;
                            primary_phone: string | null;
                            secondary_phone: string | null;
                            owner_company: string | null;
                            contact_info: string | null;
                            t19v_acronym: string | null;
                            supporting_company: string | null;
                            local_facility_contact: string | null;
                            other_shared_services_platforms: string | null;
                            support_differences: string | null;
                            is_osa_established: boolean | null;
                            date_of_production: string | null;
                            launch_ticket_no: string | null;
                            noc_contact: string | null;
                            management_escalation: string | null;
                            is_facility_manned: string | null;
                            hours_of_availability: string | null;
                            access_instructions: string | null;
                            escalation_notes: string | null;
                            ticket_creation_method: string | null;
                            login_info: string | null;
                            backhaul_info: string | null;
                            shipment_instructions: string | null;
                            tog_physical_location: string | null;
                            notes: string | null;
                            /** @description Last change, ISO 8601 */
                            dttm: string;
                            /** @description moves on with every change of the row; send it back with an edit */
                            version: number;
                        } & {
                            name: string;
                            active: boolean;
                            device_count_by_state: {
                                label: string;
                                percent: number;
                                value: number;
                            }[];
                            data_centers: {
                                datacenter_id: number;
                                name: string;
                                active: boolean;
                                services: string[];
                                notes: string | null;
                                device_count_by_state: {
                                    label: string;
                                    percent: number;
                                    value: number;
                                }[];
                                inroutes_device_counts: {
                                    beam_id: string;
                                    device_count: number;
                                }[];
                                service_instances: {
                                    service_instance_id: number;
                                    name: string;
                                    active: boolean;
                                    notes: string | null;
                                    device_count_by_state: {
                                        label: string;
                                        percent: number;
                                        value: number;
                                    }[];
                                }[];
                                inroutes: {
                                    inroute_id: number;
                                    name: string;
                                    active: boolean;
                                    notes: string | null;
                                    device_count_by_state: {
                                        label: string;
                                        percent: number;
                                        value: number;
                                    }[];
                                }[];
                            }[];
                        })[];
                        total: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
        };
    };
    getSvnSviHughesLocations: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                sort?: string;
                order?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            location_id: number;
                            name: string | null;
                            street: string | null;
                            suit: string | null;
                            city: string | null;
                            state: string | null;
                            zip: string | null;
                            country: string | null;
                            longitude: number | null;
                            latitude: number | null;
                            primary_poc: string | null;
                            secondary_poc: string | null;
                            primary_phone: string | null;
                            secondary_phone: string | null;
                            owner_company: string | null;
                            contact_info: string | null;
                            t19v_acronym: string | null;
                            supporting_company: string | null;
                            local_facility_contact: string | null;
                            other_shared_services_platforms: string | null;
                            support_differences: string | null;
                            is_osa_established: boolean | null;
                            date_of_production: string | null;
                            launch_ticket_no: string | null;
                            noc_contact: string | null;
                            management_escalation: string | null;
                            is_facility_manned: string | null;
                            hours_of_availability: string | null;
                            access_instructions: string | null;
                            escalation_notes: string | null;
                            ticket_creation_method: string | null;
                            login_info: string | null;
                            backhaul_info: string | null;
                            shipment_instructions: string | null;
                            tog_physical_location: string | null;
                            notes: string | null;
                            /** @description Last change, ISO 8601 */
                            dttm: string;
                            /** @description moves on with every change of the row; send it back with an edit */
                            version: number;
                        }[];
                        total: number;
                        totalRelation?: "eq" | "gte";
                        /** @description The planner's estimate of all matches when total is a lower bound */
                        totalEstimate?: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
        };
    };
    postSvnSviHughesLocations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The fields of a location. PUT sends the changed fields only; they are merged into the stored row. */
        requestBody: {
            content: {
                "application/json": {
                    name?: string | null;
                    street?: string | null;
                    suit?: string | null;
                    city?: string | null;
                    state?: string | null;
                    zip?: string | null;
                    country?: string | null;
                    longitude?: number | null;
                    latitude?: number | null;
                    primary_poc?: string | null;
                    secondary_poc?: string | null;
                    primary_phone?: string | null;
                    secondary_phone?: string | null;
                    owner_company?: string | null;
                    contact_info?: string | null;
                    t19v_acronym?: string | null;
                    supporting_company?: string | null;
                    local_facility_contact?: string | null;
                    other_shared_services_platforms?: string | null;
                    support_differences?: string | null;
                    is_osa_established?: boolean | null;
                    date_of_production?: string | null;
                    launch_ticket_no?: string | null;
                    noc_contact?: string | null;
                    management_escalation?: string | null;
                    is_facility_manned?: string | null;
                    hours_of_availability?: string | null;
                    access_instructions?: string | null;
                    escalation_notes?: string | null;
                    ticket_creation_method?: string | null;
                    login_info?: string | null;
                    backhaul_info?: string | null;
                    shipment_instructions?: string | null;
                    tog_physical_location?: string | null;
                    notes?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        location_id: number;
                        name: string | null;
                        street: string | null;
                        suit: string | null;
                        city: string | null;
                        state: string | null;
                        zip: string | null;
                        country: string | null;
                        longitude: number | null;
                        latitude: number | null;
                        primary_poc: string | null;
                        secondary_poc: string | null;
                        primary_phone: string | null;
                        secondary_phone: string | null;
                        owner_company: string | null;
                        contact_info: string | null;
                        t19v_acronym: string | null;
                        supporting_company: string | null;
                        local_facility_contact: string | null;
                        other_shared_services_platforms: string | null;
                        support_differences: string | null;
                        is_osa_established: boolean | null;
                        date_of_production: string | null;
                        launch_ticket_no: string | null;
                        noc_contact: string | null;
                        management_escalation: string | null;
                        is_facility_manned: string | null;
                        hours_of_availability: string | null;
                        access_instructions: string | null;
                        escalation_notes: string | null;
                        ticket_creation_method: string | null;
                        login_info: string | null;
                        backhaul_info: string | null;
                        shipment_instructions: string | null;
                        tog_physical_location: string | null;
                        notes: string | null;
                        /** @description Last change, ISO 8601 */
                        dttm: string;
                        /** @description moves on with every change of the row; send it back with an edit */
                        version: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
        };
    };
    getSvnSviHughesLocationsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        location_id: number;
                        name: string | null;
                        street: string | null;
                        suit: string | null;
                        city: string | null;
                        state: string | null;
                        zip: string | null;
                        country: string | null;
                        longitude: number | null;
                        latitude: number | null;
                        primary_poc: string | null;
                        secondary_poc: string | null;
                        primary_phone: string | null;
                        secondary_phone: string | null;
                        owner_company: string | null;
                        contact_info: string | null;
                        t19v_acronym: string | null;
                        supporting_company: string | null;
                        local_facility_contact: string | null;
                        other_shared_services_platforms: string | null;
                        support_differences: string | null;
                        is_osa_established: boolean | null;
                        date_of_production: string | null;
                        launch_ticket_no: string | null;
                        noc_contact: string | null;
                        management_escalation: string | null;
                        is_facility_manned: string | null;
                        hours_of_availability: string | null;
                        access_instructions: string | null;
                        escalation_notes: string | null;
                        ticket_creation_method: string | null;
                        login_info: string | null;
                        backhaul_info: string | null;
                        shipment_instructions: string | null;
                        tog_physical_location: string | null;
                        notes: string | null;
                        /** @description Last change, ISO 8601 */
                        dttm: string;
                        /** @description moves on with every change of the row; send it back with an edit */
                        version: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
        };
    };
    putSvnSviHughesLocationsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        /** @description The changed fields of a location and the version they were made on. */
        requestBody: {
            content: {
                "application/json": {
                    name?: string | null;
                    street?: string | null;
                    suit?: string | null;
                    city?: string | null;
                    state?: string | null;
                    zip?: string | null;
                    country?: string | null;
                    longitude?: number | null;
                    latitude?: number | null;
                    primary_poc?: string | null;
                    secondary_poc?: string | null;
                    primary_phone?: string | null;
                    secondary_phone?: string | null;
                    owner_company?: string | null;
                    contact_info?: string | null;
                    t19v_acronym?: string | null;
                    supporting_company?: string | null;
                    local_facility_contact?: string | null;
                    other_shared_services_platforms?: string | null;
                    support_differences?: string | null;
                    is_osa_established?: boolean | null;
                    date_of_production?: string | null;
                    launch_ticket_no?: string | null;
                    noc_contact?: string | null;
                    management_escalation?: string | null;
                    is_facility_manned?: string | null;
                    hours_of_availability?: string | null;
                    access_instructions?: string | null;
                    escalation_notes?: string | null;
                    ticket_creation_method?: string | null;
                    login_info?: string | null;
                    backhaul_info?: string | null;
                    shipment_instructions?: string | null;
                    tog_physical_location?: string | null;
                    notes?: string | null;
                    /** @description the version this client read; another stored version answers 409 */
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        location_id: number;
                        name: string | null;
                        street: string | null;
                        suit: string | null;
                        city: string | null;
                        state: string | null;
                        zip: string | null;
                        country: string | null;
                        longitude: number | null;
                        latitude: number | null;
                        primary_poc: string | null;
                        secondary_poc: string | null;
                        primary_phone: string | null;
                        secondary_phone: string | null;
                        owner_company: string | null;
                        contact_info: string | null;
                        t19v_acronym: string | null;
                        supporting_company: string | null;
                        local_facility_contact: string | null;
                        other_shared_services_platforms: string | null;
                        support_differences: string | null;
                        is_osa_established: boolean | null;
                        date_of_production: string | null;
                        launch_ticket_no: string | null;
                        noc_contact: string | null;
                        management_escalation: string | null;
                        is_facility_manned: string | null;
                        hours_of_availability: string | null;
                        access_instructions: string | null;
                        escalation_notes: string | null;
                        ticket_creation_method: string | null;
                        login_info: string | null;
                        backhaul_info: string | null;
                        shipment_instructions: string | null;
                        tog_physical_location: string | null;
                        notes: string | null;
                        /** @description Last change, ISO 8601 */
                        dttm: string;
                        /** @description moves on with every change of the row; send it back with an edit */
                        version: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        statusCode: 409;
                        error: string;
                        message: string;
                        /** LocationsRow */
                        current?: {
                            location_id: number;
                            name: string | null;
                            street: string | null;
                            suit: string | null;
                            city: string | null;
                            state: string | null;
                            zip: string | null;
                            country: string | null;
                            longitude: number | null;
                            latitude: number | null;
                            primary_poc: string | null;
                            secondary_poc: string | null;
                            primary_phone: string | null;
                            secondary_phone: string | null;
                            owner_company: string | null;
                            contact_info: string | null;
                            t19v_acronym: string | null;
                            supporting_company: string | null;
                            local_facility_contact: string | null;
                            other_shared_services_platforms: string | null;
                            support_differences: string | null;
                            is_osa_established: boolean | null;
                            date_of_production: string | null;
                            launch_ticket_no: string | null;
                            noc_contact: string | null;
                            management_escalation: string | null;
                            is_facility_manned: string | null;
                            hours_of_availability: string | null;
                            access_instructions: string | null;
                            escalation_notes: string | null;
                            ticket_creation_method: string | null;
                            login_info: string | null;
                            backhaul_info: string | null;
                            shipment_instructions: string | null;
                            tog_physical_location: string | null;
                            notes: string | null;
                            /** @description Last change, ISO 8601 */
                            dttm: string;
                            /** @description moves on with every change of the row; send it back with an edit */
                            version: number;
                        };
                    };
                };
            };
        };
    };
    deleteSvnSviHughesLocationsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        location_id: number;
                        name: string | null;
                        street: string | null;
                        suit: string | null;
                        city: string | null;
                        state: string | null;
                        zip: string | null;
                        country: string | null;
                        longitude: number | null;
                        latitude: number | null;
                        primary_poc: string | null;
                        secondary_poc: string | null;
                        primary_phone: string | null;
                        secondary_phone: string | null;
                        owner_company: string | null;
                        contact_info: string | null;
                        t19v_acronym: string | null;
                        supporting_company: string | null;
                        local_facility_contact: string | null;
                        other_shared_services_platforms: string | null;
                        support_differences: string | null;
                        is_osa_established: boolean | null;
                        date_of_production: string | null;
                        launch_ticket_no: string | null;
                        noc_contact: string | null;
                        management_escalation: string | null;
                        is_facility_manned: string | null;
                        hours_of_availability: string | null;
                        access_instructions: string | null;
                        escalation_notes: string | null;
                        ticket_creation_method: string | null;
                        login_info: string | null;
                        backhaul_info: string | null;
                        shipment_instructions: string | null;
                        tog_physical_location: string | null;
                        notes: string | null;
                        /** @description Last change, ISO 8601 */
                        dttm: string;
                        /** @description moves on with every change of the row; send it back with an edit */
                        version: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
        };
    };
    getSvnSviHughesDatacenters: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                sort?: string;
                order?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            datacenter_id: number;
                            name: string | null;
                            services: string[] | null;
                            location_id: number | null;
                            notes: string | null;
                            /** @description Last change, ISO 8601 */
                            dttm: string;
                            /** @description moves on with every change of the row; send it back with an edit */
                            version: number;
                        }[];
                        total: number;
                        totalRelation?: "eq" | "gte";
                        /** @description The planner's estimate of all matches when total is a lower bound */
                        totalEstimate?: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
        };
    };
    postSvnSviHughesDatacenters: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The fields of a datacenter. PUT sends the changed fields only; they are merged into the stored row. */
        requestBody: {
            content: {
                "application/json": {
                    name?: string | null;
                    services?: string[] | null;
                    location_id?: number | null;
                    notes?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        datacenter_id: number;
                        name: string | null;
                        services: string[] | null;
                        location_id: number | null;
                        notes: string | null;
                        /** @description Last change, ISO 8601 */
                        dttm: string;
                        /** @description moves on with every change of the row; send it back with an edit */
                        version: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
        };
    };
    getSvnSviHughesDatacentersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        datacenter_id: number;
                        name: string | null;
                        services: string[] | null;
                        location_id: number | null;
                        notes: string | null;
                        /** @description Last change, ISO 8601 */
                        dttm: string;
                        /** @description moves on with every change of the row; send it back with an edit */
                        version: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
        };
    };
    putSvnSviHughesDatacentersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        /** @description The changed fields of a datacenter and the version they were made on. */
        requestBody: {
            content: {
                "application/json": {
                    name?: string | null;
                    services?: string[] | null;
                    location_id?: number | null;
                    notes?: string | null;
                    /** @description the version this client read; another stored version answers 409 */
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        datacenter_id: number;
                        name: string | null;
                        services: string[] | null;
                        location_id: number | null;
                        notes: string | null;
                        /** @description Last change, ISO 8601 */
                        dttm: string;
                        /** @description moves on with every change of the row; send it back with an edit */
                        version: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        statusCode: 409;
                        error: string;
                        message: string;
                        /** DatacentersRow */
                        current?: {
                            datacenter_id: number;
                            name: string | null;
                            services: string[] | null;
                            location_id: number | null;
                            notes: string | null;
                            /** @description Last change, ISO 8601 */
                            dttm: string;
                            /** @description moves on with every change of the row; send it back with an edit */
                            version: number;
                        };
                    };
                };
            };
        };
    };
    deleteSvnSviHughesDatacentersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        datacenter_id: number;
                        name: string | null;
                        services: string[] | null;
                        location_id: number | null;
                        notes: string | null;
                        /** @description Last change, ISO 8601 */
                        dttm: string;
                        /** @description moves on with every change of the row; send it back with an edit */
                        version: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
        };
    };
    getSvnSviHughesCircuits: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                sort?: string;
                order?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            circuit_id: number;
                            a_circuit_id: string | null;
                            z_circuit_id: string | null;
                            a_lec_id: string | null;
                            z_lec_id: string | null;
                            a_router: string | null;
                            z_router: string | null;
                            a_port: string | null;
                            z_port: string | null;
                            services: string | null;
                            speed: string | null;
                            carrier: string | null;
                            status: string | null;
                            notes: string | null;
                            /** @description Last change, ISO 8601 */
                            dttm: string;
                            /** @description moves on with every change of the row; send it back with an edit */
                            version: number;
                        }[];
                        total: number;
                        totalRelation?: "eq" | "gte";
                        /** @description The planner's estimate of all matches when total is a lower bound */
                        totalEstimate?: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
        };
    };
    postSvnSviHughesCircuits: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The fields of a circuit. PUT sends the changed fields only; they are merged into the stored row. */
        requestBody: {
            content: {
                "application/json": {
                    a_circuit_id?: string | null;
                    z_circuit_id?: string | null;
                    a_lec_id?: string | null;
                    z_lec_id?: string | null;
                    a_router?: string | null;
                    z_router?: string | null;
                    a_port?: string | null;
                    z_port?: string | null;
                    services?: string | null;
                    speed?: string | null;
                    carrier?: string | null;
                    status?: string | null;
                    notes?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        circuit_id: number;
                        a_circuit_id: string | null;
                        z_circuit_id: string | null;
                        a_lec_id: string | null;
                        z_lec_id: string | null;
                        a_router: string | null;
                        z_router: string | null;
                        a_port: string | null;
                        z_port: string | null;
                        services: string | null;
                        speed: string | null;
                        carrier: string | null;
                        status: string | null;
                        notes: string | null;
                        /** @description Last change, ISO 8601 */
                        dttm: string;
                        /** @description moves on with every change of the row; send it back with an edit */
                        version: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
        };
    };
    getSvnSviHughesCircuitsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        circuit_id: number;
                        a_circuit_id: string | null;
                        z_circuit_id: string | null;
                        a_lec_id: string | null;
                        z_lec_id: string | null;
                        a_router: string | null;
                        z_router: string | null;
                        a_port: string | null;
                        z_port: string | null;
                        services: string | null;
                        speed: string | null;
                        carrier: string | null;
                        status: string | null;
                        notes: string | null;
                        /** @description Last change, ISO 8601 */
                        dttm: string;
                        /** @description moves on with every change of the row; send it back with an edit */
                        version: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
        };
    };
    putSvnSviHughesCircuitsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        /** @description The changed fields of a circuit and the version they were made on. */
        requestBody: {
            content: {
                "application/json": {
                    a_circuit_id?: string | null;
                    z_circuit_id?: string | null;
                    a_lec_id?: string | null;
                    z_lec_id?: string | null;
                    a_router?: string | null;
                    z_router?: string | null;
                    a_port?: string | null;
                    z_port?: string | null;
                    services?: string | null;
                    speed?: string | null;
                    carrier?: string | null;
                    status?: string | null;
                    notes?: string | null;
                    /** @description the version this client read; another stored version answers 409 */
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        circuit_id: number;
                        a_circuit_id: string | null;
                        z_circuit_id: string | null;
                        a_lec_id: string | null;
                        z_lec_id: string | null;
                        a_router: string | null;
                        z_router: string | null;
                        a_port: string | null;
                        z_port: string | null;
                        services: string | null;
                        speed: string | null;
                        carrier: string | null;
                        status: string | null;
                        notes: string | null;
                        /** @description Last change, ISO 8601 */
                        dttm: string;
                        /** @description moves on with every change of the row; send it back with an edit */
                        version: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        statusCode: 409;
                        error: string;
                        message: string;
                        /** CircuitsRow */
                        current?: {
                            circuit_id: number;
                            a_circuit_id: string | null;
                            z_circuit_id: string | null;
                            a_lec_id: string | null;
                            z_lec_id: string | null;
                            a_router: string | null;
                            z_router: string | null;
                            a_port: string | null;
                            z_port: string | null;
                            services: string | null;
                            speed: string | null;
                            carrier: string | null;
                            status: string | null;
                            notes: string | null;
                            /** @description Last change, ISO 8601 */
                            dttm: string;
                            /** @description moves on with every change of the row; send it back with an edit */
                            version: number;
                        };
                    };
                };
            };
        };
    };
    deleteSvnSviHughesCircuitsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        circuit_id: number;
                        a_circuit_id: string | null;
                        z_circuit_id: string | null;
                        a_lec_id: string | null;
                        z_lec_id: string | null;
                        a_router: string | null;
                        z_router: string | null;
                        a_port: string | null;
                        z_port: string | null;
                        services: string | null;
                        speed: string | null;
                        carrier: string | null;
                        status: string | null;
                        notes: string | null;
                        /** @description Last change, ISO 8601 */
                        dttm: string;
                        /** @description moves on with every change of the row; send it back with an edit */
                        version: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
        };
    };
    getSvnSviHughesSatellites: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                sort?: string;
                order?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            satellite_id: number;
                            name: string | null;
                            external_name: string | null;
                            services: string | null;
                            owner: string | null;
                            orbital_position: number | null;
                            /** @description Last change, ISO 8601 */
                            dttm: string;
                            /** @description moves on with every change of the row; send it back with an edit */
                            version: number;
                        }[];
                        total: number;
                        totalRelation?: "eq" | "gte";
                        /** @description The planner's estimate of all matches when total is a lower bound */
                        totalEstimate?: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
        };
    };
    postSvnSviHughesSatellites: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The fields of a satellite. PUT sends the changed fields only; they are merged into the stored row. */
        requestBody: {
            content: {
                "application/json": {
                    name?: string | null;
                    external_name?: string | null;
                    services?: string | null;
                    owner?: string | null;
                    orbital_position?: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        satellite_id: number;
                        name: string | null;
                        external_name: string | null;
                        services: string | null;
                        owner: string | null;
                        orbital_position: number | null;
                        /** @description Last change, ISO 8601 */
                        dttm: string;
                        /** @description moves on with every change of the row; send it back with an edit */
                        version: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
        };
    };
    getSvnSviHughesSatellitesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        satellite_id: number;
                        name: string | null;
                        external_name: string | null;
                        services: string | null;
                        owner: string | null;
                        orbital_position: number | null;
                        /** @description Last change, ISO 8601 */
                        dttm: string;
                        /** @description moves on with every change of the row; send it back with an edit */
                        version: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
        };
    };
    putSvnSviHughesSatellitesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        /** @description The changed fields of a satellite and the version they were made on. */
        requestBody: {
            content: {
                "application/json": {
                    name?: string | null;
                    external_name?: string | null;
                    services?: string | null;
                    owner?: string | null;
                    orbital_position?: number | null;
                    /** @description the version this client read; another stored version answers 409 */
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        satellite_id: number;
                        name: string | null;
                        external_name: string | null;
                        services: string | null;
                        owner: string | null;
                        orbital_position: number | null;
                        /** @description Last change, ISO 8601 */
                        dttm: string;
                        /** @description moves on with every change of the row; send it back with an edit */
                        version: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        statusCode: 409;
                        error: string;
                        message: string;
                        /** SatellitesRow */
                        current?: {
                            satellite_id: number;
                            name: string | null;
                            external_name: string | null;
                            services: string | null;
                            owner: string | null;
                            orbital_position: number | null;
                            /** @description Last change, ISO 8601 */
                            dttm: string;
                            /** @description moves on with every change of the row; send it back with an edit */
                            version: number;
                        };
                    };
                };
            };
        };
    };
    deleteSvnSviHughesSatellitesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        satellite_id: number;
                        name: string | null;
                        external_name: string | null;
                        services: string | null;
                        owner: string | null;
                        orbital_position: number | null;
                        /** @description Last change, ISO 8601 */
                        dttm: string;
                        /** @description moves on with every change of the row; send it back with an edit */
                        version: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
        };
    };
    getSvnSviHughesInroutes: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                sort?: string;
                order?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            inroute_id: number;
                            name: string | null;
                            satellite_id: number | null;
                            datacenter_id: number | null;
                            /** @description Last change, ISO 8601 */
                            dttm: string;
                            /** @description moves on with every change of the row; send it back with an edit */
                            version: number;
                        }[];
                        total: number;
                        totalRelation?: "eq" | "gte";
                        /** @description The planner's estimate of all matches when total is a lower bound */
                        totalEstimate?: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
        };
    };
    postSvnSviHughesInroutes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The fields of a inroute. PUT sends the changed fields only; they are merged into the stored row. */
        requestBody: {
            content: {
                "application/json": {
                    name?: string | null;
                    satellite_id?: number | null;
                    datacenter_id?: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        inroute_id: number;
                        name: string | null;
                        satellite_id: number | null;
                        datacenter_id: number | null;
                        /** @description Last change, ISO 8601 */
                        dttm: string;
                        /** @description moves on with every change of the row; send it back with an edit */
                        version: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
        };
    };
    getSvnSviHughesInroutesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        inroute_id: number;
                        name: string | null;
                        satellite_id: number | null;
                        datacenter_id: number | null;
                        /** @description Last change, ISO 8601 */
                        dttm: string;
                        /** @description moves on with every change of the row; send it back with an edit */
                        version: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
        };
    };
    putSvnSviHughesInroutesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        /** @description The changed fields of a inroute and the version they were made on. */
        requestBody: {
            content: {
                "application/json": {
                    name?: string | null;
                    satellite_id?: number | null;
                    datacenter_id?: number | null;
                    /** @description the version this client read; another stored version answers 409 */
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        inroute_id: number;
                        name: string | null;
                        satellite_id: number | null;
                        datacenter_id: number | null;
                        /** @description Last change, ISO 8601 */
                        dttm: string;
                        /** @description moves on with every change of the row; send it back with an edit */
                        version: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        statusCode: 409;
                        error: string;
                        message: string;
                        /** InroutesRow */
                        current?: {
                            inroute_id: number;
                            name: string | null;
                            satellite_id: number | null;
                            datacenter_id: number | null;
                            /** @description Last change, ISO 8601 */
                            dttm: string;
                            /** @description moves on with every change of the row; send it back with an edit */
                            version: number;
                        };
                    };
                };
            };
        };
    };
    deleteSvnSviHughesInroutesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        inroute_id: number;
                        name: string | null;
                        satellite_id: number | null;
                        datacenter_id: number | null;
                        /** @description Last change, ISO 8601 */
                        dttm: string;
                        /** @description moves on with every change of the row; send it back with an edit */
                        version: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
        };
    };
    getSvnSviHughesOutroutes: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                sort?: string;
                order?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            outroute_id: number;
                            name: string | null;
                            frequency: number | null;
                            inroute_id: number | null;
                            /** @description Last change, ISO 8601 */
                            dttm: string;
                            /** @description moves on with every change of the row; send it back with an edit */
                            version: number;
                        }[];
                        total: number;
                        totalRelation?: "eq" | "gte";
                        /** @description The planner's estimate of all matches when total is a lower bound */
                        totalEstimate?: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
        };
    };
    postSvnSviHughesOutroutes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The fields of a outroute. PUT sends the changed fields only; they are merged into the stored row. */
        requestBody: {
            content: {
                "application/json": {
                    name?: string | null;
                    frequency?: number | null;
                    inroute_id?: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        outroute_id: number;
                        name: string | null;
                        frequency: number | null;
                        inroute_id: number | null;
                        /** @description Last change, ISO 8601 */
                        dttm: string;
                        /** @description moves on with every change of the row; send it back with an edit */
                        version: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
        };
    };
    getSvnSviHughesOutroutesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        outroute_id: number;
                        name: string | null;
                        frequency: number | null;
                        inroute_id: number | null;
                        /** @description Last change, ISO 8601 */
                        dttm: string;
                        /** @description moves on with every change of the row; send it back with an edit */
                        version: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
        };
    };
    putSvnSviHughesOutroutesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        /** @description The changed fields of a outroute and the version they were made on. */
        requestBody: {
            content: {
                "application/json": {
                    name?: string | null;
                    frequency?: number | null;
                    inroute_id?: number | null;
                    /** @description the version this client read; another stored version answers 409 */
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        outroute_id: number;
                        name: string | null;
                        frequency: number | null;
                        inroute_id: number | null;
                        /** @description Last change, ISO 8601 */
                        dttm: string;
                        /** @description moves on with every change of the row; send it back with an edit */
                        version: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        statusCode: 409;
                        error: string;
                        message: string;
                        /** OutroutesRow */
                        current?: {
                            outroute_id: number;
                            name: string | null;
                            frequency: number | null;
                            inroute_id: number | null;
                            /** @description Last change, ISO 8601 */
                            dttm: string;
                            /** @description moves on with every change of the row; send it back with an edit */
                            version: number;
                        };
                    };
                };
            };
        };
    };
    deleteSvnSviHughesOutroutesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        outroute_id: number;
                        name: string | null;
                        frequency: number | null;
                        inroute_id: number | null;
                        /** @description Last change, ISO 8601 */
                        dttm: string;
                        /** @description moves on with every change of the row; send it back with an edit */
                        version: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
        };
    };
    getSvnSviHughesServiceInstances: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                sort?: string;
                order?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            service_instance_id: number;
                            name: string | null;
                            type: string | null;
                            ems_id: number | null;
                            toplevel_service_id: number | null;
                            notes: string | null;
                            /** @description Last change, ISO 8601 */
                            dttm: string;
                            /** @description moves on with every change of the row; send it back with an edit */
                            version: number;
                        }[];
                        total: number;
                        totalRelation?: "eq" | "gte";
                        /** @description The planner's estimate of all matches when total is a lower bound */
                        totalEstimate?: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
        };
    };
    postSvnSviHughesServiceInstances: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The fields of a service instance. PUT sends the changed fields only; they are merged into the stored row. */
        requestBody: {
            content: {
                "application/json": {
                    name?: string | null;
                    type?: string | null;
                    ems_id?: number | null;
                    toplevel_service_id?: number | null;
                    notes?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        service_instance_id: number;
                        name: string | null;
                        type: string | null;
                        ems_id: number | null;
                        toplevel_service_id: number | null;
                        notes: string | null;
                        /** @description Last change, ISO 8601 */
                        dttm: string;
                        /** @description moves on with every change of the row; send it back with an edit */
                        version: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
        };
    };
    getSvnSviHughesServiceInstancesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        service_instance_id: number;
                        name: string | null;
                        type: string | null;
                        ems_id: number | null;
                        toplevel_service_id: number | null;
                        notes: string | null;
                        /** @description Last change, ISO 8601 */
                        dttm: string;
                        /** @description moves on with every change of the row; send it back with an edit */
                        version: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
        };
    };
    putSvnSviHughesServiceInstancesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        /** @description The changed fields of a service instance and the version they were made on. */
        requestBody: {
            content: {
                "application/json": {
                    name?: string | null;
                    type?: string | null;
                    ems_id?: number | null;
                    toplevel_service_id?: number | null;
                    notes?: string | null;
                    /** @description the version this client read; another stored version answers 409 */
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        service_instance_id: number;
                        name: string | null;
                        type: string | null;
                        ems_id: number | null;
                        toplevel_service_id: number | null;
                        notes: string | null;
                        /** @description Last change, ISO 8601 */
                        dttm: string;
                        /** @description moves on with every change of the row; send it back with an edit */
                        version: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        statusCode: 409;
                        error: string;
                        message: string;
                        /** ServiceInstancesRow */
                        current?: {
                            service_instance_id: number;
                            name: string | null;
                            type: string | null;
                            ems_id: number | null;
                            toplevel_service_id: number | null;
                            notes: string | null;
                            /** @description Last change, ISO 8601 */
                            dttm: string;
                            /** @description moves on with every change of the row; send it back with an edit */
                            version: number;
                        };
                    };
                };
            };
        };
    };
    deleteSvnSviHughesServiceInstancesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        service_instance_id: number;
                        name: string | null;
                        type: string | null;
                        ems_id: number | null;
                        toplevel_service_id: number | null;
                        notes: string | null;
                        /** @description Last change, ISO 8601 */
                        dttm: string;
                        /** @description moves on with every change of the row; send it back with an edit */
                        version: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
        };
    };
    getSvnSviHughesToplevelServices: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                sort?: string;
                order?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            toplevel_service_id: number;
                            name: string | null;
                            type: string | null;
                            notes: string | null;
                            /** @description Last change, ISO 8601 */
                            dttm: string;
                            /** @description moves on with every change of the row; send it back with an edit */
                            version: number;
                        }[];
                        total: number;
                        totalRelation?: "eq" | "gte";
                        /** @description The planner's estimate of all matches when total is a lower bound */
                        totalEstimate?: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
        };
    };
    postSvnSviHughesToplevelServices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The fields of a top level service. PUT sends the changed fields only; they are merged into the stored row. */
        requestBody: {
            content: {
                "application/json": {
                    name?: string | null;
                    type?: string | null;
                    notes?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        toplevel_service_id: number;
                        name: string | null;
                        type: string | null;
                        notes: string | null;
                        /** @description Last change, ISO 8601 */
                        dttm: string;
                        /** @description moves on with every change of the row; send it back with an edit */
                        version: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
        };
    };
    getSvnSviHughesToplevelServicesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        toplevel_service_id: number;
                        name: string | null;
                        type: string | null;
                        notes: string | null;
                        /** @description Last change, ISO 8601 */
                        dttm: string;
                        /** @description moves on with every change of the row; send it back with an edit */
                        version: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
        };
    };
    putSvnSviHughesToplevelServicesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        /** @description The changed fields of a top level service and the version they were made on. */
        requestBody: {
            content: {
                "application/json": {
                    name?: string | null;
                    type?: string | null;
                    notes?: string | null;
                    /** @description the version this client read; another stored version answers 409 */
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        toplevel_service_id: number;
                        name: string | null;
                        type: string | null;
                        notes: string | null;
                        /** @description Last change, ISO 8601 */
                        dttm: string;
                        /** @description moves on with every change of the row; send it back with an edit */
                        version: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        statusCode: 409;
                        error: string;
                        message: string;
                        /** ToplevelServicesRow */
                        current?: {
                            toplevel_service_id: number;
                            name: string | null;
                            type: string | null;
                            notes: string | null;
                            /** @description Last change, ISO 8601 */
                            dttm: string;
                            /** @description moves on with every change of the row; send it back with an edit */
                            version: number;
                        };
                    };
                };
            };
        };
    };
    deleteSvnSviHughesToplevelServicesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        toplevel_service_id: number;
                        name: string | null;
                        type: string | null;
                        notes: string | null;
                        /** @description Last change, ISO 8601 */
                        dttm: string;
                        /** @description moves on with every change of the row; send it back with an edit */
                        version: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
        };
    };
    getSvnSviHughesEms: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                sort?: string;
                order?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            ems_id: number;
                            name: string | null;
                            host_name: string | null;
                            notes: string | null;
                            /** @description Last change, ISO 8601 */
                            dttm: string;
                            /** @description moves on with every change of the row; send it back with an edit */
                            version: number;
                        }[];
                        total: number;
                        totalRelation?: "eq" | "gte";
                        /** @description The planner's estimate of all matches when total is a lower bound */
                        totalEstimate?: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
        };
    };
    postSvnSviHughesEms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The fields of a EMS. PUT sends the changed fields only; they are merged into the stored row. */
        requestBody: {
            content: {
                "application/json": {
                    name?: string | null;
                    host_name?: string | null;
                    notes?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ems_id: number;
                        name: string | null;
                        host_name: string | null;
                        notes: string | null;
                        /** @description Last change, ISO 8601 */
                        dttm: string;
                        /** @description moves on with every change of the row; send it back with an edit */
                        version: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
        };
    };
    getSvnSviHughesEmsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ems_id: number;
                        name: string | null;
                        host_name: string | null;
                        notes: string | null;
                        /** @description Last change, ISO 8601 */
                        dttm: string;
                        /** @description moves on with every change of the row; send it back with an edit */
                        version: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
        };
    };
    putSvnSviHughesEmsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        /** @description The changed fields of a EMS and the version they were made on. */
        requestBody: {
            content: {
                "application/json": {
                    name?: string | null;
                    host_name?: string | null;
                    notes?: string | null;
                    /** @description the version this client read; another stored version answers 409 */
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ems_id: number;
                        name: string | null;
                        host_name: string | null;
                        notes: string | null;
                        /** @description Last change, ISO 8601 */
                        dttm: string;
                        /** @description moves on with every change of the row; send it back with an edit */
                        version: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        statusCode: 409;
                        error: string;
                        message: string;
                        /** EmsRow */
                        current?: {
                            ems_id: number;
                            name: string | null;
                            host_name: string | null;
                            notes: string | null;
                            /** @description Last change, ISO 8601 */
                            dttm: string;
                            /** @description moves on with every change of the row; send it back with an edit */
                            version: number;
                        };
                    };
                };
            };
        };
    };
    deleteSvnSviHughesEmsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ems_id: number;
                        name: string | null;
                        host_name: string | null;
                        notes: string | null;
                        /** @description Last change, ISO 8601 */
                        dttm: string;
                        /** @description moves on with every change of the row; send it back with an edit */
                        version: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
        };
    };
    getSvnSviHughesLocationsByIdHistory: {
        parameters: {
            query?: {
                /** @description default 50 */
                limit?: number;
                offset?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            /** @description epoch milliseconds */
                            at: number;
                            userName: string;
                            actorSub: string | null;
                            /** @description the verified token's nickname: who really acted */
                            actorName: string;
                            apiToken: string | null;
                            action: string;
                            deviceNames: string[];
                            outcome: string;
                            detail: unknown;
                            requestId: string | null;
                            address: string | null;
                            target: string | null;
                            /** @description record changes: the values before and after (null for actions) */
                            changes: {
                                before: unknown;
                                after: unknown;
                            } | null;
                        }[];
                        total: number;
                        totalRelation?: "eq" | "gte";
                        /** @description The planner's estimate of all matches when total is a lower bound */
                        totalEstimate?: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
        };
    };
    getSvnSviHughesDatacentersByIdHistory: {
        parameters: {
            query?: {
                /** @description default 50 */
                limit?: number;
                offset?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            /** @description epoch milliseconds */
                            at: number;
                            userName: string;
                            actorSub: string | null;
                            /** @description the verified token's nickname: who really acted */
                            actorName: string;
                            apiToken: string | null;
                            action: string;
                            deviceNames: string[];
                            outcome: string;
                            detail: unknown;
                            requestId: string | null;
                            address: string | null;
                            target: string | null;
                            /** @description record changes: the values before and after (null for actions) */
                            changes: {
                                before: unknown;
                                after: unknown;
                            } | null;
                        }[];
                        total: number;
                        totalRelation?: "eq" | "gte";
                        /** @description The planner's estimate of all matches when total is a lower bound */
                        totalEstimate?: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
        };
    };
    getSvnSviHughesCircuitsByIdHistory: {
        parameters: {
            query?: {
                /** @description default 50 */
                limit?: number;
                offset?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            /** @description epoch milliseconds */
                            at: number;
                            userName: string;
                            actorSub: string | null;
                            /** @description the verified token's nickname: who really acted */
                            actorName: string;
                            apiToken: string | null;
                            action: string;
                            deviceNames: string[];
                            outcome: string;
                            detail: unknown;
                            requestId: string | null;
                            address: string | null;
                            target: string | null;
                            /** @description record changes: the values before and after (null for actions) */
                            changes: {
                                before: unknown;
                                after: unknown;
                            } | null;
                        }[];
                        total: number;
                        totalRelation?: "eq" | "gte";
                        /** @description The planner's estimate of all matches when total is a lower bound */
                        totalEstimate?: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
        };
    };
    getSvnSviHughesSatellitesByIdHistory: {
        parameters: {
            query?: {
                /** @description default 50 */
                limit?: number;
                offset?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            /** @description epoch milliseconds */
                            at: number;
                            userName: string;
                            actorSub: string | null;
                            /** @description the verified token's nickname: who really acted */
                            actorName: string;
                            apiToken: string | null;
                            action: string;
                            deviceNames: string[];
                            outcome: string;
                            detail: unknown;
                            requestId: string | null;
                            address: string | null;
                            target: string | null;
                            /** @description record changes: the values before and after (null for actions) */
                            changes: {
                                before: unknown;
                                after: unknown;
                            } | null;
                        }[];
                        total: number;
                        totalRelation?: "eq" | "gte";
                        /** @description The planner's estimate of all matches when total is a lower bound */
                        totalEstimate?: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
        };
    };
    getSvnSviHughesInroutesByIdHistory: {
        parameters: {
            query?: {
                /** @description default 50 */
                limit?: number;
                offset?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            /** @description epoch milliseconds */
                            at: number;
                            userName: string;
                            actorSub: string | null;
                            /** @description the verified token's nickname: who really acted */
                            actorName: string;
                            apiToken: string | null;
                            action: string;
                            deviceNames: string[];
                            outcome: string;
                            detail: unknown;
                            requestId: string | null;
                            address: string | null;
                            target: string | null;
                            /** @description record changes: the values before and after (null for actions) */
                            changes: {
                                before: unknown;
                                after: unknown;
                            } | null;
                        }[];
                        total: number;
                        totalRelation?: "eq" | "gte";
                        /** @description The planner's estimate of all matches when total is a lower bound */
                        totalEstimate?: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
        };
    };
    getSvnSviHughesOutroutesByIdHistory: {
        parameters: {
            query?: {
                /** @description default 50 */
                limit?: number;
                offset?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            /** @description epoch milliseconds */
                            at: number;
                            userName: string;
                            actorSub: string | null;
                            /** @description the verified token's nickname: who really acted */
                            actorName: string;
                            apiToken: string | null;
                            action: string;
                            deviceNames: string[];
                            outcome: string;
                            detail: unknown;
                            requestId: string | null;
                            address: string | null;
                            target: string | null;
                            /** @description record changes: the values before and after (null for actions) */
                            changes: {
                                before: unknown;
                                after: unknown;
                            } | null;
                        }[];
                        total: number;
                        totalRelation?: "eq" | "gte";
                        /** @description The planner's estimate of all matches when total is a lower bound */
                        totalEstimate?: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
        };
    };
    getSvnSviHughesServiceInstancesByIdHistory: {
        parameters: {
            query?: {
                /** @description default 50 */
                limit?: number;
                offset?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            /** @description epoch milliseconds */
                            at: number;
                            userName: string;
                            actorSub: string | null;
                            /** @description the verified token's nickname: who really acted */
                            actorName: string;
                            apiToken: string | null;
                            action: string;
                            deviceNames: string[];
                            outcome: string;
                            detail: unknown;
                            requestId: string | null;
                            address: string | null;
                            target: string | null;
                            /** @description record changes: the values before and after (null for actions) */
                            changes: {
                                before: unknown;
                                after: unknown;
                            } | null;
                        }[];
                        total: number;
                        totalRelation?: "eq" | "gte";
                        /** @description The planner's estimate of all matches when total is a lower bound */
                        totalEstimate?: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
        };
    };
    getSvnSviHughesToplevelServicesByIdHistory: {
        parameters: {
            query?: {
                /** @description default 50 */
                limit?: number;
                offset?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            /** @description epoch milliseconds */
                            at: number;
                            userName: string;
                            actorSub: string | null;
                            /** @description the verified token's nickname: who really acted */
                            actorName: string;
                            apiToken: string | null;
                            action: string;
                            deviceNames: string[];
                            outcome: string;
                            detail: unknown;
                            requestId: string | null;
                            address: string | null;
                            target: string | null;
                            /** @description record changes: the values before and after (null for actions) */
                            changes: {
                                before: unknown;
                                after: unknown;
                            } | null;
                        }[];
                        total: number;
                        totalRelation?: "eq" | "gte";
                        /** @description The planner's estimate of all matches when total is a lower bound */
                        totalEstimate?: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
        };
    };
    getSvnSviHughesEmsByIdHistory: {
        parameters: {
            query?: {
                /** @description default 50 */
                limit?: number;
                offset?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            /** @description epoch milliseconds */
                            at: number;
                            userName: string;
                            actorSub: string | null;
                            /** @description the verified token's nickname: who really acted */
                            actorName: string;
                            apiToken: string | null;
                            action: string;
                            deviceNames: string[];
                            outcome: string;
                            detail: unknown;
                            requestId: string | null;
                            address: string | null;
                            target: string | null;
                            /** @description record changes: the values before and after (null for actions) */
                            changes: {
                                before: unknown;
                                after: unknown;
                            } | null;
                        }[];
                        total: number;
                        totalRelation?: "eq" | "gte";
                        /** @description The planner's estimate of all matches when total is a lower bound */
                        totalEstimate?: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
        };
    };
    getAdminApiTokens: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            kind: "personal" | "service";
                            name: string;
                            /** @description personal tokens: whose token it is */
                            ownerSub: string | null;
                            ownerName: string | null;
                            scopes: ("read" | "actions" | "ingest" | "cmdb")[];
                            /** @description the first characters of the secret, to tell tokens apart */
                            prefix: string;
                            /** @description epoch milliseconds */
                            createdAt: number;
                            createdBy: string;
                            /** @description null: never expires */
                            expiresAt: number | null;
                            lastUsedAt: number | null;
                            lastUsedAddress: string | null;
                            revokedAt: number | null;
                            revokedBy: string | null;
                            status: "active" | "expired" | "revoked";
                        }[];
                        total: number;
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    postAdminApiTokens: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    kind: "personal" | "service";
                    name: string;
                    scopes: ("read" | "actions" | "ingest" | "cmdb")[];
                    /** @description when the token stops working; absent or null: the longest lifetime allowed (API_TOKEN_MAX_DAYS) */
                    expiresAt?: null | number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        kind: "personal" | "service";
                        name: string;
                        /** @description personal tokens: whose token it is */
                        ownerSub: string | null;
                        ownerName: string | null;
                        scopes: ("read" | "actions" | "ingest" | "cmdb")[];
                        /** @description the first characters of the secret, to tell tokens apart */
                        prefix: string;
                        /** @description epoch milliseconds */
                        createdAt: number;
                        createdBy: string;
                        /** @description null: never expires */
                        expiresAt: number | null;
                        lastUsedAt: number | null;
                        lastUsedAddress: string | null;
                        revokedAt: number | null;
                        revokedBy: string | null;
                        status: "active" | "expired" | "revoked";
                    } & {
                        /** @description send as Authorization: Bearer <secret>; it is not shown again */
                        secret: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
        };
    };
    deleteAdminApiTokensById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        kind: "personal" | "service";
                        name: string;
                        /** @description personal tokens: whose token it is */
                        ownerSub: string | null;
                        ownerName: string | null;
                        scopes: ("read" | "actions" | "ingest" | "cmdb")[];
                        /** @description the first characters of the secret, to tell tokens apart */
                        prefix: string;
                        /** @description epoch milliseconds */
                        createdAt: number;
                        createdBy: string;
                        /** @description null: never expires */
                        expiresAt: number | null;
                        lastUsedAt: number | null;
                        lastUsedAddress: string | null;
                        revokedAt: number | null;
                        revokedBy: string | null;
                        status: "active" | "expired" | "revoked";
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
        };
    };
    patchAdminApiTokensById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description a new expiry, epoch milliseconds; now or earlier expires the token at once */
                    expiresAt: null | number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        kind: "personal" | "service";
                        name: string;
                        /** @description personal tokens: whose token it is */
                        ownerSub: string | null;
                        ownerName: string | null;
                        scopes: ("read" | "actions" | "ingest" | "cmdb")[];
                        /** @description the first characters of the secret, to tell tokens apart */
                        prefix: string;
                        /** @description epoch milliseconds */
                        createdAt: number;
                        createdBy: string;
                        /** @description null: never expires */
                        expiresAt: number | null;
                        lastUsedAt: number | null;
                        lastUsedAddress: string | null;
                        revokedAt: number | null;
                        revokedBy: string | null;
                        status: "active" | "expired" | "revoked";
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
        };
    };
    getAdminFeeds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        at: number;
                        feeds: {
                            feed: string;
                            /** @description counter name -> total since the database was made */
                            counters: {
                                [key: string]: number;
                            };
                            /** @description when a counter of this feed last moved */
                            lastAt: number | null;
                        }[];
                        poller: {
                            /** @description devices the pollers poll */
                            targets: number;
                            intervalMs: number;
                            /** @description targets polled within the last poll interval */
                            polledLastInterval: number;
                            /** @description targets polled within the last interval / the interval (each target is polled once an interval) */
                            pollsPerSecond: number;
                            durationP50Ms: number | null;
                            durationP95Ms: number | null;
                            /** @description due for longer than one interval and not polled */
                            overdue: number;
                            unreachable: number;
                            /** @description answered but refused the credentials (auth or privacy) */
                            credentialErrors: number;
                            lastPolledAt: number | null;
                            /** @description devices whose agent refused the credentials, by name, at most 20, with the named error */
                            credentialDevices: {
                                device: string;
                                error: string;
                                polledAt: number | null;
                            }[];
                        };
                        /** @description newest first, at most 200 */
                        unknownSources: {
                            feed: string;
                            /** @description the source address, or the device an alert named */
                            address: string;
                            firstSeen: number;
                            lastSeen: number;
                            count: number;
                            /** @description the last thing it sent, shortened */
                            sample: string;
                        }[];
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getUserApiTokens: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            kind: "personal" | "service";
                            name: string;
                            /** @description personal tokens: whose token it is */
                            ownerSub: string | null;
                            ownerName: string | null;
                            scopes: ("read" | "actions" | "ingest" | "cmdb")[];
                            /** @description the first characters of the secret, to tell tokens apart */
                            prefix: string;
                            /** @description epoch milliseconds */
                            createdAt: number;
                            createdBy: string;
                            /** @description null: never expires */
                            expiresAt: number | null;
                            lastUsedAt: number | null;
                            lastUsedAddress: string | null;
                            revokedAt: number | null;
                            revokedBy: string | null;
                            status: "active" | "expired" | "revoked";
                        }[];
                        total: number;
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    deleteUserApiTokensById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        kind: "personal" | "service";
                        name: string;
                        /** @description personal tokens: whose token it is */
                        ownerSub: string | null;
                        ownerName: string | null;
                        scopes: ("read" | "actions" | "ingest" | "cmdb")[];
                        /** @description the first characters of the secret, to tell tokens apart */
                        prefix: string;
                        /** @description epoch milliseconds */
                        createdAt: number;
                        createdBy: string;
                        /** @description null: never expires */
                        expiresAt: number | null;
                        lastUsedAt: number | null;
                        lastUsedAddress: string | null;
                        revokedAt: number | null;
                        revokedBy: string | null;
                        status: "active" | "expired" | "revoked";
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
        };
    };
    getCradlepoint: {
        parameters: {
            query?: {
                /** @description Rows to skip (default 0) */
                offset?: number;
                /** @description Rows to answer (default every row, at most 100000) */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            device_name?: string | null;
                            ecm_cradlepointid?: string | null;
                            ecm_name?: string | null;
                            ecm_mac?: string | null;
                            ecm_phone?: string | null;
                            ecm_usage?: number | null;
                            ssh_deviceid?: string | null;
                            ssh_mac?: string | null;
                            ssh_lanip?: string | null;
                            ssh_lanport?: string | null;
                            carrier_phone?: string | null;
                            carrier_iccid?: string | null;
                            carrier_carrier?: string | null;
                            carrier_usage?: number | null;
                        }[];
                        total: number;
                        totalRelation?: "eq" | "gte";
                        /** @description The planner's estimate of all matches when total is a lower bound */
                        totalEstimate?: number;
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getCradlepointSsh: {
        parameters: {
            query?: {
                /** @description Rows to skip (default 0) */
                offset?: number;
                /** @description Rows to answer (default every row, at most 100000) */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            ssh_deviceid?: string | null;
                            ssh_mac?: string | null;
                            ssh_lanip?: string | null;
                            ssh_lanport?: string | null;
                        }[];
                        total: number;
                        totalRelation?: "eq" | "gte";
                        /** @description The planner's estimate of all matches when total is a lower bound */
                        totalEstimate?: number;
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getCradlepointEcm: {
        parameters: {
            query?: {
                /** @description Rows to skip (default 0) */
                offset?: number;
                /** @description Rows to answer (default every row, at most 100000) */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            ecm_cradlepointid?: string | null;
                            ecm_name?: string | null;
                            ecm_mac?: string | null;
                            ecm_phone?: string | null;
                            ecm_usage?: number | null;
                        }[];
                        total: number;
                        totalRelation?: "eq" | "gte";
                        /** @description The planner's estimate of all matches when total is a lower bound */
                        totalEstimate?: number;
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getCradlepointCarrier: {
        parameters: {
            query?: {
                /** @description Rows to skip (default 0) */
                offset?: number;
                /** @description Rows to answer (default every row, at most 100000) */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            carrier_phone?: string | null;
                            carrier_iccid?: string | null;
                            carrier_carrier?: string | null;
                            carrier_usage?: number | null;
                        }[];
                        total: number;
                        totalRelation?: "eq" | "gte";
                        /** @description The planner's estimate of all matches when total is a lower bound */
                        totalEstimate?: number;
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getIbsearchHostname: {
        parameters: {
            query: {
                /** @description A case-insensitive regular expression (PostgreSQL ~*); IP-like text is matched as a prefix, a full IP exactly */
                search_query: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            name: string;
                            ipv4addrs: {
                                ipv4addr: string;
                            }[];
                            ipv6addrs: {
                                ipv6addr: string;
                            }[];
                            view: string;
                            comment: string | null;
                            extattrs: {
                                "IPPlan UserID"?: {
                                    value: string;
                                };
                                "Owner Group"?: {
                                    value: string;
                                };
                                "IPPlan Last Modified"?: {
                                    value: string;
                                };
                            };
                            owner: string | null;
                            ownerGroup: string | null;
                            lastModified: string | null;
                        }[];
                        total: number;
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getIbsearchIpaddr: {
        parameters: {
            query: {
                /** @description A case-insensitive regular expression (PostgreSQL ~*); IP-like text is matched as a prefix, a full IP exactly */
                search_query: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            name: string;
                            ipv4addrs: {
                                ipv4addr: string;
                            }[];
                            ipv6addrs: {
                                ipv6addr: string;
                            }[];
                            view: string;
                            comment: string | null;
                            extattrs: {
                                "IPPlan UserID"?: {
                                    value: string;
                                };
                                "Owner Group"?: {
                                    value: string;
                                };
                                "IPPlan Last Modified"?: {
                                    value: string;
                                };
                            };
                            owner: string | null;
                            ownerGroup: string | null;
                            lastModified: string | null;
                        }[];
                        total: number;
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getIbsearchComment: {
        parameters: {
            query: {
                /** @description A case-insensitive regular expression (PostgreSQL ~*); IP-like text is matched as a prefix, a full IP exactly */
                search_query: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            name: string;
                            ipv4addrs: {
                                ipv4addr: string;
                            }[];
                            ipv6addrs: {
                                ipv6addr: string;
                            }[];
                            view: string;
                            comment: string | null;
                            extattrs: {
                                "IPPlan UserID"?: {
                                    value: string;
                                };
                                "Owner Group"?: {
                                    value: string;
                                };
                                "IPPlan Last Modified"?: {
                                    value: string;
                                };
                            };
                            owner: string | null;
                            ownerGroup: string | null;
                            lastModified: string | null;
                        }[];
                        total: number;
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getIbsearchOwner: {
        parameters: {
            query: {
                /** @description A case-insensitive regular expression (PostgreSQL ~*); IP-like text is matched as a prefix, a full IP exactly */
                search_query: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            name: string;
                            ipv4addrs: {
                                ipv4addr: string;
                            }[];
                            ipv6addrs: {
                                ipv6addr: string;
                            }[];
                            view: string;
                            comment: string | null;
                            extattrs: {
                                "IPPlan UserID"?: {
                                    value: string;
                                };
                                "Owner Group"?: {
                                    value: string;
                                };
                                "IPPlan Last Modified"?: {
                                    value: string;
                                };
                            };
                            owner: string | null;
                            ownerGroup: string | null;
                            lastModified: string | null;
                        }[];
                        total: number;
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getIbsearchSubnet: {
        parameters: {
            query: {
                /** @description A case-insensitive regular expression (PostgreSQL ~*); IP-like text is matched as a prefix, a full IP exactly */
                search_query: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            network: string;
                            network_view: string;
                            owner: string | null;
                            lastModified: string | null;
                            comment: string | null;
                        }[];
                        total: number;
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getIbsearchIprange: {
        parameters: {
            query: {
                /** @description The network: a CIDR (that network and those inside it), an IP (the networks holding it), an IP prefix or a regex */
                search_query: string;
                /** @description Network view (case-insensitive); blank for every view */
                network_view?: string;
                /** @description Address status, default ALL */
                status_filter?: "ALL" | "USED" | "UNUSED" | "CONFLICT" | "PENDING";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            names: string[];
                            ip_address: string;
                            status: "USED" | "UNUSED" | "CONFLICT" | "PENDING";
                            network: string;
                            network_view: string;
                            owner: string | null;
                            ownerGroup: string | null;
                            lastModified: string | null;
                        }[];
                        total: number;
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    postIngestDevices: {
        parameters: {
            query?: {
                /** @description Count as the call would and write nothing */
                dryRun?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    model?: string | null;
                    productCode?: string | null;
                    productCategory?: string | null;
                    productType?: string | null;
                    productFamily?: string | null;
                    productGroup?: string | null;
                    siteTypeDescription?: string | null;
                    className?: string | null;
                    nmd?: string | null;
                    nocid?: string | null;
                    dmnType?: string | null;
                    pamDiscoveryState?: string | null;
                    provisionStatus?: string | null;
                    hnsService?: string | null;
                    discovered?: boolean | null;
                    poller?: string | null;
                    oldPoller?: string | null;
                    sam?: string | null;
                    seedip?: string | null;
                    gwid?: string | null;
                    gwidDivCurrent?: string | null;
                    vpgw?: string | null;
                    managementIp?: string | null;
                    lanIp?: string | null;
                    dataCenter?: string | null;
                    diuSerialNum?: string | null;
                    vendor?: string | null;
                    napSource?: string | null;
                    provider?: string | null;
                    han?: string | null;
                    cpehan?: string | null;
                    aaCfOpermode?: number | null;
                    aaVirtualSiteId?: string | null;
                    eitService_Mode?: string | null;
                    userdef1?: string | null;
                    userdef2?: string | null;
                    assetId?: string | null;
                    hnsLocationID?: string | null;
                    hnsCompanyID?: string | null;
                    hnsParentCompanyID?: string | null;
                    customerLocationId?: string | null;
                    plsiteid?: string | null;
                    psiteid?: string | null;
                    stateUSA?: string | null;
                    zip?: string | null;
                    latitude?: number | null;
                    longitude?: number | null;
                    vadbPrimaryPhoneNumber?: string | null;
                    vadbBackupPhoneNumber?: string | null;
                    hNS_VADBStatus?: string | null;
                    lasttesttime?: number | null;
                    lasttestresults?: string | null;
                    discoveredFirstAt?: number | null;
                    discoveredLastAt?: number | null;
                    discoveryDescription?: string | null;
                    firmwareVersion?: string | null;
                    softwareVersion?: string | null;
                    accessMode?: string | null;
                    isManaged?: boolean | null;
                    isMonitored?: boolean | null;
                    imei?: string | null;
                    mdn?: string | null;
                    timezone?: string | null;
                    vlan?: string | null;
                    vdomEnabled?: boolean | null;
                    hanValidation?: string | null;
                    description?: string | null;
                    satName?: string | null;
                    beamid?: string | null;
                    dslProvider?: string | null;
                    dslType?: string | null;
                    subCustomerId?: string | null;
                    memberOf?: string[] | null;
                    primaryNapSource?: string | null;
                    backupNapSource?: string | null;
                    transportAdminStatus?: string | null;
                    transportOperStatus?: string | null;
                    transportInUse?: string | null;
                    natIp1?: string | null;
                    natIp2?: string | null;
                    serviceType?: string | null;
                    serviceId?: string | null;
                    orgName?: string | null;
                    em7StackId?: number | null;
                    em7DeviceId?: number | null;
                    snmpCredential?: string | null;
                    snmpPort?: number | null;
                    retire?: boolean;
                }[];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        created: number;
                        updated: number;
                        unchanged: number;
                        rejected: number;
                        retired: number;
                        errors: {
                            /** @description 1-based array position or NDJSON line; 0 when the body as a whole is at fault */
                            line: number;
                            /** @description The field at fault; empty when the row or body as a whole is */
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                        errors?: {
                            /** @description 1-based array position or NDJSON line; 0 when the body as a whole is at fault */
                            line: number;
                            /** @description The field at fault; empty when the row or body as a whole is */
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
        };
    };
    deleteIngestDevices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    names: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        created: number;
                        updated: number;
                        unchanged: number;
                        rejected: number;
                        retired: number;
                        errors: {
                            /** @description 1-based array position or NDJSON line; 0 when the body as a whole is at fault */
                            line: number;
                            /** @description The field at fault; empty when the row or body as a whole is */
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                        errors?: {
                            /** @description 1-based array position or NDJSON line; 0 when the body as a whole is at fault */
                            line: number;
                            /** @description The field at fault; empty when the row or body as a whole is */
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
        };
    };
    postIngestLocations: {
        parameters: {
            query?: {
                /** @description Count as the call would and write nothing */
                dryRun?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    customerLocationId: string;
                    address?: string | null;
                    city?: string | null;
                    stateUSA?: string | null;
                    zip?: string | null;
                    latitude?: number | null;
                    longitude?: number | null;
                    plsiteid?: string | null;
                    /** @description true: delete (remove) it instead */
                    retire?: boolean;
                }[];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        created: number;
                        updated: number;
                        unchanged: number;
                        rejected: number;
                        retired: number;
                        errors: {
                            /** @description 1-based array position or NDJSON line; 0 when the body as a whole is at fault */
                            line: number;
                            /** @description The field at fault; empty when the row or body as a whole is */
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                        errors?: {
                            /** @description 1-based array position or NDJSON line; 0 when the body as a whole is at fault */
                            line: number;
                            /** @description The field at fault; empty when the row or body as a whole is */
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
        };
    };
    deleteIngestLocations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    customerLocationIds: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        created: number;
                        updated: number;
                        unchanged: number;
                        rejected: number;
                        retired: number;
                        errors: {
                            /** @description 1-based array position or NDJSON line; 0 when the body as a whole is at fault */
                            line: number;
                            /** @description The field at fault; empty when the row or body as a whole is */
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                        errors?: {
                            /** @description 1-based array position or NDJSON line; 0 when the body as a whole is at fault */
                            line: number;
                            /** @description The field at fault; empty when the row or body as a whole is */
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
        };
    };
    postIngestGroups: {
        parameters: {
            query?: {
                /** @description Count as the call would and write nothing */
                dryRun?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    networkType: string;
                    name: string;
                    lowLevelGroup?: string | null;
                    deviceQuery?: string | null;
                    thresholdPercent?: number | null;
                    snmpCredential?: string | null;
                    snmpPort?: number | null;
                    /** @description true: delete (remove) it instead */
                    retire?: boolean;
                }[];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        created: number;
                        updated: number;
                        unchanged: number;
                        rejected: number;
                        retired: number;
                        errors: {
                            /** @description 1-based array position or NDJSON line; 0 when the body as a whole is at fault */
                            line: number;
                            /** @description The field at fault; empty when the row or body as a whole is */
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                        errors?: {
                            /** @description 1-based array position or NDJSON line; 0 when the body as a whole is at fault */
                            line: number;
                            /** @description The field at fault; empty when the row or body as a whole is */
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
        };
    };
    deleteIngestGroups: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    groups: {
                        networkType: string;
                        name: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        created: number;
                        updated: number;
                        unchanged: number;
                        rejected: number;
                        retired: number;
                        errors: {
                            /** @description 1-based array position or NDJSON line; 0 when the body as a whole is at fault */
                            line: number;
                            /** @description The field at fault; empty when the row or body as a whole is */
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                        errors?: {
                            /** @description 1-based array position or NDJSON line; 0 when the body as a whole is at fault */
                            line: number;
                            /** @description The field at fault; empty when the row or body as a whole is */
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
        };
    };
    postIngestGroupMembers: {
        parameters: {
            query?: {
                dryRun?: boolean;
                /** @description Make each group named in the call have exactly the call's members */
                replace?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    networkType: string;
                    group: string;
                    device: string;
                    /** @description true: delete (remove) it instead */
                    retire?: boolean;
                }[];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        created: number;
                        updated: number;
                        unchanged: number;
                        rejected: number;
                        retired: number;
                        errors: {
                            /** @description 1-based array position or NDJSON line; 0 when the body as a whole is at fault */
                            line: number;
                            /** @description The field at fault; empty when the row or body as a whole is */
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                        errors?: {
                            /** @description 1-based array position or NDJSON line; 0 when the body as a whole is at fault */
                            line: number;
                            /** @description The field at fault; empty when the row or body as a whole is */
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
        };
    };
    deleteIngestGroupMembers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    members: {
                        networkType: string;
                        group: string;
                        device: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        created: number;
                        updated: number;
                        unchanged: number;
                        rejected: number;
                        retired: number;
                        errors: {
                            /** @description 1-based array position or NDJSON line; 0 when the body as a whole is at fault */
                            line: number;
                            /** @description The field at fault; empty when the row or body as a whole is */
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                        errors?: {
                            /** @description 1-based array position or NDJSON line; 0 when the body as a whole is at fault */
                            line: number;
                            /** @description The field at fault; empty when the row or body as a whole is */
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
        };
    };
    getEsDeviceSyslog: {
        parameters: {
            query: {
                device_name: string;
                query?: string;
                sort?: string;
                order?: "asc" | "desc";
                offset?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            time: number;
                            sentAt: number | null;
                            severity: number | null;
                            facility: number | null;
                            host: string;
                            app: string;
                            procId: string;
                            msgId: string;
                            message: string;
                            structuredData: string;
                            sourceIp: string;
                            transport: string;
                            format: string;
                        }[];
                        total: number;
                        totalRelation?: "eq" | "gte";
                        /** @description The planner's estimate of all matches when total is a lower bound */
                        totalEstimate?: number;
                        /** @description Send as search_after (with offset + limit) to get the next page by key; absent on the last page */
                        nextCursor?: string;
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getIngestSnmpCredentials: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            name: string;
                            /** @description '2c' or '3' */
                            version: "2c" | "3";
                            level: ("noAuthNoPriv" | "authNoPriv" | "authPriv") | null;
                            /** @description v3 user name; null for v2c */
                            user: string | null;
                            /** @description epoch milliseconds */
                            updatedAt: number;
                            updatedBy: string;
                            /** @description devices that name it themselves */
                            deviceCount: number;
                            /** @description the first 100 of those devices, by name */
                            devices: string[];
                            /** @description groups that name it (their members without their own setting use it) */
                            groups: {
                                id: number;
                                networkType: string;
                                name: string;
                            }[];
                        }[];
                        total: number;
                    };
                };
            };
            /** @description Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    putIngestSnmpCredentials: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description letters, digits, . _ - (1-64); devices and groups refer to it */
                    name: string;
                    /** @description '2c' or '3' */
                    version: "2c" | "3";
                    /** @description v2c community (write-only) */
                    community?: string;
                    /** @description v3 user name */
                    user?: string;
                    /** @description v3 security level */
                    level?: "noAuthNoPriv" | "authNoPriv" | "authPriv";
                    /** @description v3 authentication protocol (authNoPriv, authPriv) */
                    authProtocol?: "md5" | "sha" | "sha224" | "sha256" | "sha384" | "sha512";
                    /** @description v3 authentication passphrase, at least 8 characters (write-only) */
                    authKey?: string;
                    /** @description v3 privacy protocol (authPriv) */
                    privProtocol?: "des" | "aes" | "aes256b" | "aes256r";
                    /** @description v3 privacy passphrase, at least 8 characters (write-only) */
                    privKey?: string;
                }[];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        created: number;
                        updated: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
        };
    };
    deleteIngestSnmpCredentialsByName: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                        /** @description '2c' or '3' */
                        version: "2c" | "3";
                        level: ("noAuthNoPriv" | "authNoPriv" | "authPriv") | null;
                        /** @description v3 user name; null for v2c */
                        user: string | null;
                        /** @description epoch milliseconds */
                        updatedAt: number;
                        updatedBy: string;
                        /** @description devices that name it themselves */
                        deviceCount: number;
                        /** @description the first 100 of those devices, by name */
                        devices: string[];
                        /** @description groups that name it (their members without their own setting use it) */
                        groups: {
                            id: number;
                            networkType: string;
                            name: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
        };
    };
    postLiveStream: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description the views the tab shows; reopen the stream when they change */
                    views: ({
                        /** @description the client's name for the view; changes are keyed by it */
                        id: string;
                        /** @enum {string} */
                        kind: "device";
                        name: string;
                        groups?: string[];
                    } | {
                        /** @description the client's name for the view; changes are keyed by it */
                        id: string;
                        /** @enum {string} */
                        kind: "devices";
                        query?: string;
                    } | {
                        /** @description the client's name for the view; changes are keyed by it */
                        id: string;
                        /** @enum {string} */
                        kind: "alerts";
                        device?: string;
                    } | {
                        /** @description the client's name for the view; changes are keyed by it */
                        id: string;
                        /** @enum {string} */
                        kind: "network-events";
                        group?: string;
                    } | {
                        /** @description the client's name for the view; changes are keyed by it */
                        id: string;
                        /** @enum {string} */
                        kind: "pam";
                        device?: string;
                    } | {
                        /** @description the client's name for the view; changes are keyed by it */
                        id: string;
                        /** @enum {string} */
                        kind: "cmdb";
                        table?: string;
                    } | {
                        /** @description the client's name for the view; changes are keyed by it */
                        id: string;
                        /** @enum {string} */
                        kind: "maintenance";
                        window?: string;
                    } | {
                        /** @description the client's name for the view; changes are keyed by it */
                        id: string;
                        /** @enum {string} */
                        kind: "aggregates";
                    })[];
                    /** @description the id of the last `changes` event received: changes after it are replayed (hello's resumed says whether they could be) */
                    lastEventId?: string;
                };
            };
        };
        responses: {
            /** @description hello, changes, resync and reauth events; ping comments */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
        };
    };
    getMaintenanceWindows: {
        parameters: {
            query?: {
                all?: boolean;
                occurrences?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: ({
                            id: number;
                            name: string;
                            target: {
                                kind: "query" | "devices";
                                query?: string;
                                devices?: string[];
                            };
                            /** @description first occurrence's local date-time in timeZone, 'YYYY-MM-DDTHH:mm' */
                            start: string;
                            /** @description elapsed minutes of each occurrence */
                            durationMinutes: number;
                            /** @description IANA zone, e.g. Europe/Berlin */
                            timeZone: string;
                            recurrence: {
                                kind: "once" | "daily" | "weekly" | "monthly-day" | "monthly-weekday";
                                weekdays?: number[];
                                day?: number;
                                week?: "first" | "second" | "third" | "fourth" | "last";
                                /** @description 0 = Sunday ... 6 = Saturday */
                                weekday?: number;
                            };
                            until: string | null;
                            info: string;
                            endedOccurrenceStart: string | null;
                            endedAt: string | null;
                            createdBy: string;
                            createdAt: string;
                            updatedBy: string;
                            updatedAt: string;
                            /** @description send it back on update, delete and end now; another stored version answers 409 */
                            version: number;
                        } & {
                            status: "running" | "scheduled" | "finished";
                            nextOccurrences: {
                                start: string;
                                end: string;
                            }[];
                            suspendedDevices: number;
                        })[];
                        total: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
        };
    };
    postMaintenanceWindows: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    target?: {
                        kind: "query" | "devices";
                        query?: string;
                        devices?: string[];
                    };
                    start?: string;
                    durationMinutes?: number;
                    timeZone?: string;
                    recurrence?: {
                        kind: "once" | "daily" | "weekly" | "monthly-day" | "monthly-weekday";
                        weekdays?: number[];
                        day?: number;
                        week?: "first" | "second" | "third" | "fourth" | "last";
                        /** @description 0 = Sunday ... 6 = Saturday */
                        weekday?: number;
                    };
                    until?: string | null;
                    info?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        target: {
                            kind: "query" | "devices";
                            query?: string;
                            devices?: string[];
                        };
                        /** @description first occurrence's local date-time in timeZone, 'YYYY-MM-DDTHH:mm' */
                        start: string;
                        /** @description elapsed minutes of each occurrence */
                        durationMinutes: number;
                        /** @description IANA zone, e.g. Europe/Berlin */
                        timeZone: string;
                        recurrence: {
                            kind: "once" | "daily" | "weekly" | "monthly-day" | "monthly-weekday";
                            weekdays?: number[];
                            day?: number;
                            week?: "first" | "second" | "third" | "fourth" | "last";
                            /** @description 0 = Sunday ... 6 = Saturday */
                            weekday?: number;
                        };
                        until: string | null;
                        info: string;
                        endedOccurrenceStart: string | null;
                        endedAt: string | null;
                        createdBy: string;
                        createdAt: string;
                        updatedBy: string;
                        updatedAt: string;
                        /** @description send it back on update, delete and end now; another stored version answers 409 */
                        version: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    getMaintenanceWindowsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        target: {
                            kind: "query" | "devices";
                            query?: string;
                            devices?: string[];
                        };
                        /** @description first occurrence's local date-time in timeZone, 'YYYY-MM-DDTHH:mm' */
                        start: string;
                        /** @description elapsed minutes of each occurrence */
                        durationMinutes: number;
                        /** @description IANA zone, e.g. Europe/Berlin */
                        timeZone: string;
                        recurrence: {
                            kind: "once" | "daily" | "weekly" | "monthly-day" | "monthly-weekday";
                            weekdays?: number[];
                            day?: number;
                            week?: "first" | "second" | "third" | "fourth" | "last";
                            /** @description 0 = Sunday ... 6 = Saturday */
                            weekday?: number;
                        };
                        until: string | null;
                        info: string;
                        endedOccurrenceStart: string | null;
                        endedAt: string | null;
                        createdBy: string;
                        createdAt: string;
                        updatedBy: string;
                        updatedAt: string;
                        /** @description send it back on update, delete and end now; another stored version answers 409 */
                        version: number;
                    } & {
                        status: "running" | "scheduled" | "finished";
                        nextOccurrences: {
                            start: string;
                            end: string;
                        }[];
                        suspendedDevices: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
        };
    };
    putMaintenanceWindowsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    target?: {
                        kind: "query" | "devices";
                        query?: string;
                        devices?: string[];
                    };
                    start?: string;
                    durationMinutes?: number;
                    timeZone?: string;
                    recurrence?: {
                        kind: "once" | "daily" | "weekly" | "monthly-day" | "monthly-weekday";
                        weekdays?: number[];
                        day?: number;
                        week?: "first" | "second" | "third" | "fourth" | "last";
                        /** @description 0 = Sunday ... 6 = Saturday */
                        weekday?: number;
                    };
                    until?: string | null;
                    info?: string | null;
                    version: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        target: {
                            kind: "query" | "devices";
                            query?: string;
                            devices?: string[];
                        };
                        /** @description first occurrence's local date-time in timeZone, 'YYYY-MM-DDTHH:mm' */
                        start: string;
                        /** @description elapsed minutes of each occurrence */
                        durationMinutes: number;
                        /** @description IANA zone, e.g. Europe/Berlin */
                        timeZone: string;
                        recurrence: {
                            kind: "once" | "daily" | "weekly" | "monthly-day" | "monthly-weekday";
                            weekdays?: number[];
                            day?: number;
                            week?: "first" | "second" | "third" | "fourth" | "last";
                            /** @description 0 = Sunday ... 6 = Saturday */
                            weekday?: number;
                        };
                        until: string | null;
                        info: string;
                        endedOccurrenceStart: string | null;
                        endedAt: string | null;
                        createdBy: string;
                        createdAt: string;
                        updatedBy: string;
                        updatedAt: string;
                        /** @description send it back on update, delete and end now; another stored version answers 409 */
                        version: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        statusCode: 409;
                        error: string;
                        message: string;
                        current: {
                            id: number;
                            name: string;
                            target: {
                                kind: "query" | "devices";
                                query?: string;
                                devices?: string[];
                            };
                            /** @description first occurrence's local date-time in timeZone, 'YYYY-MM-DDTHH:mm' */
                            start: string;
                            /** @description elapsed minutes of each occurrence */
                            durationMinutes: number;
                            /** @description IANA zone, e.g. Europe/Berlin */
                            timeZone: string;
                            recurrence: {
                                kind: "once" | "daily" | "weekly" | "monthly-day" | "monthly-weekday";
                                weekdays?: number[];
                                day?: number;
                                week?: "first" | "second" | "third" | "fourth" | "last";
                                /** @description 0 = Sunday ... 6 = Saturday */
                                weekday?: number;
                            };
                            until: string | null;
                            info: string;
                            endedOccurrenceStart: string | null;
                            endedAt: string | null;
                            createdBy: string;
                            createdAt: string;
                            updatedBy: string;
                            updatedAt: string;
                            /** @description send it back on update, delete and end now; another stored version answers 409 */
                            version: number;
                        } | null;
                    };
                };
            };
        };
    };
    deleteMaintenanceWindowsById: {
        parameters: {
            query: {
                version: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @description devices whose window PAM schedule was removed */
                        released: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        statusCode: 409;
                        error: string;
                        message: string;
                        current: {
                            id: number;
                            name: string;
                            target: {
                                kind: "query" | "devices";
                                query?: string;
                                devices?: string[];
                            };
                            /** @description first occurrence's local date-time in timeZone, 'YYYY-MM-DDTHH:mm' */
                            start: string;
                            /** @description elapsed minutes of each occurrence */
                            durationMinutes: number;
                            /** @description IANA zone, e.g. Europe/Berlin */
                            timeZone: string;
                            recurrence: {
                                kind: "once" | "daily" | "weekly" | "monthly-day" | "monthly-weekday";
                                weekdays?: number[];
                                day?: number;
                                week?: "first" | "second" | "third" | "fourth" | "last";
                                /** @description 0 = Sunday ... 6 = Saturday */
                                weekday?: number;
                            };
                            until: string | null;
                            info: string;
                            endedOccurrenceStart: string | null;
                            endedAt: string | null;
                            createdBy: string;
                            createdAt: string;
                            updatedBy: string;
                            updatedAt: string;
                            /** @description send it back on update, delete and end now; another stored version answers 409 */
                            version: number;
                        } | null;
                    };
                };
            };
        };
    };
    postMaintenanceWindowsByIdEnd: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    version: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        target: {
                            kind: "query" | "devices";
                            query?: string;
                            devices?: string[];
                        };
                        /** @description first occurrence's local date-time in timeZone, 'YYYY-MM-DDTHH:mm' */
                        start: string;
                        /** @description elapsed minutes of each occurrence */
                        durationMinutes: number;
                        /** @description IANA zone, e.g. Europe/Berlin */
                        timeZone: string;
                        recurrence: {
                            kind: "once" | "daily" | "weekly" | "monthly-day" | "monthly-weekday";
                            weekdays?: number[];
                            day?: number;
                            week?: "first" | "second" | "third" | "fourth" | "last";
                            /** @description 0 = Sunday ... 6 = Saturday */
                            weekday?: number;
                        };
                        until: string | null;
                        info: string;
                        endedOccurrenceStart: string | null;
                        endedAt: string | null;
                        createdBy: string;
                        createdAt: string;
                        updatedBy: string;
                        updatedAt: string;
                        /** @description send it back on update, delete and end now; another stored version answers 409 */
                        version: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        statusCode: 409;
                        error: string;
                        message: string;
                        current: {
                            id: number;
                            name: string;
                            target: {
                                kind: "query" | "devices";
                                query?: string;
                                devices?: string[];
                            };
                            /** @description first occurrence's local date-time in timeZone, 'YYYY-MM-DDTHH:mm' */
                            start: string;
                            /** @description elapsed minutes of each occurrence */
                            durationMinutes: number;
                            /** @description IANA zone, e.g. Europe/Berlin */
                            timeZone: string;
                            recurrence: {
                                kind: "once" | "daily" | "weekly" | "monthly-day" | "monthly-weekday";
                                weekdays?: number[];
                                day?: number;
                                week?: "first" | "second" | "third" | "fourth" | "last";
                                /** @description 0 = Sunday ... 6 = Saturday */
                                weekday?: number;
                            };
                            until: string | null;
                            info: string;
                            endedOccurrenceStart: string | null;
                            endedAt: string | null;
                            createdBy: string;
                            createdAt: string;
                            updatedBy: string;
                            updatedAt: string;
                            /** @description send it back on update, delete and end now; another stored version answers 409 */
                            version: number;
                        } | null;
                    };
                };
            };
        };
    };
    postMaintenanceImpact: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    target: {
                        kind: "query" | "devices";
                        query?: string;
                        devices?: string[];
                    };
                    start?: string;
                    durationMinutes?: number;
                    timeZone?: string;
                    recurrence?: {
                        kind: "once" | "daily" | "weekly" | "monthly-day" | "monthly-weekday";
                        weekdays?: number[];
                        day?: number;
                        week?: "first" | "second" | "third" | "fourth" | "last";
                        /** @description 0 = Sunday ... 6 = Saturday */
                        weekday?: number;
                    };
                    until?: string | null;
                    excludeId?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        devices: number;
                        customers: number;
                        byType: {
                            type: string | null;
                            devices: number;
                        }[];
                        events: {
                            /** @description devices of the target with at least one active network event */
                            devices: number;
                            /** @description their active network events */
                            events: number;
                            sample: {
                                name: string;
                                events: number;
                                severity: string | null;
                            }[];
                        };
                        unknownDevices: string[];
                        overlaps: {
                            id: number;
                            name: string;
                            occurrence: {
                                start: string;
                                end: string;
                            };
                            other: {
                                start: string;
                                end: string;
                            };
                        }[];
                        nextOccurrences: {
                            start: string;
                            end: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    getSavedViews: {
        parameters: {
            query?: {
                /** @description the screen's path, e.g. /manage-devices */
                path?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            /** @description private: only the owner sees it; shared: every signed-in user does */
                            visibility: "private" | "shared";
                            path: string;
                            search: string;
                            owner: string;
                            own: boolean;
                            version: number;
                            updated_at: number;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
        };
    };
    postSavedViews: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description shown in the Views menu and the palette */
                    name: string;
                    /** @description private: only the owner sees it; shared: every signed-in user does */
                    visibility: "private" | "shared";
                    /** @description the screen's path, e.g. /manage-devices */
                    path: string;
                    /** @description the URL search string, e.g. ?query=name:ACME* */
                    search: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        /** @description private: only the owner sees it; shared: every signed-in user does */
                        visibility: "private" | "shared";
                        path: string;
                        search: string;
                        owner: string;
                        own: boolean;
                        version: number;
                        updated_at: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                        current?: {
                            id: number;
                            name: string;
                            /** @description private: only the owner sees it; shared: every signed-in user does */
                            visibility: "private" | "shared";
                            path: string;
                            search: string;
                            owner: string;
                            own: boolean;
                            version: number;
                            updated_at: number;
                        };
                    };
                };
            };
        };
    };
    putSavedViewsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description shown in the Views menu and the palette */
                    name?: string;
                    /** @description private: only the owner sees it; shared: every signed-in user does */
                    visibility?: "private" | "shared";
                    /** @description the URL search string, e.g. ?query=name:ACME* */
                    search?: string;
                    /** @description the version read; another stored version is a 409 */
                    version: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        /** @description private: only the owner sees it; shared: every signed-in user does */
                        visibility: "private" | "shared";
                        path: string;
                        search: string;
                        owner: string;
                        own: boolean;
                        version: number;
                        updated_at: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                        current?: {
                            id: number;
                            name: string;
                            /** @description private: only the owner sees it; shared: every signed-in user does */
                            visibility: "private" | "shared";
                            path: string;
                            search: string;
                            owner: string;
                            own: boolean;
                            version: number;
                            updated_at: number;
                        };
                    };
                };
            };
        };
    };
    deleteSavedViewsById: {
        parameters: {
            query?: {
                /** @description when given, another stored version is a 409 */
                version?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        /** @description private: only the owner sees it; shared: every signed-in user does */
                        visibility: "private" | "shared";
                        path: string;
                        search: string;
                        owner: string;
                        own: boolean;
                        version: number;
                        updated_at: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                        current?: {
                            id: number;
                            name: string;
                            /** @description private: only the owner sees it; shared: every signed-in user does */
                            visibility: "private" | "shared";
                            path: string;
                            search: string;
                            owner: string;
                            own: boolean;
                            version: number;
                            updated_at: number;
                        };
                    };
                };
            };
        };
    };
    getSearchCustomers: {
        parameters: {
            query: {
                query: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            customer: string;
                            device_count: number;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
        };
    };
    getAlertsByIdNotes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the alert's id (es/alerts answers it) */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        alert: {
                            id: number;
                            name: string;
                            elementName: string | null;
                            active: boolean;
                            acknowledged: boolean;
                            ackedBy: string | null;
                            ackedAt: number | null;
                            owner: string;
                            noteCount: number;
                            workflowVersion: number;
                        };
                        data: {
                            id: number;
                            author: string;
                            authorName: string;
                            at: number;
                            text: string;
                            kind: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
        };
    };
    postAlertsByIdNotes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the alert's id (es/alerts answers it) */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description the workflowVersion read; another stored version is a 409 */
                    version: number;
                    /** @description free text, kept with who wrote it and when */
                    text: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        elementName: string | null;
                        active: boolean;
                        acknowledged: boolean;
                        ackedBy: string | null;
                        ackedAt: number | null;
                        owner: string;
                        noteCount: number;
                        workflowVersion: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                        current?: {
                            id: number;
                            name: string;
                            elementName: string | null;
                            active: boolean;
                            acknowledged: boolean;
                            ackedBy: string | null;
                            ackedAt: number | null;
                            owner: string;
                            noteCount: number;
                            workflowVersion: number;
                        };
                    };
                };
            };
        };
    };
    postAlertsByIdAcknowledge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the alert's id (es/alerts answers it) */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description the workflowVersion read; another stored version is a 409 */
                    version: number;
                    /** @description kept as a note of the alert when not blank */
                    note?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        elementName: string | null;
                        active: boolean;
                        acknowledged: boolean;
                        ackedBy: string | null;
                        ackedAt: number | null;
                        owner: string;
                        noteCount: number;
                        workflowVersion: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                        current?: {
                            id: number;
                            name: string;
                            elementName: string | null;
                            active: boolean;
                            acknowledged: boolean;
                            ackedBy: string | null;
                            ackedAt: number | null;
                            owner: string;
                            noteCount: number;
                            workflowVersion: number;
                        };
                    };
                };
            };
        };
    };
    postAlertsByIdUnacknowledge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the alert's id (es/alerts answers it) */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description the workflowVersion read; another stored version is a 409 */
                    version: number;
                    /** @description kept as a note of the alert when not blank */
                    note?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        elementName: string | null;
                        active: boolean;
                        acknowledged: boolean;
                        ackedBy: string | null;
                        ackedAt: number | null;
                        owner: string;
                        noteCount: number;
                        workflowVersion: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                        current?: {
                            id: number;
                            name: string;
                            elementName: string | null;
                            active: boolean;
                            acknowledged: boolean;
                            ackedBy: string | null;
                            ackedAt: number | null;
                            owner: string;
                            noteCount: number;
                            workflowVersion: number;
                        };
                    };
                };
            };
        };
    };
    putAlertsByIdOwner: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the alert's id (es/alerts answers it) */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description the workflowVersion read; another stored version is a 409 */
                    version: number;
                    /** @description a user's nickname; '' gives the alert up */
                    owner: string;
                    /** @description kept as a note of the alert when not blank */
                    note?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        elementName: string | null;
                        active: boolean;
                        acknowledged: boolean;
                        ackedBy: string | null;
                        ackedAt: number | null;
                        owner: string;
                        noteCount: number;
                        workflowVersion: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                        current?: {
                            id: number;
                            name: string;
                            elementName: string | null;
                            active: boolean;
                            acknowledged: boolean;
                            ackedBy: string | null;
                            ackedAt: number | null;
                            owner: string;
                            noteCount: number;
                            workflowVersion: number;
                        };
                    };
                };
            };
        };
    };
    postAlertsAcknowledge: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description true acknowledges, false takes the acknowledgement back */
                    acknowledged: boolean;
                    alerts: {
                        /** @description the alert's id (es/alerts answers it) */
                        id: number;
                        /** @description the workflowVersion read; another stored version is a 409 */
                        version: number;
                    }[];
                    /** @description kept as a note of the alert when not blank */
                    note?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        counts: {
                            changed: number;
                            unchanged: number;
                            conflict: number;
                            "not-found": number;
                        };
                        data: {
                            id: number;
                            outcome: "changed" | "unchanged" | "conflict" | "not-found";
                            current?: {
                                id: number;
                                name: string;
                                elementName: string | null;
                                active: boolean;
                                acknowledged: boolean;
                                ackedBy: string | null;
                                ackedAt: number | null;
                                owner: string;
                                noteCount: number;
                                workflowVersion: number;
                            };
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
        };
    };
}
