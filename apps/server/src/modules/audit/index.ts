/** Public face of the audit module: the log of staff actions (written in the transaction of the change). */
export { audit, auditRows, type AuditEntry } from './audit.ts';
