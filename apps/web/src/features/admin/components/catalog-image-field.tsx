/**
 * A catalogue picture (category photo or icon, make picture): the current one and a button to upload a new one
 * (admin/catalog_upload replaces it). The file input is visually hidden behind the button.
 */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_LIMITS } from '@wheeldeal/contract';
import { errorMessage } from '../../../lib/api/client';
import type { Image } from '../../../lib/api/types';
import { buttonClasses } from '../../../components/ui/button';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { Spinner } from '../../../components/ui/spinner';
import { uploadCatalogImage, type CatalogImageKind } from '../api/upload-catalog-image';
import { UploadIcon } from './admin-icons';

export interface CatalogImageFieldProps {
  table: 'categories' | 'subcategories';
  rowId: string;
  kind: CatalogImageKind;
  image: Image | null | undefined;
  onUploaded: (image: Image) => void;
}

export function CatalogImageField({ table, rowId, kind, image, onUploaded }: CatalogImageFieldProps) {
  const { t } = useTranslation('admin');
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const label = t(`catalog.images.${kind}`);
  const square = kind !== 'category';

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    if (file.size > UPLOAD_LIMITS.imageBytes) {
      setError(t('catalog.image_too_big', { mb: Math.round(UPLOAD_LIMITS.imageBytes / 1024 / 1024) }));
      return;
    }
    setBusy(true);
    try {
      onUploaded(await uploadCatalogImage(table, rowId, kind, file));
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-3 rounded-xl border border-line p-2.5">
      <div className={square ? 'h-16 w-16 shrink-0 overflow-hidden rounded-lg bg-surface-2' : 'h-16 w-24 shrink-0 overflow-hidden rounded-lg bg-surface-2'}>
        <ResponsiveImage path={image?.img_path} alt={image?.img_path ? label : ''} sizes="6rem" placeholder={<UploadIcon size={20} />} />
      </div>
      <div className="min-w-[9rem] flex-1">
        <p className="text-sm font-medium text-fg">{label}</p>
        <p className="text-xs text-muted">{t('catalog.image_hint')}</p>
        {error && (
          <p className="mt-1 text-xs text-danger" role="alert">
            {error}
          </p>
        )}
      </div>
      <label className={buttonClasses('outline', 'sm', 'ms-auto cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring')}>
        <input
          ref={input}
          type="file"
          accept={UPLOAD_LIMITS.imageTypes.join(',')}
          className="sr-only"
          onChange={(e) => void upload(e.target.files?.[0])}
          disabled={busy}
        />
        {busy ? <Spinner size={16} /> : <UploadIcon size={16} />}
        {image?.img_path ? t('catalog.replace_image') : t('catalog.upload_image')}
        <span className="sr-only">: {label}</span>
      </label>
    </div>
  );
}
