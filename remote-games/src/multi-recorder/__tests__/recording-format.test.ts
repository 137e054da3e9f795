/** @jest-environment node */
import { baseType, extensionFor, greetingFileName, pickMimeType } from '../recording-format';

describe('what a take is recorded as', () => {
  it('picks the first type the browser supports', () => {
    const chromium = (type: string) =>
      type.startsWith('audio/webm') || type.startsWith('video/webm');
    expect(pickMimeType('audio', chromium)).toBe('audio/webm;codecs=opus');
    expect(pickMimeType('video', chromium)).toBe('video/webm;codecs=vp9,opus');
    const safari = (type: string) => type === 'audio/mp4' || type === 'video/mp4';
    expect(pickMimeType('audio', safari)).toBe('audio/mp4');
    expect(pickMimeType('video', safari)).toBe('video/mp4');
  });

  it('lets the browser choose when it supports none, or throws when asked', () => {
    expect(pickMimeType('audio', () => false)).toBe('');
    expect(
      pickMimeType('audio', () => {
        throw new Error('not implemented');
      }),
    ).toBe('');
  });

  it('uploads the type without codec parameters, which the backend refuses', () => {
    expect(baseType('audio/webm;codecs=opus', 'audio')).toBe('audio/webm');
    expect(baseType('video/webm; codecs="vp8, opus"', 'video')).toBe('video/webm');
    expect(baseType('', 'audio')).toBe('audio/webm');
    expect(baseType('application/octet-stream', 'video')).toBe('video/webm');
  });

  it('names the file for its type', () => {
    expect(extensionFor('audio/webm')).toBe('webm');
    expect(extensionFor('audio/mp4')).toBe('m4a');
    expect(extensionFor('video/mp4')).toBe('mp4');
    expect(extensionFor('audio/x-unknown')).toBe('webm');
  });
});

describe('the name of an uploaded greeting', () => {
  // 20:00 UTC on 25 August is already 26 August (Thiruvonam) in Kerala.
  const thiruvonamEvening = new Date('2026-08-25T20:00:00Z');

  it("uses Kerala's date and the first free number", () => {
    expect(greetingFileName(thiruvonamEvening, 'audio/webm', [])).toBe(
      'greeting-2026-08-26-1.webm',
    );
    expect(
      greetingFileName(thiruvonamEvening, 'audio/webm', [
        'greeting-2026-08-26-1.webm',
        'greeting-2026-08-26-3.webm',
        'greeting-2026-08-25-2.webm',
      ]),
    ).toBe('greeting-2026-08-26-2.webm');
  });

  it('numbers each extension on its own', () => {
    expect(greetingFileName(thiruvonamEvening, 'video/mp4', ['greeting-2026-08-26-1.webm'])).toBe(
      'greeting-2026-08-26-1.mp4',
    );
  });
});
