import { keralaDateTime, mediaKind } from '../formatting';

describe('keralaDateTime', () => {
  it("shows Kerala's date and time, whatever the device's zone", () => {
    // 20:00 UTC is 01:30 the next morning in Kerala (UTC+5:30): the festival's calendar day.
    const text = keralaDateTime('2026-08-25T20:00:00.000Z', 'en');
    expect(text).toMatch(/26 Aug 2026/);
    expect(text).toMatch(/1:30/);
    expect(text).toMatch(/am/i);
  });
});

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
