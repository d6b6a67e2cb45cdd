/** Public face of the content module: its calls (feeds, about, pages, FAQs, contact; the admin editor and the
 * privacy acceptance). */
export { contentActions } from './content.routes.ts';
export { contentEditorActions } from './content.editor.routes.ts';
export { currentPrivacyVersion } from './content.editor.ts';
