import { useTranslation } from 'react-i18next';
import { PageScreen } from '../components/page-screen';

/** `/safety`: safety tips for buyers and sellers. */
export default function SafetyScreen() {
  const { t } = useTranslation('common');
  return <PageScreen slug="safety" fallbackTitle={t('placeholders.safety.title')} />;
}
