/**
 * Seller section: seller type as pills, and one seller by name — a search (users/search, once two characters
 * have rested for a moment) whose pick becomes a removable chip.
 */
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { RemovableChip, TogglePill } from '../../../../components/ui/chip';
import { UserIcon } from '../../../../components/icons';
import { useItemVariables } from '../../api/get-item-variables';
import { useUserSearch } from '../../api/search-users';
import { inputClass, type SectionProps } from './filter-parts';

const SEARCH_DELAY_MS = 400;

/** The seller search term as typed, and the same term once typing has paused (what is searched for). */
function useSellerSearch() {
  const [term, setTerm] = useState('');
  const [debounced, setDebounced] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(term), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [term]);
  const users = useUserSearch(debounced);
  return { term, setTerm, debounced, users };
}

export function SellerFields({ query, set }: SectionProps) {
  const { t } = useTranslation('items');
  const { data } = useItemVariables();
  const id = useId();
  const { term, setTerm, debounced, users } = useSellerSearch();
  return (
    <>
      <div role="group" aria-label={t('filters.seller_type')} className="flex flex-col gap-2">
        <span className="text-sm font-medium text-fg">{t('filters.seller_type')}</span>
        <div className="flex flex-wrap gap-2">
          {(data?.seller_types ?? []).map((s) => (
            <TogglePill key={s.id} pressed={query.seller_type_id === s.id} onClick={() => set({ seller_type_id: query.seller_type_id === s.id ? '' : s.id })}>
              {s.name}
            </TogglePill>
          ))}
        </div>
      </div>
      {query.addedUserId ? (
        <RemovableChip
          removeLabel={t('chips.remove', { label: query.added_user_name ?? t('chips.seller_unknown') })}
          onRemove={() => set({ addedUserId: '' })}
          className="self-start"
        >
          <span className="inline-flex items-center gap-1.5">
            <UserIcon size={14} />
            {query.added_user_name ?? t('chips.seller_unknown')}
          </span>
        </RemovableChip>
      ) : (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={id} className="text-sm font-medium text-fg">
            {t('filters.seller')}
          </label>
          <input
            id={id}
            type="search"
            value={term}
            onChange={(e) => setTerm(e.target.value)}
            placeholder={t('filters.seller_placeholder')}
            autoComplete="off"
            className={clsx(inputClass, 'border-line-strong')}
          />
          {debounced.trim().length >= 2 && (
            <div aria-live="polite" className="text-sm">
              {users.isError ? (
                <p className="text-muted">{t('filters.seller_unavailable')}</p>
              ) : users.isPending ? null : (users.data ?? []).length === 0 ? (
                <p className="text-muted">{t('filters.seller_none')}</p>
              ) : (
                <ul className="flex max-h-48 flex-col overflow-y-auto rounded-xl border border-line bg-surface">
                  {(users.data ?? []).map((u) => (
                    <li key={u.user_id}>
                      <button
                        type="button"
                        onClick={() => {
                          set({ addedUserId: u.user_id, added_user_name: u.user_name });
                          setTerm('');
                        }}
                        className="flex w-full items-center gap-2 px-3 py-2 text-start hover:bg-surface-2"
                      >
                        <UserIcon size={16} className="text-muted" />
                        <span className="truncate">{u.user_name}</span>
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          )}
        </div>
      )}
    </>
  );
}
