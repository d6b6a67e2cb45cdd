/** Public face of the alerts module (issue 12): make subscriptions, saved searches, the fan-out of a new listing
 * and of a price drop (jobs that items enqueue), the daily digest, and the one-click unsubscribe route. */
export { alertsActions, registerAlertsRoutes } from './alerts.routes.ts';
export { alertsJobs, ALERT_PARTS } from './alerts.jobs.ts';
export { sendDigest } from './alerts.digest.ts';
export { tokenOf, verifyToken } from './unsubscribe-token.ts';
