/**
 * The copy of an upload's file part to disk (copyLimited), on its own: a body that failed before the copy began
 * refuses without writing, and the file it had started to open failing later (its directory already removed
 * with the request) raises nothing uncaught.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { copyLimited } from './upload.ts';

const lateErrors: unknown[] = [];
process.on('uncaughtException', (err) => lateErrors.push(err));

describe('copyLimited', () => {
  it('refuses a part that failed before the copy, and the file it gave up on fails quietly', async () => {
    const src = new Readable({ read() {} });
    // busboy's part: its error went to busboy's listeners while the checks ran.
    src.on('error', () => undefined);
    src.destroy(new Error('Unexpected end of form'));
    await new Promise((r) => setImmediate(r));
    // A directory that is gone (discardUpload removed it when the request ended): the open fails after the refusal.
    const dest = fs.createWriteStream(path.join(os.tmpdir(), `wd-gone-${process.pid}-${Date.now()}`, 'upload.bin'));
    await expect(copyLimited(src, dest, 1024)).rejects.toThrow('Unexpected end of form');
    await new Promise<void>((r) => dest.once('close', () => r()));
    expect(lateErrors).toEqual([]);
  });

  it('copies a body within the limit and refuses one past it', async () => {
    const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'wd-copy-'));
    try {
      const ok = path.join(dir, 'ok.bin');
      await expect(copyLimited(Readable.from([Buffer.alloc(600), Buffer.alloc(400)]), fs.createWriteStream(ok), 1024)).resolves.toBe(1000);
      expect((await fs.promises.stat(ok)).size).toBe(1000);
      await expect(copyLimited(Readable.from([Buffer.alloc(600), Buffer.alloc(600)]), fs.createWriteStream(path.join(dir, 'big.bin')), 1024)).rejects.toMatchObject({ httpStatus: 413 });
    } finally {
      await fs.promises.rm(dir, { recursive: true, force: true });
    }
  });
});
