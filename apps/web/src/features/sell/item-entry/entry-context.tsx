/** What every step of the item form reads besides the form itself: choices, server config, media. */
import { createContext, useContext } from 'react';
import type { WireAppInfo } from '../../../lib/api/wire-types';
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

function raw(info: WireAppInfo | undefined, key: string): string {
  const cfg = (info?.frontend_config_setting ?? info?.frontendConfigSetting ?? {}) as Record<string, unknown>;
  const camel = key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
  const v = key in cfg ? cfg[key] : cfg[camel];
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';
}

export function entryConfig(info: WireAppInfo | undefined): EntryConfig {
  const app = info?.app_setting ?? {};
  const upload = info?.item_upload_config ?? {};
  const on = (key: string) => upload[key] !== '0';
  const max = Number.parseInt(app.max_img_upload_of_item ?? '', 10);
  const ui1 = raw(info, 'item_upload_ui1') === '1';
  const ui2 = raw(info, 'item_upload_ui2') === '1';
  return {
    maxImages: Number.isFinite(max) && max > 0 ? max : LIMITS.maxImagesDefault,
    videoEnabled: raw(info, 'is_enable_video_setting') !== '0',
    mapKey: frontendConfig(info).mapKey,
    defaultLat: Number.parseFloat(app.lat ?? '') || 0,
    defaultLng: Number.parseFloat(app.lng ?? '') || 0,
    show: {
      address: on('address'),
      latLng: on('lat') && on('lng'),
      businessMode: on('business_mode'),
      dealOptionRemark: on('deal_option_remark'),
      highlightInfo: on('highlight_info'),
      discount: on('discount_rate_by_percentage'),
    },
    layout: ui1 && !ui2 ? 'single' : 'steps',
    paidApp: app.is_paid_app === '1',
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
