/**
 * "Save as picture" on a result screen, the same in every game: one status, one file-name rule and
 * the frame's words for it (i18n/common.ts). The game says only how its picture is drawn.
 */
import { useState } from 'react';
import type { Locale } from '@onam/shared/i18n/locale';
import { useTranslation } from '@onam/shared/react/locale-context';
import { commonMessages } from '../i18n/common';
import { downloadBlob } from './png';

export type PictureStatus = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * A saved picture's file name: a PNG, named in Latin letters and the same in every language (it is
 * a file on the visitor's device, not words on the page), fixed by the game: `onam-look.png`.
 */
export type PictureFileName = `${string}.png`;

/** How a game saves its picture: the file's name and its size in pixels. */
export interface GamePicture {
  fileName: PictureFileName;
  width: number;
  height: number;
}

/**
 * Saving a game's picture. `draw` makes the PNG, or returns null when there is nothing to draw yet;
 * a press while a picture is being made does nothing. `statusText` is for the screen's status
 * line: nothing until a save ends, then whether it worked.
 */
export function usePictureSaving(
  picture: GamePicture,
  draw: (picture: GamePicture) => Promise<Blob> | null,
  locale: Locale,
) {
  const t = useTranslation(commonMessages, locale);
  const [status, setStatus] = useState<PictureStatus>('idle');

  const save = async () => {
    if (status === 'saving') return;
    try {
      const drawing = draw(picture);
      if (!drawing) return;
      setStatus('saving');
      downloadBlob(await drawing, picture.fileName);
      setStatus('saved');
    } catch {
      setStatus('failed');
    }
  };

  const statusText =
    status === 'saved'
      ? t('game.pictureSaved')
      : status === 'failed'
        ? t('game.pictureFailed')
        : '';

  return { status, save, statusText };
}
