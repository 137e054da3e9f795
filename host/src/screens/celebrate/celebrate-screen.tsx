import { productName } from '@onam/shared/manifest/localized';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { Creation } from '@onam/shared/creations/creation-store';
import { useCreations } from '@onam/shared/react/creation-hooks';
import { useLocale, useTranslation } from '@onam/shared/react/locale-context';
import { MessageBox } from '@onam/shared/react/ui/message-box';
import { TextInput } from '@onam/shared/react/ui/text-input';
import { countGraphemes } from '@onam/shared/ui/graphemes';
import { useCampaign } from '../../campaign/campaign-context';
import { CONFETTI } from '../../federation/module-refs';
import { LoadedModule, RemoteBoundary } from '../../federation/remote-module';
import { CardActionsPanel } from './card-actions-panel';
import type { CardContent } from '@onam/shared/share/card-layout';
import {
  cardLink,
  cleanName,
  hasRefusedCharacters,
  NAME_MAX,
  readCardParams,
  type CardParams,
} from '@onam/shared/share/card-link';
import { CardPreview } from './card-preview';
import { cardFontsReady, renderCard, type CardPicture } from './card-renderer';
import { decodePicture, type DecodedPicture } from './creation-picture';
import { GreetingChoice } from './greeting-choice';
import { DEFAULT_GREETING, greetingById, type GreetingId } from '@onam/shared/festival/greetings';
import { celebrateMessages, type CelebrateMessageKey } from './messages';
import { PictureChoice, type PictureChoiceValue } from './picture-choice';
import { PublishToWall } from './publish-to-wall';
import { SignedInName } from './signed-in-name';
import styles from './celebrate.module.css';

/**
 * The greeting-card maker. A link from a card (`?greeting=…&name=…`) opens it with that greeting
 * and name chosen, so the recipient sees the sender's card; a new link is a fresh maker.
 */
export function Component() {
  const { search } = useLocation();
  const params = useMemo(() => readCardParams(new URLSearchParams(search)), [search]);
  return <CardMaker key={search} fromLink={params} />;
}

type Decoded = { id: string; picture: DecodedPicture | null };

/**
 * The chosen creation's picture, decoded once per creation (they never change): a refetch of the
 * list brings new Blob objects, which must not make the card flicker. Null while it decodes or if it
 * cannot be decoded.
 */
function useDecodedPicture(creation: Creation | undefined) {
  const [decoded, setDecoded] = useState<Decoded | null>(null);
  const id = creation?.id;
  const image = useRef(creation?.image);
  useLayoutEffect(() => {
    image.current = creation?.image;
  });
  useEffect(() => {
    const blob = image.current;
    if (!id || !blob) return;
    let current = true;
    let opened: DecodedPicture | null = null;
    decodePicture(blob).then(
      (picture) => {
        opened = picture;
        if (current) setDecoded({ id, picture });
        else picture.close();
      },
      () => {
        if (current) setDecoded({ id, picture: null });
      },
    );
    return () => {
      current = false;
      opened?.close();
    };
  }, [id]);
  const matching = id && decoded?.id === id ? decoded : null;
  return { picture: matching?.picture ?? null, failed: matching !== null && !matching.picture };
}

