/** Escaping for what the server writes into HTML and XML itself (item page head, runtime config, sitemap). */

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
export const escapeXml = escapeHtml;

/**
 * JSON that is safe inside a <script> element (JSON-LD, the runtime-config data block): escaping `<`, `>` and `&`
 * keeps any `</script>` or `<!--` inside a value from ending the block early, and the line separators are escaped
 * for old parsers; JSON.parse reads the \u escapes back unchanged.
 */
export const scriptJson = (v: unknown) =>
  JSON.stringify(v)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * `html` with `text` inserted just before its first `</head>`, verbatim. Not `html.replace('</head>', text)`: a string
 * replacement reads `$&`, `` $` ``, `$'` and `$$` in `text` as patterns, so a listing title holding them would paste
 * pieces of the page into its own head (a function replacer's result is taken literally).
 */
export const insertBeforeHeadEnd = (html: string, text: string) => html.replace('</head>', (end) => `${text}${end}`);
