/**
 * Photos and the video of the listing being entered. Photos are one ordered list (the first is the cover);
 * each is either on the server already (`existing`), or a chosen file waiting for upload (`file`), possibly
 * replacing an existing photo (`replaceImgId`). Uploads turn a pending photo into an existing one, so a retry
 * after a failure sends only what is still missing.
 */
import type { Image } from '../../../lib/api/types';
import { uploadUrl, thumbnailUrl } from '../../../lib/api/images';

export interface ExistingImage {
  imgId: string;
  path: string;
}

export interface PhotoSlot {
  /** Stable React key. */
  key: string;
  existing?: ExistingImage;
  file?: File;
  /** The server photo this file replaces (its id goes in `img_id`). */
  replaceImgId?: string;
}

export interface VideoDraft {
  existing?: { path: string; iconPath: string };
  file?: File;
  poster?: Blob;
  durationSeconds?: number;
}

export interface MediaState {
  photos: PhotoSlot[];
  /** Server photos the seller removed: deleted on submit. */
  deletedImgIds: string[];
  video: VideoDraft | null;
  /** The server video was removed: deleted on submit. */
  videoRemoved: boolean;
}

export const EMPTY_MEDIA: MediaState = { photos: [], deletedImgIds: [], video: null, videoRemoved: false };

let counter = 0;
export const newKey = () => `p${Date.now().toString(36)}${(counter++).toString(36)}`;

export type MediaAction =
  | { type: 'reset'; state: MediaState }
  | { type: 'add'; files: File[]; max: number }
  | { type: 'replace'; key: string; file: File }
  | { type: 'remove'; key: string }
  | { type: 'move'; from: number; to: number }
  | { type: 'uploaded'; key: string; image: Image }
  | { type: 'deleted'; imgId: string }
  | { type: 'video'; video: VideoDraft }
  | { type: 'video-remove' }
  | { type: 'video-uploaded'; path: string; iconPath: string }
  | { type: 'video-deleted' };

export function mediaReducer(state: MediaState, action: MediaAction): MediaState {
  switch (action.type) {
    case 'reset':
      return action.state;
    case 'add': {
      const room = Math.max(0, action.max - state.photos.length);
      const added = action.files.slice(0, room).map((file) => ({ key: newKey(), file }));
      return added.length ? { ...state, photos: [...state.photos, ...added] } : state;
    }
    case 'replace':
      return {
        ...state,
        photos: state.photos.map((p) =>
          p.key === action.key ? { key: p.key, existing: p.existing, file: action.file, replaceImgId: p.existing?.imgId ?? p.replaceImgId } : p,
        ),
      };
    case 'remove': {
      const photo = state.photos.find((p) => p.key === action.key);
      if (!photo) return state;
      const serverId = photo.existing?.imgId ?? photo.replaceImgId;
      return {
        ...state,
        photos: state.photos.filter((p) => p.key !== action.key),
        deletedImgIds: serverId ? [...state.deletedImgIds, serverId] : state.deletedImgIds,
      };
    }
    case 'move': {
      const { from, to } = action;
      if (from === to || from < 0 || to < 0 || from >= state.photos.length || to >= state.photos.length) return state;
      const photos = [...state.photos];
      const [moved] = photos.splice(from, 1);
      photos.splice(to, 0, moved!);
      return { ...state, photos };
    }
    case 'uploaded':
      return {
        ...state,
        photos: state.photos.map((p) => (p.key === action.key ? { key: p.key, existing: { imgId: action.image.img_id, path: action.image.img_path } } : p)),
      };
    case 'deleted':
      return { ...state, deletedImgIds: state.deletedImgIds.filter((id) => id !== action.imgId) };
    case 'video':
      return { ...state, video: action.video, videoRemoved: state.videoRemoved || Boolean(state.video?.existing) };
    case 'video-remove':
      return { ...state, video: null, videoRemoved: state.videoRemoved || Boolean(state.video?.existing) };
    case 'video-uploaded':
      return { ...state, video: { existing: { path: action.path, iconPath: action.iconPath } }, videoRemoved: false };
    case 'video-deleted':
      return { ...state, videoRemoved: false };
  }
}

/** Media of an existing item: its gallery in order and its video. */
export function mediaFromServer(gallery: Image[], video?: Image | null, icon?: Image | null): MediaState {
  const photos = [...gallery]
    .filter((g) => g.img_id && g.img_path)
    .sort((a, b) => (a.ordering ?? 0) - (b.ordering ?? 0))
    .map((g) => ({ key: newKey(), existing: { imgId: g.img_id, path: g.img_path } }));
  return {
    photos,
    deletedImgIds: [],
    video: video?.img_path ? { existing: { path: video.img_path, iconPath: icon?.img_path ?? '' } } : null,
    videoRemoved: false,
  };
}

/** Anything still to send to the server. */
export function hasPendingMedia(m: MediaState): boolean {
  return m.photos.some((p) => p.file) || m.deletedImgIds.length > 0 || Boolean(m.video?.file) || m.videoRemoved;
}

export const serverPhotoUrl = (path: string) => thumbnailUrl(path, 2) ?? '';
export const serverFileUrl = (path: string) => uploadUrl(path) ?? '';
