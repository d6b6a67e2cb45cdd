import { useTranslation } from 'react-i18next';
import { Section } from './field-helpers';
import { useEntry } from './entry-context';
import { PhotoPicker } from './photo-picker';
import { VideoPicker } from './video-picker';

export function MediaStep() {
  const { t } = useTranslation('sell');
  const { media, dispatch, config, uploadStatus, videoStatus, mediaError, busy } = useEntry();
  return (
    <div className="flex flex-col gap-8">
      <Section title={t('steps.media.title')} description={t('steps.media.description')}>
        <PhotoPicker photos={media.photos} max={config.maxImages} dispatch={dispatch} status={uploadStatus} error={mediaError} disabled={busy} />
      </Section>
      {config.videoEnabled && (
        <Section title={t('video.section')} description={t('video.section_text')}>
          <VideoPicker video={media.video} dispatch={dispatch} status={videoStatus} disabled={busy} />
        </Section>
      )}
    </div>
  );
}
