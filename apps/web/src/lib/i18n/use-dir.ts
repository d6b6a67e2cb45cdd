import { useTranslation } from 'react-i18next';
import { directionOf, type Direction } from '@wheeldeal/i18n';

/** Text direction of the current language, for components that take a `dir` prop (Radix menus). */
export function useDir(): Direction {
  const { i18n } = useTranslation();
  return directionOf(i18n.language);
}
