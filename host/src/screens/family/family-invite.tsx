import { useRef, useState } from 'react';
import { familyLinkPath } from '@onam/shared/family/carpet';
import { useTranslation } from '@onam/shared/react/locale-context';
import { TextInput } from '@onam/shared/react/ui/text-input';
import { WhatsAppLink } from '@onam/shared/react/ui/whatsapp-link';
import { canShareLink, copyText, shareLink } from '@onam/shared/share/web-share';
import { familyMessages } from './messages';
import styles from './family.module.css';

/**
 * The carpet's link, passed on: WhatsApp in one tap, the system's share sheet where there is one,
 * or copied. The link is the carpet's random id: whoever has it may join while the carpet is open.
 */
export function FamilyInvite({ carpetId }: { carpetId: string }) {
  const t = useTranslation(familyMessages);
  const [canShare] = useState(() => canShareLink());
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const field = useRef<HTMLInputElement>(null);
  const link = new URL(familyLinkPath(carpetId), window.location.origin).href;
  const text = t('family.invite.text');
  return (
    <section className={styles.panel} aria-labelledby="family-invite">
      <h2 id="family-invite">{t('family.invite.heading')}</h2>
      <div className={styles.buttons}>
        <WhatsAppLink text={text} link={link}>
          {t('family.invite.whatsApp')}
        </WhatsAppLink>
        {canShare && (
          <button
            type="button"
            onClick={() => void shareLink({ title: t('family.title'), text, url: link })}
          >
            {t('family.invite.share')}
          </button>
        )}
        <button
          type="button"
          onClick={() =>
            void copyText(link).then((ok) => {
              setCopy(ok ? 'copied' : 'failed');
              if (!ok) requestAnimationFrame(() => field.current?.select());
            })
          }
        >
          {t('family.invite.copy')}
        </button>
      </div>
      <p role="status">{copy === 'copied' ? t('family.invite.copied') : ''}</p>
      {copy === 'failed' && (
        <p role="alert" className={styles.problem}>
          {t('family.invite.copyFailed')}
        </p>
      )}
      <TextInput ref={field} label={t('family.invite.link')} value={link} readOnly />
    </section>
  );
}
