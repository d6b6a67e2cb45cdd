/**
 * The photo slots: the cover (the listing's default photo) and numbered photos, up to max_img_upload_of_item.
 * Drop files anywhere on the slots or tap an empty slot to choose; drag a photo onto another place (or use the
 * arrow keys on a focused photo, or "make cover") to reorder; replace or remove one. Previews are local until
 * the listing is saved.
 */
import { useId, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { AlertIcon, CheckIcon, CloseIcon, PlusIcon } from '../../../components/icons';
import { Spinner } from '../../../components/ui/spinner';
import { CameraIcon, RefreshIcon, StarBadgeIcon } from '../components/sell-icons';
import { useObjectUrl } from '../components/use-object-url';
import { serverPhotoUrl, type MediaAction, type PhotoSlot } from './media';
import { photoProblem } from './media-tools';

export type UploadStatus = 'waiting' | 'uploading' | 'done' | 'error';

interface PhotoPickerProps {
  photos: PhotoSlot[];
  max: number;
  dispatch: (action: MediaAction) => void;
  status?: Record<string, UploadStatus>;
  error?: string;
  disabled?: boolean;
}

const ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,image/avif';

export function PhotoPicker({ photos, max, dispatch, status = {}, error, disabled }: PhotoPickerProps) {
  const { t } = useTranslation('sell');
  const inputId = useId();
  const helpId = useId();
  const addInput = useRef<HTMLInputElement>(null);
  const replaceInput = useRef<HTMLInputElement>(null);
  const replacing = useRef<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [dropping, setDropping] = useState(false);
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [announce, setAnnounce] = useState('');

  const addFiles = (list: FileList | File[] | null) => {
    if (!list || disabled) return;
    const files = Array.from(list);
    const usable: File[] = [];
    let issue: string | null = null;
    for (const file of files) {
      const p = photoProblem(file);
      if (p) issue = t(`photos.problem_${p}`);
      else usable.push(file);
    }
    const room = max - photos.length;
    if (usable.length > room) issue = t('photos.problem_max', { max });
    setProblem(issue);
    if (usable.length > 0 && room > 0) {
      dispatch({ type: 'add', files: usable, max });
      setAnnounce(t('photos.added', { count: Math.min(usable.length, room) }));
    }
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDropping(false);
    if (event.dataTransfer.files.length > 0) addFiles(event.dataTransfer.files);
    setDragFrom(null);
  };

  const move = (from: number, to: number) => {
    if (to < 0 || to >= photos.length || disabled) return;
    dispatch({ type: 'move', from, to });
    setAnnounce(t('photos.moved', { position: to + 1, count: photos.length }));
  };

  const empties = Math.max(0, max - photos.length);

  return (
    <div className="flex flex-col gap-3">
      <div
        onDragOver={(e) => {
          if (disabled) return;
          e.preventDefault();
          if (e.dataTransfer.types.includes('Files')) setDropping(true);
        }}
        onDragLeave={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDropping(false);
        }}
        onDrop={onDrop}
        className={clsx('grid grid-cols-2 gap-2 rounded-2xl p-1 transition-colors sm:grid-cols-4 sm:gap-3', dropping && 'bg-primary-soft outline-2 outline-dashed outline-primary')}
        aria-describedby={helpId}
      >
        {photos.map((photo, index) => (
          <PhotoTile
            key={photo.key}
            photo={photo}
            index={index}
            count={photos.length}
            status={status[photo.key]}
            disabled={disabled}
            dragging={dragFrom === index}
            onDragStart={() => setDragFrom(index)}
            onDragEnd={() => setDragFrom(null)}
            onDropOn={() => {
              if (dragFrom !== null) move(dragFrom, index);
              setDragFrom(null);
            }}
            onMove={move}
            onRemove={() => {
              dispatch({ type: 'remove', key: photo.key });
              setAnnounce(t('photos.removed'));
            }}
            onReplace={() => {
              replacing.current = photo.key;
              replaceInput.current?.click();
            }}
          />
        ))}
        {Array.from({ length: empties }, (_, i) => {
          const index = photos.length + i;
          const cover = index === 0;
          return (
            <button
              key={`empty-${index}`}
              type="button"
              disabled={disabled}
              onClick={() => addInput.current?.click()}
              className={clsx(
                'group flex flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed text-center transition-colors',
                'border-line-strong bg-surface-2/50 text-muted hover:border-primary hover:bg-primary-soft hover:text-primary disabled:opacity-60',
                cover ? 'col-span-2 aspect-[16/10] gap-2 p-3 sm:row-span-2 sm:aspect-auto' : 'aspect-[4/3] sm:aspect-square',
                error && cover && 'border-danger text-danger',
              )}
            >
              {cover ? (
                <>
                  <CameraIcon size={34} />
                  <span className="text-sm font-semibold">{t('photos.add_cover')}</span>
                  <span className="hidden text-xs sm:block">{t('photos.drop_hint')}</span>
                </>
              ) : (
                <>
                  <PlusIcon size={20} />
                  <span className="text-[11px] font-medium leading-tight sm:text-xs">{t('photos.slot', { number: index })}</span>
                </>
              )}
            </button>
          );
        })}
      </div>

      <p id={helpId} className="text-xs text-muted">
        {t('photos.help', { max })}
      </p>
      {(error || problem) && (
        <p className="flex items-center gap-1.5 text-sm text-danger" role="alert">
          <AlertIcon size={16} />
          {error ?? problem}
        </p>
      )}
      <span className="sr-only" aria-live="polite">
        {announce}
      </span>

      <label htmlFor={inputId} className="sr-only">
        {t('photos.choose')}
      </label>
      <input
        id={inputId}
        ref={addInput}
        type="file"
        accept={ACCEPT}
        multiple
        className="sr-only"
        tabIndex={-1}
        data-testid="photo-input"
        onChange={(e) => {
          addFiles(e.currentTarget.files);
          e.currentTarget.value = '';
        }}
      />
      <input
        ref={replaceInput}
        type="file"
        accept={ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          e.currentTarget.value = '';
          if (!file || !replacing.current) return;
          const p = photoProblem(file);
          if (p) {
            setProblem(t(`photos.problem_${p}`));
            return;
          }
          setProblem(null);
          dispatch({ type: 'replace', key: replacing.current, file });
          setAnnounce(t('photos.replaced'));
        }}
      />
    </div>
  );
}

