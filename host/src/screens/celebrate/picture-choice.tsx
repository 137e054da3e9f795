import { useCallback, useEffect, useId, useRef } from 'react';
import type { Creation } from '@onam/shared/creations/creation-store';
import type { GameRoutePath } from '@onam/shared/manifest/schema';
import { useCreations, useRemoveUnreadableCreations } from '@onam/shared/react/creation-hooks';
import { useLocale, useTranslation } from '@onam/shared/react/locale-context';
import { routeAvailability } from '@onam/shared/festival/availability';
import { formatKeralaTime } from '@onam/shared/festival/kerala-time';
import { useCampaign, useFestivalToday } from '../../campaign/campaign-context';
import { PrefetchLink } from '../../navigation/prefetch-link';
import { drawIllustration } from '../../wishes/festival-illustration';
import { celebrateMessages, type CelebrateMessageKey } from './messages';
import styles from './celebrate.module.css';

export type PictureChoiceValue = { kind: 'illustration' } | { kind: 'creation'; id: string };

const THUMB = 96;

export function creationLabelKey(creation: Pick<Creation, 'gameId'>): CelebrateMessageKey {
  if (creation.gameId === 'pookalam') return 'celebrate.picture.pookalam';
  if (creation.gameId === 'dress') return 'celebrate.picture.dress';
  return 'celebrate.picture.other';
}

/**
 * The picture for the card: the festival illustration, or one of the visitor's creations on this
 * device, each with a thumbnail. Loading, failure (with a retry) and "nothing yet" each say so.
 */
export function PictureChoice({
  value,
  onChange,
}: {
  value: PictureChoiceValue;
  onChange: (value: PictureChoiceValue) => void;
}) {
  const t = useTranslation(celebrateMessages);
  const locale = useLocale();
  const name = useId();
  const creations = useCreations();
  const formatDate = (iso: string) => formatKeralaTime(iso, locale);

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('celebrate.picture.legend')}</legend>
      <div className={styles.pictures}>
        <label className={styles.picture}>
          <input
            type="radio"
            name={name}
            value="illustration"
            checked={value.kind === 'illustration'}
            onChange={() => onChange({ kind: 'illustration' })}
            className={styles.radio}
          />
          <IllustrationThumb />
          <span>{t('celebrate.picture.illustration')}</span>
        </label>
        {creations.data?.creations.map((creation) => (
          <label key={creation.id} className={styles.picture}>
            <input
              type="radio"
              name={name}
              value={creation.id}
              checked={value.kind === 'creation' && value.id === creation.id}
              onChange={() => onChange({ kind: 'creation', id: creation.id })}
              className={styles.radio}
            />
            <CreationThumb image={creation.image} />
            <span>{t(creationLabelKey(creation), { date: formatDate(creation.createdAt) })}</span>
          </label>
        ))}
      </div>
      {creations.isPending && (
        <p role="status" className={styles.note}>
          {t('celebrate.picture.loading')}
        </p>
      )}
      {creations.isError && (
        <div role="alert" className={styles.problem}>
          <p>{t('celebrate.picture.loadFailed')}</p>
          <button type="button" onClick={() => void creations.refetch()}>
            {t('celebrate.picture.retry')}
          </button>
        </div>
      )}
      <UnreadableCreations count={creations.data?.unreadable ?? 0} />
      {creations.data?.creations.length === 0 && <EmptyCreations />}
    </fieldset>
  );
}

/**
 * Kept records that cannot be a picture (the store sets them aside): said once in words, with a
 * way to clear them off the device, so the rest of the maker is not held up by them.
 */
function UnreadableCreations({ count }: { count: number }) {
  const t = useTranslation(celebrateMessages);
  const removal = useRemoveUnreadableCreations();
  const done = useRef<HTMLParagraphElement>(null);
  const removed = removal.isSuccess && count === 0;
  useEffect(() => {
    // The button is gone with what it removed: focus goes to the news, not to the page's top.
    if (removed) done.current?.focus();
  }, [removed]);
  return (
    <div role="status" className={count > 0 ? styles.problem : removed ? styles.note : undefined}>
      {count > 0 && (
        <>
          <p>{t('celebrate.picture.unreadable', { count })}</p>
          {removal.isError && <p>{t('celebrate.picture.removeFailed')}</p>}
          <button type="button" disabled={removal.isPending} onClick={() => removal.mutate()}>
            {t('celebrate.picture.removeUnreadable')}
          </button>
        </>
      )}
      {removed && (
        <p ref={done} tabIndex={-1}>
          {t('celebrate.picture.unreadableRemoved')}
        </p>
      )}
    </div>
  );
}

/** Where the games that make creations are, when they are open today, as the manifest says. */
function useGamePath(module: string): GameRoutePath | undefined {
  const { routes, switchOff, festival } = useCampaign();
  const today = useFestivalToday();
  if (switchOff) return undefined;
  const entry = Object.entries(routes).find(
    ([, route]) =>
      route?.module === module && routeAvailability(route, festival, today).state === 'open',
  );
  return entry?.[0] as GameRoutePath | undefined;
}

function EmptyCreations() {
  const t = useTranslation(celebrateMessages);
  const pookalam = useGamePath('pookalam');
  const dress = useGamePath('dress');
  const links = [
    { path: pookalam, label: t('celebrate.picture.playPookalam') },
    { path: dress, label: t('celebrate.picture.playDress') },
  ].filter((link): link is { path: GameRoutePath; label: string } => link.path !== undefined);
  return (
    <div className={styles.note}>
      <p>{t('celebrate.picture.empty')}</p>
      {links.length > 0 && (
        <ul className={styles.gameLinks}>
          {links.map((link) => (
            <li key={link.path}>
              <PrefetchLink to={link.path}>{link.label}</PrefetchLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function IllustrationThumb() {
  const draw = useCallback((canvas: HTMLCanvasElement | null) => {
    const ctx = canvas?.getContext('2d');
    if (ctx) drawIllustration(ctx, { x: 0, y: 0, width: THUMB, height: THUMB });
  }, []);
  return (
    <canvas ref={draw} width={THUMB} height={THUMB} className={styles.thumb} aria-hidden="true" />
  );
}

/** The creation's PNG on an object URL that lives exactly as long as the <img>. */
function CreationThumb({ image }: { image: Blob }) {
  const show = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img) return;
      const url = URL.createObjectURL(image);
      img.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [image],
  );
  return <img ref={show} alt="" width={THUMB} height={THUMB} className={styles.thumb} />;
}
