import { Suspense, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import type { FamilyCarpetView, FamilyMember } from '@onam/shared/backend/port';
import {
  FAMILY_MAX_MEMBERS,
  FAMILY_RING_COLOURS,
  familyLinkPath,
  type FamilyEntryDoc,
} from '@onam/shared/family/carpet';
import { useCurrentUser } from '@onam/shared/react/backend-hooks';
import { useLocale, useTranslation } from '@onam/shared/react/locale-context';
import { TextInput } from '@onam/shared/react/ui/text-input';
import { WhatsAppLink } from '@onam/shared/react/ui/whatsapp-link';
import { loginPathFor } from '../../navigation/middleware';
import { PrefetchLink } from '../../navigation/prefetch-link';
import { CarpetBoard } from './carpet-board';
import { CarpetPictureShare, useCarpetPicture } from './carpet-picture-share';
import { CarpetNameInput, nameProblem, useCarpetName } from './family-names';
import { FamilyInvite } from './family-invite';
import { FamilyProblem, familyProblemText } from './family-problem';
import {
  joinRefusalOf,
  useCarpetWatch,
  useFamilyPort,
  useFinishCarpet,
  useFinishedCarpet,
  useJoinCarpet,
  useRemoveMember,
  useSetCarpetOpen,
} from './family-hooks';
import { familyMessages, type FamilyMessageKey } from './messages';
import { familyProblemMessages } from './problem-messages';
import styles from './family.module.css';

type T = ReturnType<typeof useTranslation<FamilyMessageKey>>;

/**
 * A family carpet's link (/family/:carpetId): its members lay it together, live; anyone else
 * signed in may join it while it is open; a finished carpet shows its result to anyone.
 */
export function Component() {
  const t = useTranslation(familyMessages);
  const { carpetId = '' } = useParams();
  return (
    <section className={styles.page} aria-labelledby="family-title">
      <h1 id="family-title">{t('family.title')}</h1>
      <Suspense fallback={<p role="status">{t('family.loading')}</p>}>
        <Carpet carpetId={carpetId} />
      </Suspense>
    </section>
  );
}

function Carpet({ carpetId }: { carpetId: string }) {
  const t = useTranslation(familyMessages);
  const say = useTranslation(familyProblemMessages);
  const { pathname } = useLocation();
  const { data: user } = useCurrentUser();
  const port = useFamilyPort();
  const [attempt, setAttempt] = useState(0);
  const watch = useCarpetWatch(carpetId, Boolean(user), attempt);
  const seenFinished = watch.state === 'member' && watch.carpet.status === 'finished';
  const finished = useFinishedCarpet(carpetId, seenFinished);
  if (!port) return <p>{t('family.onlineOnly')}</p>;
  if (finished.data) return <FinishedCarpet entry={finished.data} carpetId={carpetId} t={t} />;
  if (!user) {
    return (
      <p>
        <PrefetchLink to={loginPathFor(new URL(pathname, 'https://site.invalid'))}>
          {t('family.signInToJoin')}
        </PrefetchLink>
      </p>
    );
  }
  if (watch.state === 'loading') return <p role="status">{t('family.loading')}</p>;
  if (watch.state === 'failed') {
    return (
      <div role="alert">
        <p>{familyProblemText(watch.error, 'watch', t, say)}</p>
        <button type="button" onClick={() => setAttempt((n) => n + 1)}>
          {t('family.retry')}
        </button>
      </div>
    );
  }
  if (watch.state === 'not-member') {
    return (
      <JoinForm
        carpetId={carpetId}
        uid={user.uid}
        accountName={user.displayName ?? ''}
        onJoined={() => setAttempt((n) => n + 1)}
      />
    );
  }
  if (watch.state === 'removed') return <MemberCarpet carpet={takenOff(watch.carpet)} />;
  const offBoard = seenFinished && finished.data === null && !finished.isPlaceholderData;
  return <MemberCarpet carpet={watch.carpet} offBoard={offBoard} />;
}

/** The carpet as last seen, with this member marked taken off: drawn, not laid on. */
function takenOff(carpet: FamilyCarpetView): FamilyCarpetView {
  const { me } = carpet;
  if (!me) return carpet;
  return {
    ...carpet,
    me: { ...me, removed: true },
    members: carpet.members.map((member) =>
      member.memberId === me.memberId ? { ...member, removed: true } : member,
    ),
  };
}

function JoinForm({
  carpetId,
  uid,
  accountName,
  onJoined,
}: {
  carpetId: string;
  uid: string;
  accountName: string;
  onJoined: () => void;
}) {
  const t = useTranslation(familyMessages);
  const name = useCarpetName(uid, accountName);
  const join = useJoinCarpet();
  const refusal = join.isError ? joinRefusalOf(join.error) : null;
  return (
    <form
      className={styles.panel}
      aria-labelledby="family-join"
      onSubmit={(event) => {
        event.preventDefault();
        const checked = name.checked();
        if (checked !== null) join.mutate({ carpetId, name: checked }, { onSuccess: onJoined });
      }}
    >
      <h2 id="family-join">{t('family.join.heading')}</h2>
      <CarpetNameInput name={name} />
      <div className={styles.buttons}>
        <button type="submit" disabled={join.isPending}>
          {join.isPending ? t('family.join.joining') : t('family.join.submit')}
        </button>
      </div>
      {join.isError && <FamilyProblem error={join.error} action="join" />}
      {refusal && (
        <p>
          <PrefetchLink to="/family">{t('family.back')}</PrefetchLink>
        </p>
      )}
    </form>
  );
}

const colourName = (t: T, colour: number) => {
  const name = FAMILY_RING_COLOURS[colour]?.name ?? 'black';
  return t(`family.colour.${name}`);
};

function MemberCarpet({
  carpet,
  offBoard = false,
}: {
  carpet: FamilyCarpetView;
  /** Finished, and no public entry was written for it. */
  offBoard?: boolean;
}) {
  const t = useTranslation(familyMessages);
  const locale = useLocale();
  const { me } = carpet;
  const colourOf = new Map(carpet.members.map((member) => [member.memberId, member.colour]));
  const rings = carpet.laidBy.map((by) => (by === null ? null : (colourOf.get(by) ?? null)));
  const isOwner = me?.owner === true;
  const current = carpet.members.filter((member) => !member.removed);
  const readOnly = carpet.status === 'finished' || !me || me.removed;
  const port = useFamilyPort();

  return (
    <>
      {carpet.status !== 'finished' && (
        <p>
          {t(carpet.status === 'open' ? 'family.status.open' : 'family.status.closed', {
            count: current.length,
            max: FAMILY_MAX_MEMBERS,
          })}
        </p>
      )}
      {carpet.result && (
        <p role="status">
          {t('family.result', {
            family: carpet.result.familyName,
            score: carpet.result.score,
            max: carpet.result.maxScore,
          })}
        </p>
      )}
      {carpet.result && offBoard && <p>{t('family.result.notOnBoard')}</p>}
      {me?.removed && <p role="alert">{t('family.removedView')}</p>}
      <Members carpet={carpet} isOwner={isOwner} t={t} />
      <CarpetBoard
        locale={locale}
        options={carpet.options}
        cells={carpet.cells}
        rings={rings}
        centrepiece={carpet.centrepiece}
        myColour={me?.colour ?? 0}
        readOnly={readOnly}
        onLay={(laid, centrepiece) => port?.lay(carpet.id, laid, centrepiece)}
      />
      {!readOnly && (
        <p role="status">
          {carpet.waiting === 0
            ? t('family.allSent')
            : carpet.onlyInMemory
              ? t('family.waitingInMemory', { count: carpet.waiting })
              : t('family.waiting', { count: carpet.waiting })}
        </p>
      )}
      {!readOnly && carpet.onlyInMemory && <p role="status">{t('family.onlyInMemory')}</p>}
      {carpet.status === 'open' && !readOnly && <FamilyInvite carpetId={carpet.id} />}
      {isOwner && carpet.status !== 'finished' && <OwnerControls carpet={carpet} />}
    </>
  );
}

function Members({ carpet, isOwner, t }: { carpet: FamilyCarpetView; isOwner: boolean; t: T }) {
  const remove = useRemoveMember(carpet.id);
  const shown = (member: FamilyMember) =>
    member.memberId === carpet.me?.memberId ? t('family.you', { name: member.name }) : member.name;
  return (
    <section aria-labelledby="family-members">
      <h2 id="family-members">{t('family.members')}</h2>
      <ul className={styles.members}>
        {carpet.members.map((member) => (
          <li
            key={member.memberId}
            className={member.removed ? `${styles.member} ${styles.removed}` : styles.member}
          >
            <span
              className={styles.ring}
              style={{ color: FAMILY_RING_COLOURS[member.colour]?.hex }}
              role="img"
              aria-label={t('family.ring', { colour: colourName(t, member.colour) })}
            />
            <span>{shown(member)}</span>
            {member.owner && <span>({t('family.owner')})</span>}
            {member.removed && <span>({t('family.takenOff')})</span>}
            {isOwner && !member.owner && !member.removed && carpet.status !== 'finished' && (
              <button
                type="button"
                disabled={remove.isPending}
                onClick={() => remove.mutate(member.memberId)}
              >
                {remove.isPending && remove.variables === member.memberId
                  ? t('family.removing')
                  : t('family.remove', { name: member.name })}
              </button>
            )}
          </li>
        ))}
      </ul>
      {remove.isError && <FamilyProblem error={remove.error} action="change" />}
    </section>
  );
}

function OwnerControls({ carpet }: { carpet: FamilyCarpetView }) {
  const t = useTranslation(familyMessages);
  const setOpen = useSetCarpetOpen(carpet.id);
  const finish = useFinishCarpet();
  const [familyName, setFamilyName] = useState('');
  const [nameWrong, setNameWrong] = useState<FamilyMessageKey | null>(null);
  const problem = setOpen.error ?? finish.error;
  return (
    <>
      <div className={styles.buttons}>
        <button
          type="button"
          disabled={setOpen.isPending}
          onClick={() => setOpen.mutate(carpet.status !== 'open')}
        >
          {carpet.status === 'open' ? t('family.close') : t('family.reopen')}
        </button>
      </div>
      <form
        className={styles.panel}
        aria-labelledby="family-finish"
        onSubmit={(event) => {
          event.preventDefault();
          const problem = nameProblem(familyName.trim());
          setNameWrong(problem);
          // The finish is shown by the carpet's own change and the family queries read again.
          if (!problem) finish.mutate({ carpetId: carpet.id, familyName: familyName.trim() });
        }}
      >
        <h2 id="family-finish">{t('family.finish.heading')}</h2>
        <p>{t('family.finish.hint')}</p>
        <TextInput
          label={t('family.finish.name')}
          value={familyName}
          onChange={setFamilyName}
          error={nameWrong ? t(nameWrong) : undefined}
          required
        />
        <div className={styles.buttons}>
          <button type="submit" disabled={finish.isPending}>
            {finish.isPending ? t('family.finish.finishing') : t('family.finish.submit')}
          </button>
        </div>
      </form>
      {problem && (
        <FamilyProblem error={problem} action={problem === setOpen.error ? 'change' : 'finish'} />
      )}
    </>
  );
}

/** A finished carpet, as anyone with its link sees it: the family's name, score and carpet. */
function FinishedCarpet({ entry, carpetId, t }: { entry: FamilyEntryDoc; carpetId: string; t: T }) {
  const locale = useLocale();
  const cells = [...entry.cells];
  const link = new URL(familyLinkPath(carpetId), window.location.origin).href;
  const figures = { family: entry.familyName, score: entry.score, max: entry.maxScore };
  const picture = useCarpetPicture();
  return (
    <>
      <p role="status">{t('family.result', figures)}</p>
      <CarpetBoard
        locale={locale}
        options={entry.options}
        cells={cells}
        rings={cells.map(() => null)}
        centrepiece={entry.centrepiece}
        myColour={0}
        readOnly
        onLay={() => undefined}
        onPicture={picture.onPicture}
      />
      <div className={styles.buttons}>
        <WhatsAppLink text={t('family.result.shareText', figures)} link={link}>
          {t('family.result.share')}
        </WhatsAppLink>
      </div>
      <CarpetPictureShare
        draw={picture.draw}
        caption={[t('family.picture.caption', figures), t('family.picture.score', figures)]}
        text={`${t('family.result.shareText', figures)}\n${link}`}
      />
      <p>
        <PrefetchLink to="/family">{t('family.back')}</PrefetchLink>
      </p>
    </>
  );
}
