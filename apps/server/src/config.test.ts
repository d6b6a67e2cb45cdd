import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.apiKey).toBe('teampsisthebest');
    expect(c.seedDemoData).toBe(true);
    expect(c.dataDir.endsWith('/data')).toBe(true);
    expect(c.publicUrl).toBe('http://127.0.0.1:3000');
  });

  it('lists every invalid variable at once', () => {
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url', SEED_DEMO_DATA: 'maybe' });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ConfigError);
      const msg = (e as Error).message;
      expect(msg).toContain('PORT');
      expect(msg).toContain('DATABASE_URL');
      expect(msg).toContain('SEED_DEMO_DATA');
    }
  });

  it('switches demo data off and requires SMTP_URL for SMTP', () => {
    expect(loadConfig({ SEED_DEMO_DATA: 'false' }).seedDemoData).toBe(false);
    expect(() => loadConfig({ EMAIL_TRANSPORT: 'smtp' })).toThrow(/SMTP_URL/);
  });
});

describe('object storage settings', () => {
  it('needs the endpoint, bucket and keys when STORAGE_DRIVER=s3', () => {
    expect(() => loadConfig({ STORAGE_DRIVER: 's3' })).toThrow(/S3_ENDPOINT[\s\S]*S3_BUCKET[\s\S]*S3_ACCESS_KEY_ID[\s\S]*S3_SECRET_ACCESS_KEY/);
    const c = loadConfig({ STORAGE_DRIVER: 's3', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_BUCKET: 'wd', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b', S3_FORCE_PATH_STYLE: '1' });
    expect(c.s3).toMatchObject({ bucket: 'wd', region: 'us-east-1', forcePathStyle: true });
    expect(loadConfig({}).s3).toBeUndefined();
  });
});

describe('job queue settings', () => {
  it('runs the workers in the server by default; JOBS_IN_PROCESS=false leaves them to npm run worker', () => {
    expect(loadConfig({})).toMatchObject({ jobsInProcess: true, jobsPollSeconds: 2 });
    expect(loadConfig({ JOBS_IN_PROCESS: 'false', JOBS_POLL_SECONDS: '0.5' })).toMatchObject({ jobsInProcess: false, jobsPollSeconds: 0.5 });
    expect(() => loadConfig({ JOBS_POLL_SECONDS: '0.1' })).toThrow(/JOBS_POLL_SECONDS/);
  });
});
