/** Public face of the admin module: its calls. */
export { adminActions } from './admin.routes.ts';
