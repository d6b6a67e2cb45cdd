/**
 * /notification-settings: the global switch (spec "notification setting"), then, per kind, whether it reaches me
 * in the app, as a push and by e-mail (`notis/settings_get` / `notis/settings_update`). A kind off in the app is
 * off everywhere, so its push and e-mail switches are disabled. Push on this device is its own switch here too.
 */
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_CHANNELS, NOTIFICATION_KINDS, type NotificationChannel, type NotificationKind } from '@wheeldeal/contract';
import { pathFor } from '../../../app/routes';
import { ArrowLeftIcon } from '../../../components/icons';
import { RequireLogin } from '../../../components/require-login';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { LoadingBlock } from '../../../components/ui/spinner';
import { SwitchField } from '../../../components/ui/switch-field';
import { toast } from '../../../components/ui/toast';
import { call } from '../../../lib/api/call';
import { errorMessage } from '../../../lib/api/client';
import { notiQueries, type NotiSettings } from '../../../lib/notifications/queries';
import { useSession } from '../../../lib/session/session-store';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { PushDeviceSwitch } from '../components/push-device-control';

export default function NotificationSettingsScreen() {
  return (
    <RequireLogin>
      <NotificationSettings />
    </RequireLogin>
  );
}

function NotificationSettings() {
  const { t } = useTranslation('notifications');
  const { user } = useSession();
  const userId = user?.user_id ?? '';
  const settings = useQuery(notiQueries.settings(userId));
  useDocumentTitle(t('settings.title'));
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-5 px-4 py-8 sm:px-6" aria-labelledby="notification-settings-title">
      <Link to={pathFor('notification-list')} className={buttonClasses('ghost', 'sm', 'self-start')}>
        <ArrowLeftIcon size={16} />
        {t('detail.back')}
      </Link>
      <h1 id="notification-settings-title" className="text-2xl font-bold tracking-tight text-fg">
        {t('settings.title')}
      </h1>
      <PushDeviceSwitch userId={userId} />
      {settings.isPending ? (
        <LoadingBlock label={t('settings.title')} />
      ) : settings.isError ? (
        <Alert tone="error">{errorMessage(settings.error)}</Alert>
      ) : (
        <SettingsForm key={settings.dataUpdatedAt} userId={userId} initial={settings.data} />
      )}
    </section>
  );
}

const asWire = (b: boolean) => (b ? '1' : '0');

function SettingsForm({ userId, initial }: { userId: string; initial: NotiSettings }) {
  const { t } = useTranslation('notifications');
  const queryClient = useQueryClient();
  const [global, setGlobal] = useState(initial.notification_setting);
  const [prefs, setPrefs] = useState(initial.prefs);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const toggle = (kind: NotificationKind, channel: NotificationChannel, on: boolean) =>
    setPrefs((now) => ({ ...now, [kind]: { ...now[kind], [channel]: on } }));

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      const wirePrefs = Object.fromEntries(
        NOTIFICATION_KINDS.map((kind) => [kind, Object.fromEntries(NOTIFICATION_CHANNELS.map((ch) => [ch, asWire(prefs[kind][ch])]))]),
      );
      const saved = await call('notis/settings_update', { body: { user_id: userId, notification_setting: asWire(global), prefs: wirePrefs } });
      queryClient.setQueryData(notiQueries.settingsKey(userId), saved);
      toast.success(t('settings.saved'));
    } catch (e) {
      setError(e);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(e) => void save(e)} className="flex flex-col gap-5">
      <div className="rounded-2xl border border-line bg-surface p-4 shadow-card">
        <SwitchField label={t('settings.global')} description={t('settings.global_text')} checked={global} onCheckedChange={setGlobal} />
      </div>
      <div className="overflow-x-auto rounded-2xl border border-line bg-surface shadow-card">
        <table className="w-full text-sm">
          <caption className="px-4 pt-4 text-start font-semibold text-fg">{t('settings.table')}</caption>
          <thead>
            <tr className="text-muted">
              <th scope="col" className="px-4 py-3 text-start font-medium">
                {t('settings.kind')}
              </th>
              {NOTIFICATION_CHANNELS.map((ch) => (
                <th key={ch} scope="col" className="px-3 py-3 text-center font-medium">
                  {t(`settings.channels.${ch}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {NOTIFICATION_KINDS.map((kind) => (
              <tr key={kind}>
                <th scope="row" className="px-4 py-2 text-start font-medium text-fg">
                  {t(`kinds.${kind}`)}
                </th>
                {NOTIFICATION_CHANNELS.map((ch) => (
                  <td key={ch} className="px-3 py-2">
                    <SwitchField
                      className="justify-center"
                      label={<span className="sr-only">{t('settings.switch_label', { kind: t(`kinds.${kind}`), channel: t(`settings.channels.${ch}`) })}</span>}
                      checked={prefs[kind][ch]}
                      disabled={ch !== 'inapp' && (!global || !prefs[kind].inapp)}
                      onCheckedChange={(on) => toggle(kind, ch, on)}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        <p className="px-4 pb-4 text-xs text-muted">{t('settings.inapp_hint')}</p>
      </div>
      {error !== null && <Alert tone="error">{errorMessage(error)}</Alert>}
      <Button type="submit" className="self-start" loading={saving}>
        {t('settings.save')}
      </Button>
    </form>
  );
}
