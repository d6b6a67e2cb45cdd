import { describe, expect, it } from 'vitest';
import { loadConfig, PASSWORD_COST } from '../../config.ts';
import { dummyHash, hashPassword, verifyPassword } from './passwords.ts';

/** The parameters argon2 writes into its PHC string: `$argon2id$v=19$m=…,t=…,p=…$salt$hash`. */
const params = (phc: string) => phc.split('$')[3];

describe('password hashing', () => {
  it('uses the production cost (19 MiB, 2 passes, 1 lane) in every loaded config, whatever the environment', () => {
    expect(PASSWORD_COST).toEqual({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    for (const NODE_ENV of ['production', 'development', 'test']) {
      // No variable lowers it: unknown ones are ignored.
      expect(loadConfig({ NODE_ENV, PASSWORD_MEMORY_COST: '8', ARGON2_TIME_COST: '1' }).passwordCost).toEqual(PASSWORD_COST);
    }
  });

  it('hashes with the production cost by default and with the given one otherwise', async () => {
    expect(params(await hashPassword('Correct-horse-9'))).toBe('m=19456,t=2,p=1');
    expect(params(await hashPassword('Correct-horse-9', { memoryCost: 1024, timeCost: 1, parallelism: 1 }))).toBe('m=1024,t=1,p=1');
  });

  it('verifies a hash of any cost and refuses a wrong password, an empty or a malformed hash', async () => {
    const cheap = await hashPassword('Correct-horse-9', { memoryCost: 1024, timeCost: 1, parallelism: 1 });
    expect(await verifyPassword(cheap, 'Correct-horse-9')).toBe(true);
    expect(await verifyPassword(cheap, 'correct-horse-9')).toBe(false);
    expect(await verifyPassword(null, 'Correct-horse-9')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'Correct-horse-9')).toBe(false);
  });

  it('keeps one timing-equaliser hash per cost, of that cost', async () => {
    const cheap = { memoryCost: 1024, timeCost: 1, parallelism: 1 };
    expect(await dummyHash(cheap)).toBe(await dummyHash({ ...cheap }));
    expect(params(await dummyHash(cheap))).toBe('m=1024,t=1,p=1');
    expect(params(await dummyHash())).toBe('m=19456,t=2,p=1');
  });
});