interface TileProps {
  photo: PhotoSlot;
  index: number;
  count: number;
  status?: UploadStatus;
  disabled?: boolean;
  dragging: boolean;
  onDragStart: () => void;
  onDragEnd: () => void;
  onDropOn: () => void;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
  onReplace: () => void;
}

function PhotoTile({ photo, index, count, status, disabled, dragging, onDragStart, onDragEnd, onDropOn, onMove, onRemove, onReplace }: TileProps) {
  const { t } = useTranslation('sell');
  const local = useObjectUrl(photo.file);
  const src = local ?? (photo.existing ? serverPhotoUrl(photo.existing.path) : '');
  const cover = index === 0;
  const name = cover ? t('photos.cover') : t('photos.slot', { number: index });
  const rtl = typeof document !== 'undefined' && document.documentElement.dir === 'rtl';

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.target !== e.currentTarget) return;
    const back = rtl ? 'ArrowRight' : 'ArrowLeft';
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    if (e.key === back) {
      e.preventDefault();
      onMove(index, index - 1);
    } else if (e.key === forward) {
      e.preventDefault();
      onMove(index, index + 1);
    } else if (e.key === 'Delete' || e.key === 'Backspace') {
      e.preventDefault();
      onRemove();
    }
  };

  const iconButton =
    'flex h-7 w-7 items-center justify-center rounded-full bg-black/60 text-white backdrop-blur-sm hover:bg-black/80 focus-visible:outline-2 focus-visible:outline-white disabled:opacity-50';

  return (
    <div
      role="group"
      tabIndex={disabled ? -1 : 0}
      aria-label={t('photos.tile_label', { name, position: index + 1, count })}
      aria-roledescription={t('photos.tile_role')}
      draggable={!disabled}
      onDragStart={(e) => {
        e.dataTransfer.effectAllowed = 'move';
        e.dataTransfer.setData('text/plain', String(index));
        onDragStart();
      }}
      onDragEnd={onDragEnd}
      onDragOver={(e) => {
        if (!e.dataTransfer.types.includes('Files')) e.preventDefault();
      }}
      onDrop={(e) => {
        if (e.dataTransfer.types.includes('Files')) return;
        e.preventDefault();
        e.stopPropagation();
        onDropOn();
      }}
      onKeyDown={onKeyDown}
      className={clsx(
        'relative overflow-hidden rounded-xl border border-line bg-surface-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        cover ? 'col-span-2 aspect-[16/10] sm:row-span-2 sm:aspect-auto' : 'aspect-[4/3] sm:aspect-square',
        !disabled && 'cursor-grab active:cursor-grabbing',
        dragging && 'opacity-40',
      )}
    >
      {src && <img src={src} alt="" draggable={false} className="absolute inset-0 h-full w-full object-cover" />}
      <span
        className={clsx(
          'absolute bottom-1.5 start-1.5 rounded-full px-2 py-0.5 text-[11px] font-semibold shadow-sm',
          cover ? 'bg-accent text-on-accent' : 'bg-black/60 text-white',
        )}
      >
        {cover ? t('photos.cover') : index}
      </span>
      {status && status !== 'done' && (
        <span className="absolute inset-0 flex items-center justify-center bg-black/45 text-white">
          {status === 'uploading' ? <Spinner size={24} /> : status === 'error' ? <AlertIcon size={24} /> : <span className="h-2 w-2 rounded-full bg-white/80" />}
        </span>
      )}
      {status === 'done' && (
        <span className="absolute end-1.5 bottom-1.5 flex h-6 w-6 items-center justify-center rounded-full bg-success text-white shadow-sm dark:text-bg">
          <CheckIcon size={14} />
        </span>
      )}
      {!disabled && (
        <>
          <button type="button" onClick={onRemove} className={clsx(iconButton, 'absolute end-1.5 top-1.5')} aria-label={t('photos.remove', { name })}>
            <CloseIcon size={15} />
          </button>
          <button type="button" onClick={onReplace} className={clsx(iconButton, 'absolute start-1.5 top-1.5')} aria-label={t('photos.replace', { name })}>
            <RefreshIcon size={14} />
          </button>
          {!cover && (
            <button
              type="button"
              onClick={() => onMove(index, 0)}
              className={clsx(iconButton, 'absolute end-1.5 bottom-1.5')}
              aria-label={t('photos.make_cover', { name })}
              title={t('photos.make_cover', { name })}
            >
              <StarBadgeIcon size={14} />
            </button>
          )}
        </>
      )}
    </div>
  );
}
