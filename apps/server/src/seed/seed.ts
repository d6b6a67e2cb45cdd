/** Placeholder until the demo data lands: seeds nothing. */
import type { Db } from '../db/client.ts';
export async function seedDemoData(_db: Db, _opts: { uploadsDir: string; log: (m: string) => void }): Promise<boolean> {
  return false;
}
