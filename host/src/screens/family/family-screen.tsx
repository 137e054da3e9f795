import { Suspense, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { GAMES_REMOTE } from '@onam/shared/contracts/game';
import { festivalPosition } from '@onam/shared/festival/availability';
import {
  familyLinkPath,
  type CarpetOptions,
  type StartCarpetRequest,
} from '@onam/shared/family/carpet';
import { useCurrentUser } from '@onam/shared/react/backend-hooks';
import { useTranslation } from '@onam/shared/react/locale-context';
import { useLocale } from '@onam/shared/react/locale-context';
import { useCampaign, useFestivalToday } from '../../campaign/campaign-context';
import { versionInUse } from '../../federation/register-remotes';
import { loginPathFor } from '../../navigation/middleware';
import { PrefetchLink } from '../../navigation/prefetch-link';
import { CarpetBoard } from './carpet-board';
import { FamilyBoard } from './family-board';
import { useFamilyPort, useStartCarpet } from './family-hooks';
import { CarpetNameInput, useCarpetName } from './family-names';
import { FamilyProblem } from './family-problem';
import { familyMessages } from './messages';
import styles from './family.module.css';

const SYMMETRIES = [4, 8, 16] as const;
const NOTHING_LAID: readonly string[] = [];

/**
 * /family: a signed-in visitor starts a family pookalam (today's, by the festival's day, or a free
 * design) and is taken to its page, whose link they send to the family. Below, the family board.
 */
export function Component() {
  const t = useTranslation(familyMessages);
  return (
    <section className={styles.page} aria-labelledby="family-title">
      <h1 id="family-title">{t('family.title')}</h1>
      <p>{t('family.intro')}</p>
      <Suspense fallback={<p role="status">{t('family.loading')}</p>}>
        <StartOrSignIn />
        <FamilyBoard />
      </Suspense>
    </section>
  );
}

function StartOrSignIn() {
  const t = useTranslation(familyMessages);
  const { pathname } = useLocation();
  const { data: user } = useCurrentUser();
  if (!useFamilyPort()) return <p>{t('family.onlineOnly')}</p>;
  if (!user) {
    return (
      <p>
        <PrefetchLink to={loginPathFor(new URL(pathname, 'https://site.invalid'))}>
          {t('family.signInToStart')}
        </PrefetchLink>
      </p>
    );
  }
  return <StartForm uid={user.uid} accountName={user.displayName ?? ''} />;
}

function StartForm({ uid, accountName }: { uid: string; accountName: string }) {
  const t = useTranslation(familyMessages);
  const locale = useLocale();
  const navigate = useNavigate();
  const kindName = useId();
  const symmetryName = useId();
  const { festival } = useCampaign();
  const position = festivalPosition(festival.days, useFestivalToday());
  const festivalDay = position >= 1 && position <= 10 ? position : null;
  const [kind, setKind] = useState<'today' | 'free'>(festivalDay ? 'today' : 'free');
  const [symmetry, setSymmetry] = useState<CarpetOptions['symmetry']>(8);
  const name = useCarpetName(uid, accountName);
  const [cellCount, setCellCount] = useState<number | null>(null);
  const start = useStartCarpet();
  // The start being sent and its request's id: sent again unchanged (its answer lost), it keeps
  // the id, so the server answers with the carpet it made instead of making a second.
  const attempt = useRef<{ request: string; requestId: string } | null>(null);

  const options: CarpetOptions =
    kind === 'today' && festivalDay
      ? { symmetry, mode: 'day', day: festivalDay }
      : { symmetry, mode: 'free', day: 1 };
  const version = versionInUse(GAMES_REMOTE);

  const submit = () => {
    if (cellCount === null || !version) return;
    const checked = name.checked();
    if (checked === null) return;
    const request: StartCarpetRequest = {
      options,
      remote: GAMES_REMOTE,
      version,
      cellCount,
      name: checked,
    };
    const sent = JSON.stringify(request);
    if (attempt.current?.request !== sent) {
      attempt.current = { request: sent, requestId: crypto.randomUUID() };
    }
    start.mutate(
      { ...request, requestId: attempt.current.requestId },
      {
        onSuccess: ({ carpetId }) => {
          attempt.current = null;
          void navigate(familyLinkPath(carpetId));
        },
      },
    );
  };

  return (
    <form
      className={styles.panel}
      aria-labelledby="family-start"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h2 id="family-start">{t('family.start.heading')}</h2>
      <fieldset className={styles.choices}>
        <legend>{t('family.start.kind')}</legend>
        {festivalDay && (
          <label>
            <input
              type="radio"
              name={kindName}
              checked={kind === 'today'}
              onChange={() => setKind('today')}
            />
            {t('family.start.today', { day: festivalDay, rings: festivalDay })}
          </label>
        )}
        <label>
          <input
            type="radio"
            name={kindName}
            checked={kind === 'free' || !festivalDay}
            onChange={() => setKind('free')}
          />
          {t('family.start.free')}
        </label>
      </fieldset>
      <fieldset className={styles.choices}>
        <legend>{t('family.start.symmetry')}</legend>
        {SYMMETRIES.map((count) => (
          <label key={count}>
            <input
              type="radio"
              name={symmetryName}
              checked={symmetry === count}
              onChange={() => setSymmetry(count)}
            />
            {t('family.start.symmetryValue', { count })}
          </label>
        ))}
      </fieldset>
      <CarpetBoard
        locale={locale}
        options={options}
        cells={NOTHING_LAID}
        rings={NOTHING_LAID.map(() => null)}
        centrepiece="none"
        myColour={0}
        readOnly
        onLay={() => undefined}
        onBoardSize={setCellCount}
      />
      <CarpetNameInput name={name} />
      <div className={styles.buttons}>
        <button type="submit" disabled={start.isPending || cellCount === null || !version}>
          {start.isPending ? t('family.start.starting') : t('family.start.submit')}
        </button>
      </div>
      {start.isError && <FamilyProblem error={start.error} action="start" />}
    </form>
  );
}
