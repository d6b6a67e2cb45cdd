import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/app.ts';
import { createUser } from '../../test/support/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('rate limits', () => {
  it('stop password guessing on one account after 10 tries in 15 minutes', async () => {
    const { userEmail } = await createUser(t.deps.db);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await t.post('users/login', { user_email: userEmail, user_password: `guess-${i}-wrong` })).status);
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
    t.clock.advance(16 * 60_000);
    expect((await t.post('users/login', { user_email: userEmail, user_password: 'guess-again-wrong' })).status).toBe(400);
  });

  it('limit password reset e-mails per account', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await t.post('users/reset', { user_email: 'limit@example.com' })).status);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses[5]).toBe(429);
  });
});
