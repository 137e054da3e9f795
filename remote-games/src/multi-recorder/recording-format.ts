/**
 * What a take is recorded as and what its file is called. MediaRecorder formats differ by browser
 * (WebM with Opus in Chromium and Firefox, MP4 in Safari), so the first the browser supports wins.
 */
import { isoDateIn } from '@onam/shared/festival/calendar';

export type TakeKind = 'audio' | 'video';

const CANDIDATES: Record<TakeKind, readonly string[]> = {
  audio: ['audio/webm;codecs=opus', 'audio/webm', 'audio/mp4', 'audio/ogg;codecs=opus'],
  video: ['video/webm;codecs=vp9,opus', 'video/webm;codecs=vp8,opus', 'video/webm', 'video/mp4'],
};

/** The first supported type, or '' to let the browser choose its own. */
export function pickMimeType(kind: TakeKind, isTypeSupported: (type: string) => boolean): string {
  for (const type of CANDIDATES[kind]) {
    try {
      if (isTypeSupported(type)) return type;
    } catch {
      // An old implementation that throws on a type it does not know simply does not support it.
    }
  }
  return '';
}

/**
 * "audio/webm;codecs=opus" → "audio/webm": the stored content type has no parameters (the backend
 * accepts `type/subtype` only), and players sniff the codec from the file itself.
 */
export function baseType(mimeType: string, kind: TakeKind): string {
  const base = mimeType.split(';')[0]?.trim().toLowerCase() ?? '';
  return /^(audio|video)\/[\w.+-]+$/.test(base) ? base : `${kind}/webm`;
}

const EXTENSIONS: Record<string, string> = {
  'audio/webm': 'webm',
  'video/webm': 'webm',
  'audio/mp4': 'm4a',
  'video/mp4': 'mp4',
  'audio/ogg': 'ogg',
  'video/ogg': 'ogv',
  'audio/mpeg': 'mp3',
};

export function extensionFor(contentType: string): string {
  return EXTENSIONS[contentType] ?? 'webm';
}

/**
 * "greeting-2026-08-26-1.webm": the day it was uploaded and the lowest number not already taken by
 * one of the visitor's greetings, so names stay unique across visits.
 */
export function greetingFileName(
  date: Date,
  contentType: string,
  existingNames: readonly string[],
): string {
  // Kerala's date, as the festival days are counted.
  const day = isoDateIn(date);
  const extension = extensionFor(contentType);
  const taken = new Set(existingNames);
  let number = 1;
  while (taken.has(`greeting-${day}-${number}.${extension}`)) number += 1;
  return `greeting-${day}-${number}.${extension}`;
}
