/**
 * Preferences: who sees the e-mail and phone (saved on the profile through users/profile_update, the rest of the
 * profile sent back unchanged), the interface language and dark mode (this device), and a way to the
 * notification choices, which have their own screen.
 */
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, isLanguageCode } from '@wheeldeal/i18n';
import { pathFor } from '../../../app/routes';
import { Alert } from '../../../components/ui/alert';
import { SwitchField } from '../../../components/ui/switch-field';
import { BellIcon } from '../../../components/icons';
import { errorMessage } from '../../../lib/api/client';
import { chooseLanguage, currentLanguage } from '../../../lib/i18n/i18n';
import type { User } from '../../../lib/queries/users';
import { useDarkMode } from '../../../lib/theme';
import { useUpdateVisibility } from '../api/visibility';
import { SettingsSection } from './section';

export function PreferencesSection({ user }: { user: User }) {
  const { t, i18n } = useTranslation('account');
  const [dark, setDark] = useDarkMode();
  const visibility = useUpdateVisibility(user);
  const language = isLanguageCode(i18n.language) ? i18n.language : currentLanguage();

  return (
    <SettingsSection id="settings-preferences" title={t('preferences.title')}>
      <SwitchField
        name="is_show_email"
        label={t('preferences.show_email')}
        description={t('preferences.show_email_help')}
        checked={user.is_show_email}
        disabled={visibility.isPending}
        onCheckedChange={(checked) => visibility.mutate({ is_show_email: checked })}
      />
      <SwitchField
        name="is_show_phone"
        label={t('preferences.show_phone')}
        description={t('preferences.show_phone_help')}
        checked={user.is_show_phone}
        disabled={visibility.isPending}
        onCheckedChange={(checked) => visibility.mutate({ is_show_phone: checked })}
      />
      <SwitchField
        name="show_profile"
        label={t('preferences.show_profile')}
        description={t('preferences.show_profile_help')}
        checked={user.show_profile}
        disabled={visibility.isPending}
        onCheckedChange={(checked) => visibility.mutate({ show_profile: checked })}
      />
      {visibility.isError && <Alert tone="error">{errorMessage(visibility.error)}</Alert>}
      <SwitchField name="dark_mode" label={t('preferences.dark_mode')} checked={dark} onCheckedChange={setDark} />
      <label className="flex flex-col gap-1.5 text-sm font-medium text-fg">
        {t('preferences.language')}
        <select
          value={language}
          onChange={(e) => isLanguageCode(e.target.value) && void chooseLanguage(e.target.value)}
          className="h-11 rounded-xl border border-line-strong bg-surface px-3 text-sm text-fg"
        >
          {LANGUAGES.map((l) => (
            <option key={l.code} value={l.code}>
              {l.native_name}
            </option>
          ))}
        </select>
      </label>
      <Link to={pathFor('notification-settings')} className="inline-flex items-center gap-2 text-sm font-semibold text-primary hover:underline">
        <BellIcon size={16} />
        {t('preferences.notifications')}
      </Link>
    </SettingsSection>
  );
}
