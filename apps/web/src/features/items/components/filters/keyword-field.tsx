/** The free-text search at the top of the panel: committed after a pause in typing, on Enter or on leaving it. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { SearchIcon } from '../../../../components/icons';
import { useDeferredInput } from '../../hooks/use-deferred-input';
import { inputClass } from './filter-parts';

export function KeywordField({ value, onCommit, delay }: { value: string; onCommit: (v: string) => void; delay: number }) {
  const { t } = useTranslation('items');
  const id = useId();
  const input = useDeferredInput(value, (v) => onCommit(v.trim()), delay);
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-bold tracking-wide text-fg uppercase">
        {t('filters.keyword')}
      </label>
      <div className="relative">
        <SearchIcon size={18} className="pointer-events-none absolute start-3 top-1/2 -translate-y-1/2 text-muted" />
        <input
          id={id}
          type="search"
          value={input.text}
          onChange={(e) => input.change(e.target.value)}
          onBlur={() => input.flush()}
          onKeyDown={(e) => e.key === 'Enter' && input.flush()}
          placeholder={t('filters.keyword_placeholder')}
          enterKeyHint="search"
          className={clsx(inputClass, 'border-line-strong ps-10')}
        />
      </div>
    </div>
  );
}
