import { useCallback, useState } from 'react';
import type { DrawCarpetPicture } from '@onam/shared/contracts/parts';
import { useTranslation } from '@onam/shared/react/locale-context';
import {
  canSharePicture,
  downloadBlob,
  sharePicture,
  type PictureFileName,
} from '@onam/shared/share/picture-share';
import type { ShareOutcome } from '@onam/shared/share/web-share';
import { familyMessages } from './messages';
import styles from './family.module.css';

export const CARPET_PICTURE_FILE: PictureFileName = 'family-pookalam.png';

/**
 * The part's way to draw the carpet's picture (parts 1.2), as it hands it over: `onPicture` for
 * the board, and the drawing, null until the part has handed one (a part from before 1.2 never
 * does, and then there is no picture to pass on).
 */
export function useCarpetPicture() {
  const [draw, setDraw] = useState<DrawCarpetPicture | null>(null);
  const onPicture = useCallback((handed: DrawCarpetPicture | null) => setDraw(() => handed), []);
  return { draw, onPicture };
}

type PictureState = 'idle' | 'making' | 'saved' | 'unmade' | ShareOutcome;

/**
 * The finished carpet's picture passed on from the phone: the PNG the games remote's part paints
 * of the carpet, with the family's name and score under it (`caption`) and as its words (`text`).
 * Shared through the system's share sheet where the browser can share files; downloaded always.
 * The host never reads the part's page: the part draws the picture when asked.
 */
export function CarpetPictureShare({
  draw,
  caption,
  text,
}: {
  draw: DrawCarpetPicture | null;
  caption: readonly string[];
  text: string;
}) {
  const t = useTranslation(familyMessages);
  const [canShare] = useState(() => canSharePicture(CARPET_PICTURE_FILE));
  const [state, setState] = useState<PictureState>('idle');
  if (!draw) return null;

  const picture = async (): Promise<Blob | null> => {
    setState('making');
    try {
      return await draw(caption);
    } catch {
      setState('unmade');
      return null;
    }
  };
  const share = async () => {
    const blob = await picture();
    if (blob) {
      setState(
        await sharePicture(blob, { fileName: CARPET_PICTURE_FILE, title: t('family.title'), text }),
      );
    }
  };
  const download = async () => {
    const blob = await picture();
    if (!blob) return;
    downloadBlob(blob, CARPET_PICTURE_FILE);
    setState('saved');
  };

  const making = state === 'making';
  return (
    <>
      <div className={styles.buttons}>
        {canShare && (
          <button type="button" disabled={making} onClick={() => void share()}>
            {t('family.picture.share')}
          </button>
        )}
        <button type="button" disabled={making} onClick={() => void download()}>
          {t('family.picture.download')}
        </button>
      </div>
      <p role="status">
        {making
          ? t('family.picture.making')
          : state === 'shared'
            ? t('family.picture.shared')
            : state === 'saved'
              ? t('family.picture.saved')
              : ''}
      </p>
      {(state === 'failed' || state === 'unmade') && (
        <p role="alert" className={styles.problem}>
          {t(state === 'failed' ? 'family.picture.shareFailed' : 'family.picture.unmade')}
        </p>
      )}
    </>
  );
}
