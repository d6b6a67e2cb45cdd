/** Public face of the app-info module: its call. */
export { appinfoActions } from './appinfo.routes.ts';
