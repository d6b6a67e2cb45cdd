import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    STORAGE_DRIVER: 's3',
    S3_ENDPOINT: 'http://127.0.0.1:9000',
    S3_BUCKET: 'wheeldeal',
    S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
    S3_SECRET_ACCESS_KEY: 'secret',
    S3_FORCE_PATH_STYLE: 'true',
    S3_PUBLIC_URL: 'https://cdn.example.com/media',
  });
});
afterAll(() => t.close());

describe('uploads on object storage', () => {
  it('sends /uploads/{path} (the URL clients build) on to the public object URL', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/uploads/thumbnail/abc.jpg' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('https://cdn.example.com/media/thumbnail/abc.jpg');
  });
});
