/**
 * Asks a signed-in user to accept the privacy policy when the account has not accepted its current version: once
 * per account, and again only when the admin publishes a new version. The policy is shown in the reader's
 * language right in the dialog; declining signs out (the marketplace cannot be used without it).
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { pathFor } from '../app/routes';
import { errorMessage } from '../lib/api/client';
import { contentQueries, useAcceptPrivacy } from '../lib/queries/content';
import { useLogout } from '../lib/session/use-logout';
import { useSession } from '../lib/session/session-store';
import { Alert } from './ui/alert';
import { Button } from './ui/button';
import { Dialog } from './ui/dialog';

export function PrivacyGate() {
  const { user } = useSession();
  const { pathname } = useLocation();
  const userId = user?.user_id ?? '';
  const status = useQuery(contentQueries.privacy(userId));
  // The policy page itself stays readable without the dialog over it.
  if (!userId || !status.data?.needs_acceptance || pathname === pathFor('privacy')) return null;
  return <PrivacyDialog userId={userId} version={status.data.current_version} />;
}

function PrivacyDialog({ userId, version }: { userId: string; version: number }) {
  const { t, i18n } = useTranslation('content');
  const policy = useQuery(contentQueries.page('privacy', i18n.language));
  const accept = useAcceptPrivacy(userId);
  const logout = useLogout();
  return (
    <Dialog open onOpenChange={() => undefined} title={t('privacy_gate.title')} description={version > 1 ? t('privacy_gate.changed') : t('privacy_gate.first')}>
      <div className="flex flex-col gap-4">
        <div className="max-h-[45vh] overflow-y-auto rounded-xl border border-line bg-surface-2 p-4 text-sm whitespace-pre-line text-fg" dir="auto" tabIndex={0}>
          {policy.data?.body ?? (policy.isError ? t('missing_text') : t('loading'))}
        </div>
        {accept.isError && <Alert tone="error">{errorMessage(accept.error)}</Alert>}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={() => void logout()}>
            {t('privacy_gate.decline')}
          </Button>
          <Button loading={accept.isPending} onClick={() => accept.mutate(version)}>
            {t('privacy_gate.accept')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
