/** Audit: the append-only record of what admins and the system did to users and listings. */
export { recordAudit, type AuditEntry } from './record';
