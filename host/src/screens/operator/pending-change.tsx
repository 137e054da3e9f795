import { useId, useMemo, useState } from 'react';
import type { ChangeCampaignResponse } from '@onam/shared/manifest/campaign-change';
import { changeInWordsOfText } from '@onam/shared/campaign-ops/change-words';
import { dayLineup } from '@onam/shared/campaign-ops/day-lineup';
import { gamesShownTwice } from '@onam/shared/campaign-ops/shown-twice';
import { inLocale } from '@onam/shared/manifest/localized';
import { parseCampaignManifest, type CampaignManifest } from '@onam/shared/manifest/schema';
import { useLocale } from '@onam/shared/react/locale-context';
import { previewUrl, writeVisitorPreview } from '../../campaign/visitor-preview';
import { DayOptions, type T } from './desk-parts';
import { PackageChecks } from './package-checks';
import styles from './operator.module.css';

/**
 * What the change about to go live does, as the server's dry run found it: in sentences, with a
 * warning for a game that would get two tiles, the festival day by day as visitors would find it
 * under the change, the package's checks, and the exact values for whoever wants them.
 */
export function PendingChange({
  answer,
  liveManifest,
  t,
}: {
  answer: ChangeCampaignResponse;
  /** The live revision's manifest as text; null when nothing is live yet. */
  liveManifest: string | null;
  t: T;
}) {
  const sentences = useMemo(
    () => changeInWordsOfText(liveManifest, answer.manifest),
    [liveManifest, answer.manifest],
  );
  const proposed = useMemo(() => {
    try {
      const parsed = parseCampaignManifest(JSON.parse(answer.manifest));
      return parsed.ok ? parsed.manifest : null;
    } catch {
      return null;
    }
  }, [answer.manifest]);
  const twice = proposed ? gamesShownTwice(proposed) : [];
  return (
    <>
      {twice.length > 0 && (
        <div role="alert" className={styles.caution}>
          {twice.map((warning) => (
            <p key={warning.params.paths}>{t(warning.key, warning.params)}</p>
          ))}
        </div>
      )}
      <p>{t('operator.preview.changes')}</p>
      {sentences && sentences.length > 0 ? (
        <ul className={styles.changes}>
          {sentences.map((sentence, index) => (
            <li key={index}>{t(sentence.key, sentence.params)}</li>
          ))}
        </ul>
      ) : (
        <RawLines lines={answer.changes} />
      )}
      {proposed && <DayPreview manifest={proposed} text={answer.manifest} t={t} />}
      {answer.checks && <PackageChecks reports={answer.checks} t={t} />}
      {sentences && sentences.length > 0 && (
        <details className={styles.more}>
          <summary>{t('operator.preview.values')}</summary>
          <RawLines lines={answer.changes} />
        </details>
      )}
    </>
  );
}

function RawLines({ lines }: { lines: readonly string[] }) {
  return (
    <ul className={styles.changes} lang="en">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

/**
 * The change as visitors would find it on a festival day: the tiles that day and the featured
 * game, and a button that opens that day in a new tab on the change (nothing is published).
 */
function DayPreview({ manifest, text, t }: { manifest: CampaignManifest; text: string; t: T }) {
  const locale = useLocale();
  const dayId = useId();
  const listId = useId();
  const [day, setDay] = useState(manifest.festival.days[0]?.day ?? 1);
  const [storageFailed, setStorageFailed] = useState(false);
  const lineup = dayLineup(manifest, day);
  const open = () => {
    try {
      writeVisitorPreview(
        localStorage,
        { manifest: JSON.parse(text), day, label: t('operator.visit.change') },
        Date.now(),
      );
    } catch {
      setStorageFailed(true);
      return;
    }
    setStorageFailed(false);
    window.open(previewUrl(), '_blank', 'noopener');
  };
  return (
    <section aria-labelledby={listId} className={styles.form}>
      <label htmlFor={dayId}>{t('operator.preview.day')}</label>
      <select id={dayId} value={day} onChange={(event) => setDay(Number(event.target.value))}>
        <DayOptions days={manifest.festival.days} t={t} />
      </select>
      <h3 id={listId} className={styles.subheading}>
        {t('operator.preview.lineup', { day })}
      </h3>
      {lineup.switchedOff ? (
        <p>{t('operator.preview.lineupOff')}</p>
      ) : lineup.tiles.length === 0 ? (
        <p>{t('operator.preview.lineupNone')}</p>
      ) : (
        <ul className={styles.changes}>
          {lineup.tiles.map((tile) => {
            const title = inLocale(tile.title, tile.titleMl, locale);
            return (
              <li key={tile.path}>
                {tile.featured
                  ? t('operator.preview.tileFeatured', { title, path: tile.path })
                  : t('operator.preview.tile', { title, path: tile.path })}
              </li>
            );
          })}
        </ul>
      )}
      <button type="button" className={styles.secondary} onClick={open}>
        {t('operator.preview.openDay', { day })}
      </button>
      {storageFailed && <p role="alert">{t('operator.visit.storageFailed')}</p>}
    </section>
  );
}
