/**
 * The lint rules that hold the server's module structure (docs/ARCHITECTURE.md, "Module map and rules") really
 * fail on a violation: each case lints a small source text as if it were a file at the given path, with the
 * repository's own eslint.config.js.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
let eslint: ESLint;

/** Rule ids reported for `code` placed at `file` (relative to the repository root). */
async function violations(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.map((m) => m.ruleId ?? m.message);
}

beforeAll(async () => {
  eslint = new ESLint({ cwd: root });
  // The first lint loads the config, the parser and the module graph: do it under the hook's longer timeout.
  await violations('apps/server/src/lib/warm-up.ts', 'export const x = 1;\n');
});

describe('server module boundaries (eslint.config.js)', () => {
  it('refuses a module importing another module past its index.ts, and accepts the index', async () => {
    const file = 'apps/server/src/modules/social/probe.service.ts';
    expect(await violations(file, "import { findUserById } from '../users/users.repository.ts';\nexport const f = findUserById;\n")).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await violations(file, "import { findUserById } from '../users/index.ts';\nexport const f = findUserById;\n")).toEqual([]);
  });

  it('refuses lib importing any module', async () => {
    expect(await violations('apps/server/src/lib/probe.ts', "import { getUser } from '../modules/users/index.ts';\nexport const f = getUser;\n")).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('refuses SQL and repositories in routes', async () => {
    const file = 'apps/server/src/modules/social/probe.routes.ts';
    const found = await violations(file, "import { sql } from 'drizzle-orm';\nimport * as repo from './social.repository.ts';\nexport const f = [sql, repo];\n");
    expect(found.filter((r) => r === '@typescript-eslint/no-restricted-imports')).toHaveLength(2);
  });

  it('refuses Fastify in a service', async () => {
    const found = await violations('apps/server/src/modules/users/probe.service.ts', "import type { FastifyReply } from 'fastify';\nexport type R = FastifyReply;\n");
    expect(found).toContain('@typescript-eslint/no-restricted-imports');
  });

  it('refuses an import cycle between modules (catalog importing items, which imports catalog)', async () => {
    const found = await violations(
      'apps/server/src/modules/catalog/catalog.cache.ts',
      "import { getItemWire } from '../items/index.ts';\nexport const f = getItemWire;\n",
    );
    expect(found).toContain('import-x/no-cycle');
  });
});
