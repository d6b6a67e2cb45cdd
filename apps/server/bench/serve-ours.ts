/**
 * Child-process mode shared by the benches: the real app (`buildApp` + listen on a free loopback port) on `url`,
 * rate limits off, its port sent to the parent. Imported lazily so the parent process never loads the app.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export async function serveOurs(url: string, opts: { apiKey: string; pool: number }): Promise<void> {
  const { buildApp } = await import('../src/app.ts');
  const { loadConfig } = await import('../src/config.ts');
  const { connect } = await import('../src/db/client.ts');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wd-bench-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    DATABASE_URL: url,
    API_KEY: opts.apiKey,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_ENABLED: 'false',
    PUBLIC_URL: 'http://bench.local',
  });
  const { app } = await buildApp({ config, database: connect(url, opts.pool), logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.send!({ port: (app.server.address() as { port: number }).port });
}
