/** Share an item (spec §2.3): Facebook, Twitter/X, LinkedIn, the device's share sheet, and copy link. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { CheckIcon } from '../../../components/icons';
import { CopyIcon, FacebookIcon, LinkedInIcon, ShareIcon, XLogoIcon } from './item-icons';

export function shareLinks(url: string, title: string) {
  const u = encodeURIComponent(url);
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    twitter: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
  };
}

export function ShareDialog({ open, onOpenChange, url, title }: { open: boolean; onOpenChange: (open: boolean) => void; url: string; title: string }) {
  const { t } = useTranslation('items');
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(null), 2500);
    return () => window.clearTimeout(timer);
  }, [copied]);
  const links = shareLinks(url, title);
  const canNativeShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };

  const target = 'flex flex-col items-center gap-2 rounded-2xl border border-line p-3 text-sm font-medium text-fg hover:border-primary/40 hover:bg-surface-2';
  const bubble = 'flex h-12 w-12 items-center justify-center rounded-full text-white';
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('share.title')} description={t('share.description')}>
      <div className="flex flex-col gap-5">
        <ul className="grid grid-cols-3 gap-3">
          <li>
            <a href={links.facebook} target="_blank" rel="noopener noreferrer" className={target}>
              <span className={`${bubble} bg-[#1877f2]`}>
                <FacebookIcon size={22} />
              </span>
              {t('share.facebook')}
            </a>
          </li>
          <li>
            <a href={links.twitter} target="_blank" rel="noopener noreferrer" className={target}>
              <span className={`${bubble} bg-black ring-1 ring-white/20`}>
                <XLogoIcon size={20} />
              </span>
              {t('share.twitter')}
            </a>
          </li>
          <li>
            <a href={links.linkedin} target="_blank" rel="noopener noreferrer" className={target}>
              <span className={`${bubble} bg-[#0a66c2]`}>
                <LinkedInIcon size={20} />
              </span>
              {t('share.linkedin')}
            </a>
          </li>
        </ul>
        <div className="flex flex-col gap-2">
          <label htmlFor="share-url" className="text-sm font-medium text-fg">
            {t('share.link')}
          </label>
          <div className="flex gap-2">
            <input id="share-url" readOnly value={url} dir="ltr" onFocus={(e) => e.currentTarget.select()} className="h-11 min-w-0 flex-1 rounded-xl border border-line-strong bg-surface-2 px-3 text-sm text-fg" />
            <button type="button" onClick={() => void copy()} className="inline-flex h-11 shrink-0 items-center gap-2 rounded-xl bg-primary px-4 text-sm font-semibold text-on-primary hover:bg-primary-hover">
              {copied === 'yes' ? <CheckIcon size={18} /> : <CopyIcon size={18} />}
              {copied === 'yes' ? t('share.copied') : t('share.copy')}
            </button>
          </div>
          <p role="status" className="min-h-5 text-sm text-muted">
            {copied === 'yes' ? t('share.copied_text') : copied === 'failed' ? t('share.copy_failed') : ''}
          </p>
        </div>
        {canNativeShare && (
          <button
            type="button"
            onClick={() => void navigator.share({ title, url }).catch(() => undefined)}
            className="inline-flex h-11 items-center justify-center gap-2 rounded-xl border border-line-strong text-sm font-semibold text-fg hover:bg-surface-2"
          >
            <ShareIcon size={18} />
            {t('share.more')}
          </button>
        )}
      </div>
    </Dialog>
  );
}
