/**
 * The draft of the listing being entered survives a reload: what was typed (and the step) lives in
 * sessionStorage; the chosen photo and video files, which sessionStorage cannot hold, live in IndexedDB under
 * the same key and are only read back while the sessionStorage draft exists. Both are cleared on submit.
 */
import { readJson, writeJson } from '../../../lib/storage';
import type { ItemFormValues } from './form';
import type { MediaState } from './media';

const PREFIX = 'wd.sell.draft';

export interface TextDraft {
  values: ItemFormValues;
  step: number;
  savedAt: number;
}

/** One draft per user and per listing ("new" while creating). */
export const draftKey = (userId: string, itemId: string) => `${PREFIX}:${userId}:${itemId || 'new'}`;

export function readTextDraft(key: string): TextDraft | null {
  const draft = readJson<TextDraft>(key, 'session');
  return draft && typeof draft === 'object' && draft.values && typeof draft.values === 'object' ? draft : null;
}

export function writeTextDraft(key: string, draft: TextDraft): void {
  writeJson(key, draft, 'session');
}

// ------------------------------------------------------------------------------------------ files (IndexedDB)

const DB_NAME = 'wd-sell-drafts';
const STORE = 'media';

function openDb(): Promise<IDBDatabase | null> {
  return new Promise((resolve) => {
    try {
      if (typeof indexedDB === 'undefined') return resolve(null);
      const request = indexedDB.open(DB_NAME, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
      request.onblocked = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
}

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T | null> {
  const db = await openDb();
  if (!db) return null;
  return new Promise((resolve) => {
    try {
      const tx = db.transaction(STORE, mode);
      const request = work(tx.objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
      tx.oncomplete = () => db.close();
    } catch {
      db.close();
      resolve(null);
    }
  });
}

/** Files are stored as Blobs with their names (structured clone keeps Blob and File). */
export function writeMediaDraft(key: string, media: MediaState): Promise<unknown> {
  return run('readwrite', (store) => store.put(media, key));
}

export async function readMediaDraft(key: string): Promise<MediaState | null> {
  const value = await run<unknown>('readonly', (store) => store.get(key));
  if (!value || typeof value !== 'object' || !Array.isArray((value as MediaState).photos)) return null;
  return value as MediaState;
}

export function clearDraft(key: string): void {
  writeJson(key, null, 'session');
  void run('readwrite', (store) => store.delete(key));
}
