import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { lookupQueries } from '../../../lib/queries/catalog';

/** Every lookup (types, conditions, fuels, …) in one answer, named in the reader's language. */
export function useItemVariables() {
  const { i18n } = useTranslation();
  return useQuery({ ...lookupQueries.form(i18n.language), staleTime: 30 * 60_000 });
}
