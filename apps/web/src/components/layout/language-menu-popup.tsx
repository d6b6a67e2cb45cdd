import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { isLanguageCode } from '@wheeldeal/i18n';
import { chooseLanguage } from '../../lib/i18n/i18n';
import { useLanguages } from '../../lib/i18n/use-languages';
import { useDir } from '../../lib/i18n/use-dir';
import { CheckIcon } from '../icons';
import { LanguageTrigger, type LanguageMenuPopupProps } from './language-menu-trigger';

/** The language dropdown itself (language-menu.tsx loads it after the first paint): native names, minus the excluded. */
export default function LanguageMenuPopup({ defaultOpen }: LanguageMenuPopupProps) {
  const { t, i18n } = useTranslation('common');
  const languages = useLanguages();
  const dir = useDir();
  const current = i18n.language;

  return (
    <DropdownMenu.Root dir={dir} modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger asChild>
        <LanguageTrigger />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="wd-menu z-50 max-h-[min(70vh,28rem)] min-w-48 overflow-y-auto rounded-xl border border-line bg-surface p-1.5 shadow-pop"
        >
          <DropdownMenu.Label className="px-2.5 py-1.5 text-xs font-semibold uppercase tracking-wide text-muted">
            {t('top_bar.language')}
          </DropdownMenu.Label>
          <DropdownMenu.RadioGroup
            value={current}
            onValueChange={(code) => {
              if (isLanguageCode(code)) void chooseLanguage(code);
            }}
          >
            {languages.map((language) => (
              <DropdownMenu.RadioItem
                key={language.code}
                value={language.code}
                lang={language.code}
                className="flex cursor-pointer items-center justify-between gap-6 rounded-lg px-2.5 py-2 text-sm text-fg outline-none data-[highlighted]:bg-surface-2 data-[state=checked]:font-semibold"
              >
                <span>{language.native_name}</span>
                <DropdownMenu.ItemIndicator>
                  <CheckIcon size={16} className="text-primary" />
                </DropdownMenu.ItemIndicator>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
