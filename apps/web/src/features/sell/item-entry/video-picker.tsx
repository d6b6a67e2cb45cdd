/** The listing's one video (under a minute): chosen, checked in the browser (duration, poster frame), previewed. */
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertIcon, CheckIcon, TrashIcon } from '../../../components/icons';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { VideoIcon } from '../components/sell-icons';
import { useObjectUrl } from '../components/use-object-url';
import { serverPhotoUrl, type MediaAction, type VideoDraft } from './media';
import { checkVideo, formatDuration } from './media-tools';
import type { UploadStatus } from './photo-picker';

interface VideoPickerProps {
  video: VideoDraft | null;
  dispatch: (action: MediaAction) => void;
  status?: UploadStatus;
  disabled?: boolean;
}

export function VideoPicker({ video, dispatch, status, disabled }: VideoPickerProps) {
  const { t } = useTranslation('sell');
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [checking, setChecking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const posterUrl = useObjectUrl(video?.poster);
  const poster = posterUrl ?? (video?.existing?.iconPath ? serverPhotoUrl(video.existing.iconPath) : null);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    setChecking(true);
    const { probe, problem: issue } = await checkVideo(file);
    setChecking(false);
    if (!probe) {
      setProblem(t(`video.problem_${issue ?? 'unreadable'}`));
      return;
    }
    dispatch({ type: 'video', video: { file, poster: probe.poster ?? undefined, durationSeconds: probe.durationSeconds } });
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-3 rounded-2xl border border-line bg-surface-2/40 p-3">
        <div className="relative flex h-16 w-24 shrink-0 sm:h-20 sm:w-28 items-center justify-center overflow-hidden rounded-xl bg-surface-3 text-muted">
          {poster ? <img src={poster} alt="" className="h-full w-full object-cover" /> : <VideoIcon size={28} />}
          {video && (
            <span className="absolute inset-0 flex items-center justify-center">
              <span className="flex h-8 w-8 items-center justify-center rounded-full bg-black/60 text-white">
                {status === 'uploading' ? <Spinner size={16} /> : status === 'done' ? <CheckIcon size={16} /> : <VideoIcon size={16} />}
              </span>
            </span>
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <p className="text-sm font-semibold text-fg">{video ? t('video.added') : t('video.title')}</p>
          <p className="text-xs text-muted">
            {checking
              ? t('video.checking')
              : video?.durationSeconds
                ? t('video.duration', { duration: formatDuration(video.durationSeconds) })
                : video
                  ? t('video.on_server')
                  : t('video.help')}
          </p>
          {status === 'error' && (
            <p className="flex items-center gap-1 text-xs text-danger">
              <AlertIcon size={14} />
              {t('submit.video_failed')}
            </p>
          )}
        </div>
        <div className="flex w-full shrink-0 gap-2 sm:w-auto">
          <Button variant="outline" size="sm" disabled={disabled || checking} loading={checking} onClick={() => input.current?.click()}>
            {video ? t('video.change') : t('video.choose')}
          </Button>
          {video && (
            <Button variant="ghost" size="sm" disabled={disabled} onClick={() => dispatch({ type: 'video-remove' })} aria-label={t('video.remove')}>
              <TrashIcon size={16} />
              <span className="sr-only sm:not-sr-only">{t('video.remove_short')}</span>
            </Button>
          )}
        </div>
      </div>
      {problem && (
        <p className="flex items-center gap-1.5 text-sm text-danger" role="alert">
          <AlertIcon size={16} />
          {problem}
        </p>
      )}
      <label htmlFor={inputId} className="sr-only">
        {t('video.choose')}
      </label>
      <input
        id={inputId}
        ref={input}
        type="file"
        accept="video/mp4,video/quicktime,video/webm"
        className="sr-only"
        tabIndex={-1}
        data-testid="video-input"
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          e.currentTarget.value = '';
          void choose(file);
        }}
      />
    </div>
  );
}
