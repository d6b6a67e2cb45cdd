import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/app.ts';
import { createUser } from '../../test/support/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('rate limits', () => {
  it('slow password guessing on one account from one address, with Retry-After (decision 010)', async () => {
    const { userEmail } = await createUser(t.deps.db);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await t.post('users/login', { user_email: userEmail, user_password: `guess-${i}-wrong` })).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    const held = await t.post('users/login', { user_email: userEmail, user_password: 'guess-held-wrong' });
    expect(held.headers['retry-after']).toBe('2');
    t.clock.advance(2_000);
    expect((await t.post('users/login', { user_email: userEmail, user_password: 'guess-again-wrong' })).status).toBe(400);
  });

  it('limit password reset e-mails per account', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await t.post('users/reset', { user_email: 'limit@example.com' })).status);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses[5]).toBe(429);
  });
});
