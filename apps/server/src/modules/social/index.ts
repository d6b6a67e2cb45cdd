/** Public face of the social module: its calls (follows, blocks, item reports, people lists). */
export { socialActions } from './social.routes.ts';
