export type MediaKind = 'audio' | 'video' | 'image' | 'other';

/** Which player a recorded greeting needs, from its content type. */
export function mediaKind(contentType: string): MediaKind {
  const type = contentType.split('/')[0]?.toLowerCase();
  return type === 'audio' || type === 'video' || type === 'image' ? type : 'other';
}
