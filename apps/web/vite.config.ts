import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build as viteBuild, defineConfig, type InlineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/** The API, uploads and WebSocket live on the Fastify server; in development Vite forwards them to it. */
const API_TARGET = 'http://127.0.0.1:3000';

const BOOT_SOURCE = fileURLToPath(new URL('./src/boot/boot.js', import.meta.url));

/**
 * The before-first-paint script (language direction, dark theme, and loading the app after a server first view) as a
 * classic script at the top of <head>. Vite bundles only module scripts (which run after parsing, too late), so this
 * plugin emits the file as an asset and links it first in the head; the server writes it inline from there, allowed
 * by its hash (apps/server/src/http/app-shell.ts, decision 020). In development Vite serves the source file as it is.
 */
function bootScript(): Plugin {
  let build = false;
  return {
    name: 'wheeldeal-boot-script',
    configResolved(config) {
      build = config.command === 'build';
    },
    buildStart() {
      if (!build) return;
      this.emitFile({ type: 'asset', name: 'boot.js', source: fs.readFileSync(BOOT_SOURCE, 'utf8') });
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        let src = '/src/boot/boot.js';
        if (ctx.bundle) {
          const asset = Object.values(ctx.bundle).find((f) => f.type === 'asset' && f.names.includes('boot.js'));
          if (!asset) throw new Error('boot.js was not emitted');
          src = `/${asset.fileName}`;
        }
        return [{ tag: 'script', attrs: { src }, injectTo: 'head-prepend' }];
      },
    },
  };
}

const SW_SOURCE = fileURLToPath(new URL('./src/sw/sw.ts', import.meta.url));

/** One classic script (a service worker may not be a module everywhere), minified, with nothing else of the app. */
function serviceWorkerBuild(outDir: string, write: boolean): InlineConfig {
  return {
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir,
      emptyOutDir: false,
      copyPublicDir: false,
      write,
      minify: true,
      lib: { entry: SW_SOURCE, formats: ['iife'], name: 'wheeldealServiceWorker', fileName: () => 'sw.js' },
      rolldownOptions: { treeshake: { moduleSideEffects: false } },
    },
  };
}

/**
 * The service worker (src/sw/sw.ts, issue 12) at the site root as `/sw.js`: a worker controls only pages under its
 * own path, and its address must stay the same from build to build (browsers check it for updates), so it is
 * built on its own rather than as a hashed asset. In development it is built on each request.
 */
function serviceWorker(): Plugin {
  let outDir = 'dist';
  let build = false;
  return {
    name: 'wheeldeal-service-worker',
    configResolved(config) {
      build = config.command === 'build';
      outDir = config.build.outDir;
    },
    async closeBundle() {
      if (build) await viteBuild(serviceWorkerBuild(outDir, true));
    },
    configureServer(server) {
      server.middlewares.use('/sw.js', (_req, res, next) => {
        viteBuild(serviceWorkerBuild(outDir, false)).then((out) => {
          const outputs = (Array.isArray(out) ? out : [out]) as Array<{ output?: Array<{ type: string; code?: string }> }>;
          const code = outputs.flatMap((o) => o.output ?? []).find((f) => f.type === 'chunk')?.code ?? '';
          res.setHeader('Content-Type', 'text/javascript');
          res.setHeader('Cache-Control', 'no-cache');
          res.end(code);
        }, next);
      });
    },
  };
}

/** Where npm installed React Router (hoisted to the root or not). */
const REACT_ROUTER_DIST = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist');

/**
 * React Router's package exports name its development build under every condition (its production build, without
 * the development warnings and their checks, ships beside it and is left to the bundler to choose). A build takes
 * the production one, so no warning checks run in the browser and the minifier drops their code.
 */
function reactRouterProduction(): Plugin {
  return {
    name: 'wheeldeal-react-router-production',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: path.join(REACT_ROUTER_DIST, 'production/index.mjs') },
          { find: /^react-router\/dom$/, replacement: path.join(REACT_ROUTER_DIST, 'production/dom-export.mjs') },
        ],
      },
    }),
  };
}

const DECODERS_MODULE = fileURLToPath(new URL('./src/lib/api/decoders.ts', import.meta.url));
const CONTRACT_ENTRY = fileURLToPath(new URL('../../packages/contract/src/index.ts', import.meta.url));

/**
 * The answer decoders, generated from the contract's schemas (docs/performance.md, "Less main-thread work at
 * startup"): in a build, src/lib/api/decoders.ts becomes the code of decoderModule (packages/contract
 * src/fast-decode.ts) for every call's answer and the realtime and push schemas, with the table of the calls'
 * methods. The browser then decodes with plain functions and never loads zod and the schemas for that (their
 * chunk took one of the longest tasks of the start-up to evaluate). The development server keeps the stub.
 */
function generatedDecoders(): Plugin {
  let build = false;
  return {
    name: 'wheeldeal-decoders',
    configResolved(config) {
      build = config.command === 'build';
    },
    async load(id) {
      if (!build || id.split('?')[0] !== DECODERS_MODULE) return null;
      // The contract is TypeScript (with .ts imports): loaded through tsx, as the server runs it.
      const { tsImport } = await import('tsx/esm/api');
      const contract = (await tsImport(pathToFileURL(CONTRACT_ENTRY).href, import.meta.url)) as typeof import('@wheeldeal/contract');
      const schemas: Record<string, import('zod').ZodType> = { wireNoti: contract.wireNoti, wireChatMessage: contract.wireChatMessage };
      const meta: Record<string, [string, 0 | 1, 0 | 1]> = {};
      for (const [name, def] of Object.entries(contract.calls) as Array<[string, import('@wheeldeal/contract').CallDef]>) {
        schemas[name] = def.response;
        meta[name] = [def.method, def.list ? 1 : 0, def.multipart ? 1 : 0];
      }
      const { source, missing } = contract.decoderModule(schemas, meta);
      // Not fatal: those answers decode through the schemas (loaded for them).
      if (missing.length > 0) this.warn(`no generated decoder for ${missing.join(', ')}: they decode with zod`);
      return source;
    },
  };
}

