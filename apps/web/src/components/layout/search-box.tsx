import { useEffect, useId, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { itemListPath } from '../../app/routes';
import { SearchIcon } from '../icons';

/** Keyword search; submits to `/item-list?searchterm=…`. */
export function SearchBox({ className, size = 'md', onSearch }: { className?: string; size?: 'md' | 'lg'; onSearch?: () => void }) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const location = useLocation();
  const id = useId();
  const [term, setTerm] = useState('');

  // Show the current search when we are on the results page.
  useEffect(() => {
    if (location.pathname.startsWith('/item-list')) setTerm(new URLSearchParams(location.search).get('searchterm') ?? '');
  }, [location.pathname, location.search]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const searchterm = term.trim();
    navigate(itemListPath(searchterm ? { searchterm } : {}));
    onSearch?.();
  }

  const large = size === 'lg';
  return (
    <form role="search" onSubmit={submit} className={clsx('relative flex w-full items-center', className)}>
      <label htmlFor={id} className="sr-only">
        {t('nav.search_label')}
      </label>
      <SearchIcon size={large ? 22 : 18} className={clsx('pointer-events-none absolute text-muted', large ? 'start-4' : 'start-3')} />
      <input
        id={id}
        type="search"
        value={term}
        onChange={(e) => setTerm(e.target.value)}
        placeholder={t('nav.search_placeholder')}
        enterKeyHint="search"
        className={clsx(
          'w-full rounded-xl border border-line bg-surface-2 text-fg placeholder:text-muted focus:border-ring focus:bg-surface focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring',
          large ? 'h-14 ps-12 pe-32 text-base shadow-pop dark:bg-surface' : 'h-10 ps-10 pe-3 text-sm',
        )}
      />
      <button
        type="submit"
        className={clsx(
          'absolute rounded-lg bg-primary font-semibold text-on-primary hover:bg-primary-hover',
          large ? 'end-2 h-10 px-5 text-sm' : 'sr-only',
        )}
      >
        {t('nav.search')}
      </button>
    </form>
  );
}
