export { auditHook } from './audit-hook';
export { type AuditActor, type AuditEntry, recordAudit } from './repository';
export { auditRoutes } from './routes';
export { recordHistory } from './service';
