import { useTranslation } from 'react-i18next';
import { PageScreen } from '../components/page-screen';

/** `/terms-and-conditions`. */
export default function TermsScreen() {
  const { t } = useTranslation('common');
  return <PageScreen slug="terms" fallbackTitle={t('placeholders.terms.title')} />;
}
