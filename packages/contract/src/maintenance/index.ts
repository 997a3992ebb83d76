/**
 * Maintenance windows (issue 21 item 4). Calls under /api/v1.0 (routes land with the API module):
 * GET /maintenance/windows (MaintenanceListQuery -> MaintenanceListAnswer), POST /maintenance/windows
 * (MaintenanceCreateBody -> MaintenanceWindow), GET|PUT|DELETE /maintenance/windows/{id} (PUT:
 * MaintenanceUpdateBody; DELETE: ?version= -> MaintenanceDeleteAnswer; 409: MaintenanceConflict),
 * POST /maintenance/windows/{id}/end ({version} -> MaintenanceWindow) and POST /maintenance/impact
 * (MaintenanceImpactBody -> MaintenanceImpactAnswer). 400s name the field (`field`, MAINTENANCE_MESSAGES).
 */
export * from './zoned-time';
export * from './maintenance-schemas';
export * from './maintenance-impact';
export * from './maintenance-rules';
export * from './recurrence';
export * from './overlap';
