/** Client-side media checks: photo type and size, video duration and its poster frame, photo downscaling. */
import { UPLOAD_LIMITS } from '@wheeldeal/contract';

export type PhotoProblem = 'type' | 'size';

/** Why a chosen photo cannot be used, if it cannot. HEIC files often arrive without a type: judged by name. */
export function photoProblem(file: File): PhotoProblem | null {
  const byName = /\.(jpe?g|png|webp|heic|heif|avif)$/i.test(file.name);
  const byType = (UPLOAD_LIMITS.imageTypes as readonly string[]).includes(file.type) || file.type === 'image/heif';
  if (!byType && !(file.type === '' && byName)) return 'type';
  if (file.size > UPLOAD_LIMITS.imageBytes) return 'size';
  return null;
}

export type VideoProblem = 'type' | 'size' | 'too_long' | 'unreadable';

export interface VideoProbe {
  durationSeconds: number;
  poster: Blob | null;
}

function once<T extends keyof HTMLVideoElementEventMap>(video: HTMLVideoElement, event: T, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = window.setTimeout(() => cleanup(new Error('timeout')), timeoutMs);
    const ok = () => cleanup();
    const fail = () => cleanup(new Error('error'));
    function cleanup(error?: Error) {
      window.clearTimeout(timer);
      video.removeEventListener(event, ok);
      video.removeEventListener('error', fail);
      if (error) reject(error);
      else resolve();
    }
    video.addEventListener(event, ok);
    video.addEventListener('error', fail);
  });
}

/**
 * Reads the duration of a video in a detached <video> element and draws a frame (about a quarter in, at most
 * one second) onto a canvas as the poster. The server checks the duration again.
 */
export async function probeVideo(file: File): Promise<VideoProbe> {
  const url = URL.createObjectURL(file);
  const video = document.createElement('video');
  video.preload = 'auto';
  video.muted = true;
  video.playsInline = true;
  try {
    const loaded = once(video, 'loadeddata', 15_000);
    video.src = url;
    await loaded;
    let duration = video.duration;
    if (!Number.isFinite(duration)) {
      // Some recordings only know their length once the end is reached.
      const known = once(video, 'durationchange', 5_000);
      video.currentTime = Number.MAX_SAFE_INTEGER;
      await known.catch(() => {});
      duration = video.duration;
      video.currentTime = 0;
    }
    if (!Number.isFinite(duration) || duration <= 0) throw new Error('no duration');
    let poster: Blob | null = null;
    try {
      const seeked = once(video, 'seeked', 8_000);
      video.currentTime = Math.min(1, duration / 4);
      await seeked;
      poster = await frameToJpeg(video);
    } catch {
      poster = null;
    }
    return { durationSeconds: duration, poster };
  } finally {
    video.removeAttribute('src');
    video.load();
    URL.revokeObjectURL(url);
  }
}

function frameToJpeg(video: HTMLVideoElement): Promise<Blob | null> {
  const scale = Math.min(1, 1280 / Math.max(video.videoWidth, video.videoHeight, 1));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(video.videoWidth * scale));
  canvas.height = Math.max(1, Math.round(video.videoHeight * scale));
  const ctx = canvas.getContext('2d');
  if (!ctx) return Promise.resolve(null);
  ctx.drawImage(video, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve) => canvas.toBlob((b) => resolve(b), 'image/jpeg', 0.85));
}

export async function checkVideo(file: File): Promise<{ probe?: VideoProbe; problem?: VideoProblem }> {
  const byName = /\.(mp4|m4v|mov|webm)$/i.test(file.name);
  if (!(UPLOAD_LIMITS.videoTypes as readonly string[]).includes(file.type) && !byName) return { problem: 'type' };
  if (file.size > UPLOAD_LIMITS.videoBytes) return { problem: 'size' };
  try {
    const probe = await probeVideo(file);
    if (probe.durationSeconds >= UPLOAD_LIMITS.videoMaxSeconds) return { problem: 'too_long' };
    return { probe };
  } catch {
    return { problem: 'unreadable' };
  }
}

/**
 * Large photos are scaled down to the server's stored size before upload (less data on a phone connection).
 * Formats the browser cannot decode (HEIC in most browsers) go up unchanged; the server converts them.
 */
export async function preparePhoto(file: File): Promise<File> {
  const maxEdge = UPLOAD_LIMITS.imageMaxEdge;
  if (typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  try {
    const edge = Math.max(bitmap.width, bitmap.height);
    if (edge <= maxEdge && file.size <= 3 * 1024 * 1024) return file;
    const scale = Math.min(1, maxEdge / edge);
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    const ctx = canvas.getContext('2d');
    if (!ctx) return file;
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    ctx.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.88));
    if (!blob || blob.size >= file.size) return file;
    return new File([blob], file.name.replace(/\.[^.]+$/, '') + '.jpg', { type: 'image/jpeg' });
  } finally {
    bitmap.close();
  }
}

/** "0:42" */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
