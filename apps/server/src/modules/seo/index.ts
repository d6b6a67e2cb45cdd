/** Public face of the SEO module: item page meta for the web serving layer, /sitemap.xml and /robots.txt. */
export { injectMeta, renderMetaForPath, type PageMeta } from './seo.service.ts';
export { registerSeoRoutes } from './seo.routes.ts';
