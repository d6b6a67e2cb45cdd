/** What every step of the item form reads besides the form itself: choices, server config, media. */
import { createContext, useContext } from 'react';
import type { AppInfo } from '../../../lib/api/types';
import { frontendConfig } from '../../../lib/app-info/frontend-config';
import { LIMITS } from '@wheeldeal/contract';
import type { EntryLookups } from './use-entry-lookups';
import type { MediaAction, MediaState } from './media';
import type { UploadStatus } from './photo-picker';

export interface EntryConfig {
  maxImages: number;
  videoEnabled: boolean;
  mapKey: string;
  /** Default map centre (app_setting lat/lng). */
  defaultLat: number;
  defaultLng: number;
  /** item_upload_config: which optional fields the form shows ("1" shown). */
  show: {
    address: boolean;
    latLng: boolean;
    businessMode: boolean;
    dealOptionRemark: boolean;
    highlightInfo: boolean;
    discount: boolean;
  };
  /** item_upload_ui1 on and ui2 off: everything on one page; otherwise the step-by-step layout. */
  layout: 'steps' | 'single';
  paidApp: boolean;
}

/** The form's settings from app info; before it arrives, every field shows and the step layout is used. */
export function entryConfig(info: AppInfo | undefined): EntryConfig {
  const app = info?.app_setting;
  const cfg = info?.frontend_config_setting;
  const on = (key: keyof AppInfo['item_upload_config']) => info?.item_upload_config[key] ?? true;
  const max = app?.max_img_upload_of_item ?? 0;
  const ui1 = cfg?.item_upload_ui1 ?? false;
  const ui2 = cfg?.item_upload_ui2 ?? false;
  return {
    maxImages: max > 0 ? max : LIMITS.maxImagesDefault,
    videoEnabled: cfg?.is_enable_video_setting ?? true,
    mapKey: frontendConfig(info).mapKey,
    defaultLat: app?.lat ?? 0,
    defaultLng: app?.lng ?? 0,
    show: {
      address: on('address'),
      latLng: on('lat') && on('lng'),
      businessMode: on('business_mode'),
      dealOptionRemark: on('deal_option_remark'),
      highlightInfo: on('highlight_info'),
      discount: on('discount_rate_by_percentage'),
    },
    layout: ui1 && !ui2 ? 'single' : 'steps',
    paidApp: app?.is_paid_app ?? false,
  };
}

export interface EntryContextValue {
  lookups: EntryLookups;
  config: EntryConfig;
  media: MediaState;
  dispatch: (action: MediaAction) => void;
  uploadStatus: Record<string, UploadStatus>;
  videoStatus?: UploadStatus;
  mediaError?: string;
  busy: boolean;
  goToStep: (index: number) => void;
}

export const EntryContext = createContext<EntryContextValue | null>(null);

export function useEntry(): EntryContextValue {
  const value = useContext(EntryContext);
  if (!value) throw new Error('useEntry outside the item entry form');
  return value;
}
