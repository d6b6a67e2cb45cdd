/**
 * "Notifications on this device" (issue 12): Web Push for the signed-in user, as a switch in the settings and as
 * a gentle prompt on the notification list (only after the person came to their notifications, never on first
 * page load, and gone for good once dismissed). Hidden where the browser has no Push API or the server has no
 * VAPID key configured.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SwitchField } from '../../../components/ui/switch-field';
import { useAppInfo } from '../../../lib/app-info/use-app-info';
import { disablePush, enablePush, pushState, pushSupported, type PushState } from '../../../lib/notifications/push';
import { readString, writeString } from '../../../lib/storage';
import { BellIcon } from '../../../components/icons';

/** localStorage: '1' once the prompt on the list was dismissed. */
const PROMPT_DISMISSED = 'wd.pushPrompt';

/** This device's push state and the server's key ('' = none configured); `state` is null until read. */
function usePushDevice() {
  const { data } = useAppInfo();
  const vapidKey = data?.frontend_config_setting.firebase_web_push_key_pair ?? '';
  const [state, setState] = useState<PushState | null>(pushSupported() ? null : 'unsupported');
  useEffect(() => {
    let live = true;
    void pushState().then((s) => live && setState(s), () => live && setState('off'));
    return () => {
      live = false;
    };
  }, []);
  return { vapidKey, state, setState, available: vapidKey !== '' && state !== null && state !== 'unsupported' };
}

export function PushDeviceSwitch({ userId }: { userId: string }) {
  const { t } = useTranslation('notifications');
  const { vapidKey, state, setState, available } = usePushDevice();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  if (!available) return null;
  const change = async (on: boolean) => {
    setBusy(true);
    setFailed(false);
    try {
      setState(on ? await enablePush(userId, vapidKey) : await disablePush(userId));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col gap-2 rounded-2xl border border-line bg-surface p-4 shadow-card">
      <SwitchField label={t('push.title')} description={t('push.text')} checked={state === 'on'} disabled={busy || state === 'denied'} onCheckedChange={(on) => void change(on)} />
      {state === 'denied' && <Alert>{t('push.denied')}</Alert>}
      {failed && <Alert tone="error">{t('push.failed')}</Alert>}
    </div>
  );
}

export function PushPrompt({ userId }: { userId: string }) {
  const { t } = useTranslation('notifications');
  const { vapidKey, state, setState, available } = usePushDevice();
  const [dismissed, setDismissed] = useState(() => readString(PROMPT_DISMISSED) === '1');
  const [busy, setBusy] = useState(false);
  if (!available || state !== 'off' || dismissed) return null;
  const dismiss = () => {
    writeString(PROMPT_DISMISSED, '1');
    setDismissed(true);
  };
  const turnOn = async () => {
    setBusy(true);
    try {
      setState(await enablePush(userId, vapidKey));
    } catch {
      setState('off');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-2xl border border-primary/25 bg-primary-soft px-4 py-3">
      <BellIcon size={20} className="text-primary" />
      <p className="min-w-0 flex-1 text-sm text-fg">{t('push.prompt')}</p>
      <span className="flex gap-2">
        <Button size="sm" loading={busy} onClick={() => void turnOn()}>
          {t('push.prompt_action')}
        </Button>
        <Button size="sm" variant="ghost" onClick={dismiss}>
          {t('push.prompt_dismiss')}
        </Button>
      </span>
    </div>
  );
}
