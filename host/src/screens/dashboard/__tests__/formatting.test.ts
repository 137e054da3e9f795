import { mediaKind } from '../formatting';

describe('mediaKind', () => {
  it.each([
    ['audio/webm;codecs=opus', 'audio'],
    ['audio/mpeg', 'audio'],
    ['video/mp4', 'video'],
    ['VIDEO/webm', 'video'],
    ['image/png', 'image'],
    ['application/pdf', 'other'],
    ['', 'other'],
  ])('%s plays as %s', (type, kind) => {
    expect(mediaKind(type)).toBe(kind);
  });
});
