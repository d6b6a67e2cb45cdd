/** GET /sitemap.xml and GET /robots.txt (the item pages' meta is injected by the web serving layer, http/web.ts). */
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { robotsTxt, sitemapXml } from './seo.service.ts';

/** GET /sitemap.xml and GET /robots.txt. */
export function registerSeoRoutes(app: FastifyInstance, deps: Deps): void {
  // A static file of the same name in the web build wins (the static plugin registered it already).
  if (app.hasRoute({ method: 'GET', url: '/sitemap.xml' }) || app.hasRoute({ method: 'GET', url: '/robots.txt' })) return;
  app.get('/sitemap.xml', async (_req, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('application/xml; charset=utf-8')
      .send(await sitemapXml(deps)),
  );
  app.get('/robots.txt', async (_req, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(robotsTxt(deps.config.publicUrl)),
  );
}
