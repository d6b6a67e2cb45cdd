import { useTranslation } from 'react-i18next';
import { PageScreen } from '../components/page-screen';

/** `/privacy`: the privacy policy. */
export default function PrivacyScreen() {
  const { t } = useTranslation('common');
  return <PageScreen slug="privacy" fallbackTitle={t('placeholders.privacy.title')} />;
}
