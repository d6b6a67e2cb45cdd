import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { SocialProviderName } from '@wheeldeal/contract';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { socialStartUrl, useSocialProviders } from '../api/social';

/** Each provider's mark: its initial on its brand colour (no third-party artwork is bundled). */
const MARKS: Record<SocialProviderName, { letter: string; className: string }> = {
  google: { letter: 'G', className: 'bg-white text-[#4285F4] ring-1 ring-line' },
  facebook: { letter: 'f', className: 'bg-[#1877F2] text-white' },
  apple: { letter: '', className: 'bg-black text-white dark:bg-white dark:text-black' },
};

function ProviderMark({ provider }: { provider: SocialProviderName }) {
  const mark = MARKS[provider];
  return (
    <span aria-hidden="true" className={`flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-sm font-bold ${mark.className}`}>
      {mark.letter || (
        <svg width="12" height="14" viewBox="0 0 12 14" fill="currentColor" focusable="false">
          <path d="M6 3.2C6.4 1.6 7.7.6 9 .5c.1 1.5-.9 3-2.3 3.2-.3 0-.5 0-.7-.5ZM6 4.4c.9 0 1.8-.6 2.9-.6 1.3 0 2.3.7 2.8 1.6-2.4 1.3-2 4.7.3 5.5-.5 1.4-1.6 3.1-2.8 3.1-.9 0-1.4-.6-2.6-.6s-1.8.6-2.6.6C2.4 14 .4 11 .4 8c0-2.6 1.6-4 3.2-4C4.7 4 5.3 4.4 6 4.4Z" />
        </svg>
      )}
    </span>
  );
}

/**
 * "Continue with Google / Facebook / Apple" for the providers the server offers (none configured: nothing shown).
 * Each is a link to the server's start route; the provider sends the browser back to this screen, signed in.
 */
export function SocialButtons() {
  const { t, i18n } = useTranslation('auth');
  const { pathname, search } = useLocation();
  const providers = useSocialProviders();
  const offered = providers.data ?? [];
  if (offered.length === 0) return null;
  return (
    <div className="flex flex-col gap-3" data-testid="social-buttons">
      <div className="flex items-center gap-3 text-xs uppercase tracking-wide text-muted">
        <span className="h-px flex-1 bg-line" />
        {t('social.divider')}
        <span className="h-px flex-1 bg-line" />
      </div>
      {offered.map((provider) => (
        <a key={provider} href={socialStartUrl(provider, `${pathname}${search}`, i18n.language)} className={buttonClasses('outline', 'lg')}>
          <ProviderMark provider={provider} />
          {t(`social.${provider}`)}
        </a>
      ))}
    </div>
  );
}

/** A failed social sign-in, as the server reported it (the provider's words, or "Google login failed." …). */
export function SocialError({ message }: { message: string | null }) {
  const { t } = useTranslation('auth');
  if (!message) return null;
  return (
    <Alert tone="error">
      <p className="font-semibold">{t('social.error_title')}</p>
      <p>{message}</p>
    </Alert>
  );
}
