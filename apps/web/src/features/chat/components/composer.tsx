/** The send box: text (Enter sends, Shift+Enter breaks the line), a photo, and typing frames to the other side. */
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_LIMITS } from '@wheeldeal/contract';
import { ArrowRightIcon, ImageIcon } from '../../../components/icons';
import { Button } from '../../../components/ui/button';

const TYPING_EVERY_MS = 3000;

export function Composer({
  onSend,
  onImage,
  onTyping,
  imageBusy,
}: {
  onSend: (text: string) => void;
  onImage: (file: File) => void;
  onTyping: () => void;
  imageBusy: boolean;
}) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState('');
  const lastTyping = useRef(0);
  const fileInput = useRef<HTMLInputElement>(null);
  const trimmed = text.trim();
  const tooLong = trimmed.length > CHAT_LIMITS.messageMax;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!trimmed || tooLong) return;
    onSend(trimmed);
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form onSubmit={submit} className="flex items-end gap-2 border-t border-line bg-surface px-3 py-3">
      <input
        ref={fileInput}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) onImage(file);
          e.target.value = '';
        }}
      />
      <Button variant="ghost" size="icon" aria-label={t('composer.photo')} loading={imageBusy} onClick={() => fileInput.current?.click()}>
        {!imageBusy && <ImageIcon size={20} />}
      </Button>
      <div className="flex min-w-0 flex-1 flex-col">
        <label htmlFor="chat-composer" className="sr-only">
          {t('composer.label')}
        </label>
        <textarea
          id="chat-composer"
          dir="auto"
          rows={1}
          value={text}
          placeholder={t('composer.placeholder')}
          aria-invalid={tooLong || undefined}
          onChange={(e) => {
            setText(e.target.value);
            const now = Date.now();
            if (now - lastTyping.current > TYPING_EVERY_MS) {
              lastTyping.current = now;
              onTyping();
            }
          }}
          onKeyDown={onKeyDown}
          className="max-h-40 min-h-11 w-full resize-none rounded-xl border border-line-strong bg-surface px-3.5 py-2.5 text-[15px] text-fg placeholder:text-muted focus-visible:outline-2 focus-visible:outline-ring"
        />
        {tooLong && (
          <span className="mt-1 text-xs text-danger" role="alert">
            {t('composer.too_long', { max: CHAT_LIMITS.messageMax })}
          </span>
        )}
      </div>
      <Button type="submit" size="icon" aria-label={t('composer.send')} disabled={!trimmed || tooLong}>
        <ArrowRightIcon size={20} />
      </Button>
    </form>
  );
}