const ROUTER_SOURCE = fileURLToPath(new URL('./src/app/router.tsx', import.meta.url));
const ROUTES_SOURCE = fileURLToPath(new URL('./src/app/routes.ts', import.meta.url));

/** The file the server reads for each route's chunks (apps/server/src/http/route-preloads.ts names it too). */
const ROUTE_CHUNKS_FILE = 'route-chunks.json';

/**
 * Each route's files, for the server to name in the page (docs/performance.md, "The route's files preloaded a task
 * at a time"): the chunk of the route's screen and every chunk it imports, less those of the entry (index.html
 * preloads them). Opening a lazy route, the bundler's preload helper adds a `modulepreload` link for each of these
 * files in one task (each link starts a fetch: some 40 for item entry, the longest task of the app's start on a slow
 * CPU); the boot script adds them one per task ahead of it, and the helper skips the links it finds.
 */
function routeChunks(): Plugin {
  return {
    name: 'wheeldeal-route-chunks',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const { tsImport } = await import('tsx/esm/api');
      const { ROUTES } = (await tsImport(pathToFileURL(ROUTES_SOURCE).href, import.meta.url)) as typeof import('./src/app/routes');
      const chunks = Object.values(bundle).filter((f) => f.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const closure = (fileName: string, into = new Set<string>()) => {
        if (into.has(fileName)) return into;
        into.add(fileName);
        for (const imported of byFile.get(fileName)?.imports ?? []) closure(imported, into);
        return into;
      };
      const entry = chunks.find((c) => c.isEntry);
      if (!entry) throw new Error('route chunks: the build has no entry chunk');
      const ofEntry = closure(entry.fileName);
      const withoutExtension = (file: string) => file.replace(/\.[cm]?[jt]sx?$/, '');
      const screenChunk = new Map(chunks.filter((c) => c.isDynamicEntry && c.facadeModuleId).map((c) => [withoutExtension(c.facadeModuleId!), c.fileName]));
      const routes: { path: string; files: string[] }[] = [];
      // router.tsx: screen('item-entry', at('item-entry'), () => import('../features/sell/screens/item-entry-screen')).
      const router = fs.readFileSync(ROUTER_SOURCE, 'utf8');
      for (const [, name, source] of router.matchAll(/screen\('([\w-]+)',\s*at\('[\w-]+'\),\s*\(\)\s*=>\s*import\('([^']+)'\)\)/g)) {
        const pattern = (ROUTES as Record<string, string>)[name!];
        const chunk = screenChunk.get(withoutExtension(path.resolve(path.dirname(ROUTER_SOURCE), source!)));
        if (!pattern || !chunk) continue;
        routes.push({ path: pattern, files: [...closure(chunk)].filter((f) => !ofEntry.has(f)).map((f) => `/${f}`) });
      }
      if (routes.length === 0) throw new Error('route chunks: no route of router.tsx was found in the build');
      this.emitFile({ type: 'asset', fileName: ROUTE_CHUNKS_FILE, source: JSON.stringify({ routes }) });
    },
  };
}

export default defineConfig({
  plugins: [bootScript(), reactRouterProduction(), serviceWorker(), generatedDecoders(), routeChunks(), react(), tailwindcss()],
  server: {
    port: 5173,
    proxy: {
      '/index.php': { target: API_TARGET, changeOrigin: false },
      '/rest': { target: API_TARGET, changeOrigin: false },
      '/uploads': { target: API_TARGET, changeOrigin: false },
      // /api/realtime is the WebSocket of decision 013.
      '/api': { target: API_TARGET, ws: true, changeOrigin: false },
      '/ws': { target: API_TARGET, ws: true, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      // The contract's modules only define schemas and constants: a screen that needs one constant does not pull
      // in zod and every schema (those come with the first API call, lib/api/call.ts).
      treeshake: { moduleSideEffects: (id) => !/[\\/]packages[\\/]contract[\\/]src[\\/]/.test(id) },
      output: {
        codeSplitting: {
          // The contract's constants (no zod) in a chunk of their own: the startup code needs a few of them, and
          // left alone they would share a chunk with the schemas loaded later.
          groups: [
            { name: 'contract-limits', test: /[\\/]packages[\\/]contract[\\/]src[\\/](limits|enums)\.ts$/ },
            // The contract's plain functions that screens use (money, the listing states, the wire's dates): their own
            // chunk, so the item page, the owner's lists and the chat list do not load zod and every schema with them.
            { name: 'contract-logic', test: /[\\/]packages[\\/]contract[\\/]src[\\/](money|item-states|wire-dates)\.ts$/ },
            // The listing form's schema (and the few it builds on), so item entry does not evaluate every call's
            // schemas before its form can show.
            { name: 'contract-items', test: /[\\/]packages[\\/]contract[\\/]src[\\/](items|wire)\.ts$/ },
          ],
        },
      },
    },
  },
});
