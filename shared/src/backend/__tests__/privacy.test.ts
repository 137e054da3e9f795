import { isChild, mayBePublic, needsPrivacyAnswer, PRIVACY_NOTICE_VERSION } from '../privacy';

const consent = (notice: string | null) => ({
  notice,
  noticeAt: notice ? '2026-11-26T10:00:00.000Z' : null,
  newsletterAt: '2026-11-26T10:00:00.000Z',
});

describe('who may appear in public', () => {
  it.each([
    ['an adult who accepted the current notice', 'adult', PRIVACY_NOTICE_VERSION, true],
    ['a child who accepted it', 'under-18', PRIVACY_NOTICE_VERSION, false],
    ['an adult who accepted an older notice', 'adult', '2025-01-01', false],
    ['an adult who accepted a notice that does not exist', 'adult', 'v999', false],
    ['an adult with no consent record', 'adult', null, false],
    ['a visitor with no age band', null, PRIVACY_NOTICE_VERSION, false],
  ] as const)('%s: %s', (_who, ageBand, notice, expected) => {
    const profile = { ageBand, consent: notice === null ? null : consent(notice) };
    expect(mayBePublic(profile)).toBe(expected);
  });

  it('is nobody without a profile', () => {
    expect(mayBePublic(undefined)).toBe(false);
    expect(mayBePublic(null)).toBe(false);
    expect(mayBePublic({})).toBe(false);
  });

  it('agrees with the other answers: never a child, never someone still to be asked', () => {
    const adult = { ageBand: 'adult' as const, consent: consent(PRIVACY_NOTICE_VERSION) };
    expect(isChild(adult)).toBe(false);
    expect(needsPrivacyAnswer(adult)).toBe(false);
    expect(mayBePublic({ ...adult, consent: consent('2025-01-01') })).toBe(
      !needsPrivacyAnswer({ ...adult, consent: consent('2025-01-01') }),
    );
  });
});
