/** The language menu's trigger button (language-menu.tsx), shared by the stand-in and the dropdown. */
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@wheeldeal/i18n';
import { ChevronDownIcon, GlobeIcon } from '../icons';

export interface LanguageMenuPopupProps {
  defaultOpen: boolean;
}

/** The trigger button: the current language's native name. */
export const LanguageTrigger = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<'button'>>(function LanguageTrigger(props, ref) {
  const { t, i18n } = useTranslation('common');
  const current = i18n.language;
  const currentName = LANGUAGES.find((l) => l.code === current)?.native_name ?? current;
  return (
    <button
      type="button"
      ref={ref}
      className="flex h-8 items-center gap-1.5 rounded-lg px-2 text-sm text-muted hover:bg-surface-2 hover:text-fg data-[state=open]:bg-surface-2 data-[state=open]:text-fg"
      aria-label={t('top_bar.language_label', { language: currentName })}
      {...props}
    >
      <GlobeIcon size={16} />
      <span>{currentName}</span>
      <ChevronDownIcon size={14} />
    </button>
  );
});
