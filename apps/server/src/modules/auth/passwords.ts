/**
 * argon2id password hashing. The cost comes from the config (`config.passwordCost`), which is always the
 * production cost (PASSWORD_COST in config.ts): no environment variable lowers it. Only tests build a config with a cheaper cost
 * (test/support/app.ts), so that signing up dozens of users does not spend a second of CPU each; verifying reads
 * the cost back from the stored hash, so cheap and production hashes verify alike.
 */
import { hash, verify } from '@node-rs/argon2';
import { PASSWORD_COST, type PasswordCost } from '../../config.ts';

/** Algorithm.Argon2id (a const enum in the package's types). */
const ARGON2ID = 2;

export { PASSWORD_COST, type PasswordCost };

export const hashPassword = (plain: string, cost: PasswordCost = PASSWORD_COST) =>
  hash(plain, { algorithm: ARGON2ID, memoryCost: cost.memoryCost, timeCost: cost.timeCost, parallelism: cost.parallelism });

export async function verifyPassword(stored: string | null | undefined, plain: string): Promise<boolean> {
  if (!stored) return false;
  try {
    return await verify(stored, plain);
  } catch {
    return false;
  }
}

/** A hash to verify against when the user does not exist, so timing does not reveal which e-mails exist. It has
 * the same cost as real hashes of this server (one per cost, made once). */
const dummies = new Map<string, Promise<string>>();
export function dummyHash(cost: PasswordCost = PASSWORD_COST): Promise<string> {
  const key = `${cost.memoryCost}:${cost.timeCost}:${cost.parallelism}`;
  let dummy = dummies.get(key);
  if (!dummy) dummies.set(key, (dummy = hashPassword('wheeldeal-timing-equaliser', cost)));
  return dummy;
}
