/** Public face of the content module: its calls (feeds, about, pages, FAQs, contact). */
export { contentActions } from './content.routes.ts';