function CardMaker({ fromLink }: { fromLink: CardParams | null }) {
  const t = useTranslation(celebrateMessages);
  const locale = useLocale();
  const { brand } = useCampaign();
  const [greetingId, setGreetingId] = useState<GreetingId>(fromLink?.greeting ?? DEFAULT_GREETING);
  // Null until the visitor is in the field: until then the name comes from the link or their
  // account. Once they are, the field is theirs: an account name arriving late (a slow phone)
  // must not land in front of what they type.
  const [typedName, setTypedName] = useState<string | null>(null);
  const [accountName, setAccountName] = useState<string | null>(null);
  // A typed or pasted name the card refuses, cleaned, for the visitor to confirm or correct.
  const [refusedName, setRefusedName] = useState<string | null>(null);
  const [choice, setChoice] = useState<PictureChoiceValue>({ kind: 'illustration' });
  const [made, setMade] = useState(0);
  const [making, setMaking] = useState(false);
  const [makeFailed, setMakeFailed] = useState(false);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const readyHeading = useRef<HTMLHeadingElement>(null);
  const previewColumn = useRef<HTMLDivElement>(null);

  const name = typedName ?? (fromLink?.name || cleanName(accountName ?? ''));
  const greeting = greetingById(greetingId);
  const creations = useCreations();
  const creation =
    choice.kind === 'creation'
      ? creations.data?.creations.find((candidate) => candidate.id === choice.id)
      : undefined;
  const decoded = useDecodedPicture(creation);

  const content = useMemo<CardContent>(
    () => ({
      greeting: { ml: greeting.ml, latin: greeting.latin },
      name: name.trim(),
      brand: `${productName(brand, locale)} · ${brand.broadcaster}`,
    }),
    [greeting, name, brand, locale],
  );
  const picture = useMemo<CardPicture>(
    () =>
      decoded.picture
        ? {
            kind: 'image',
            image: decoded.picture.image,
            width: decoded.picture.width,
            height: decoded.picture.height,
          }
        : { kind: 'illustration' },
    [decoded.picture],
  );

  const drawCard = useCallback(async () => {
    await cardFontsReady();
    if (canvasRef.current) renderCard(canvasRef.current, content, picture);
    return canvasRef.current;
  }, [content, picture]);

  useEffect(() => {
    if (made === 0) return;
    // Focus goes to the news; the view shows the card with it (on a phone it is below the form).
    readyHeading.current?.focus({ preventScroll: true });
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    previewColumn.current?.scrollIntoView?.({
      block: 'nearest',
      behavior: reduce ? 'auto' : 'smooth',
    });
  }, [made]);

  async function make() {
    setMaking(true);
    setMakeFailed(false);
    try {
      await drawCard();
      setMade((count) => count + 1);
    } catch {
      setMakeFailed(true);
    } finally {
      setMaking(false);
    }
  }

  const onAccountName = useCallback((next: string | null) => setAccountName(next), []);
  const pictureKind: CelebrateMessageKey = !decoded.picture
    ? 'celebrate.preview.illustration'
    : creation?.gameId === 'pookalam'
      ? 'celebrate.preview.pookalam'
      : creation?.gameId === 'dress'
        ? 'celebrate.preview.dress'
        : 'celebrate.preview.other';
  const labelParams = {
    // A Malayalam reader reads the greeting in its own script; others, as Malayalis type it.
    greeting: locale === 'ml' ? greeting.ml : greeting.latin,
    meaning: t(`celebrate.greeting.${greeting.id}`),
    name: content.name,
    picture: t(pictureKind),
  };
  const shareText = [greeting.ml, greeting.latin, content.name ? `— ${content.name}` : null]
    .filter(Boolean)
    .join('\n');

  return (
    <section className={styles.page} aria-labelledby="celebrate-title">
      <SignedInName onName={onAccountName} />
      <h1 id="celebrate-title">{t('celebrate.title')}</h1>
      <p>{t('celebrate.intro')}</p>
      {fromLink && (
        <p className={styles.fromLink}>
          {fromLink.name
            ? t('celebrate.fromLinkNamed', { name: fromLink.name })
            : t('celebrate.fromLink')}
        </p>
      )}
      <div className={styles.maker}>
        <form
          className={styles.form}
          aria-label={t('celebrate.form')}
          onSubmit={(event) => {
            event.preventDefault();
            void make();
          }}
        >
          <GreetingChoice value={greetingId} onChange={setGreetingId} />
          <TextInput
            label={t('celebrate.name.label')}
            hint={t('celebrate.name.hint')}
            value={name}
            onChange={(next) =>
              hasRefusedCharacters(next)
                ? setRefusedName(cleanName(next))
                : setTypedName(cleanName(next))
            }
            onFocus={() => setTypedName((typed) => typed ?? name)}
            maxLength={NAME_MAX}
            showCounter
            autoComplete="name"
          />
          <PictureChoice
            value={creation ? choice : { kind: 'illustration' }}
            onChange={setChoice}
          />
          {decoded.failed && (
            <p role="alert" className={styles.problem}>
              {t('celebrate.picture.decodeFailed')}
            </p>
          )}
          <button type="submit" className={styles.primary} disabled={making}>
            {making ? t('celebrate.making') : t('celebrate.make')}
          </button>
          {makeFailed && (
            <p role="alert" className={styles.problem}>
              {t('celebrate.makeFailed')}
            </p>
          )}
        </form>
        <MessageBox
          open={refusedName !== null}
          title={t('celebrate.name.refusedTitle')}
          message={t('celebrate.name.refused')}
          inputLabel={t('celebrate.name.label')}
          defaultValue={refusedName ?? ''}
          inputAutoComplete="name"
          inputValidator={(value) =>
            hasRefusedCharacters(value)
              ? false
              : countGraphemes(value) <= NAME_MAX || t('celebrate.name.tooLong', { max: NAME_MAX })
          }
          confirmLabel={t('celebrate.name.useIt')}
          onConfirm={(value) => {
            setTypedName(cleanName(value));
            setRefusedName(null);
          }}
          onCancel={() => setRefusedName(null)}
        />
        <div ref={previewColumn} className={styles.previewColumn}>
          <h2 className={styles.previewHeading}>{t('celebrate.preview.heading')}</h2>
          <CardPreview
            canvasRef={canvasRef}
            content={content}
            picture={picture}
            label={
              content.name
                ? t('celebrate.preview.labelNamed', labelParams)
                : t('celebrate.preview.label', labelParams)
            }
          />
          {made > 0 && (
            <>
              <h2 ref={readyHeading} tabIndex={-1} className={styles.readyHeading}>
                {t('celebrate.ready')}
              </h2>
              <p className={styles.note}>{t('celebrate.readyHint')}</p>
              <CardActionsPanel
                drawCard={drawCard}
                // Only once a card is made: the server draws the maker without a window.
                link={cardLink(window.location.origin, {
                  greeting: greetingId,
                  name: content.name,
                })}
                shareText={shareText}
                withOwnPicture={picture.kind === 'image'}
              />
            </>
          )}
        </div>
      </div>
      <PublishToWall greeting={greetingId} name={content.name} />
      {made > 0 && (
        <RemoteBoundary kind="confetti" quiet placeholder={null}>
          <LoadedModule moduleRef={CONFETTI} kind="confetti">
            {({ default: Confetti }) => <Confetti key={made} active />}
          </LoadedModule>
        </RemoteBoundary>
      )}
    </section>
  );
}
