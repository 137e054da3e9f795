/** @jest-environment node */
import { EVIDENCE_MAX_BYTES } from '../../contracts/game';
import { displayNameSchema, isReservedName, playInputSchema } from '../schemas';

/** The message keys of the problems, or [] when the value is accepted. */
const problems = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

describe('isReservedName', () => {
  it.each([
    'Kerala Vision Official',
    'ADMIN',
    'Official-Anu',
    'Anu the moderator',
    'Kerala  Vision',
  ])('refuses %p, which claims to speak for the site', (name) =>
    expect(isReservedName(name)).toBe(true),
  );

  it.each(['Officer Anu', 'Admina', 'Keralavision', 'Anu Menon', 'അനു', 'ശ്രീലക്ഷ്മി നായർ'])(
    'accepts %p, where no reserved word stands alone',
    (name) => expect(isReservedName(name)).toBe(false),
  );
});

describe('displayNameSchema', () => {
  it.each(['Kerala Vision Official', 'ADMIN', 'Official-Anu', '  admin  '])(
    'refuses %p as reserved',
    (name) => expect(problems(displayNameSchema.safeParse(name))).toEqual(['name.reserved']),
  );

  it.each(['Officer Anu', 'Admina', 'അനു മേനോൻ', 'ശ്രീക്കുട്ടി', "D'Souza"])('accepts %p', (name) =>
    expect(displayNameSchema.safeParse(name)).toEqual({ success: true, data: name }),
  );

  it('accepts Malayalam typed with the zero-width joiners older keyboards insert', () => {
    const name = 'അന്\u200dവര്\u200d';
    expect(displayNameSchema.safeParse(name)).toEqual({ success: true, data: name });
    // Not as the first character, where it would make an empty-looking name.
    expect(problems(displayNameSchema.safeParse('\u200dഅനു'))).toEqual(['name.characters']);
  });

  it('still refuses markup and empty names with their own messages', () => {
    expect(problems(displayNameSchema.safeParse('<b>Anu</b>'))).toEqual(['name.characters']);
    expect(problems(displayNameSchema.safeParse('   '))).toContain('name.required');
  });
});

describe('playInputSchema with evidence', () => {
  const play = { gameId: 'pookalam' as const, score: 80, maxScore: 100, durationMs: 60_000 };
  const evidence = (record: unknown, version = '0.2.0') => ({ version, record });
  /** A record whose JSON text is exactly `bytes` bytes long. */
  const recordOf = (bytes: number) => 'x'.repeat(bytes - 2);

  it('accepts a play with or without evidence, keeping the evidence as sent', () => {
    expect(playInputSchema.safeParse(play).success).toBe(true);
    const withEvidence = { ...play, evidence: evidence({ petals: [1, 2, 3] }, '0.2.0-rc.1') };
    expect(playInputSchema.safeParse(withEvidence)).toEqual({ success: true, data: withEvidence });
  });

  it(`accepts a record of ${EVIDENCE_MAX_BYTES} bytes of JSON and refuses one byte more`, () => {
    expect(
      playInputSchema.safeParse({ ...play, evidence: evidence(recordOf(EVIDENCE_MAX_BYTES)) })
        .success,
    ).toBe(true);
    expect(
      problems(
        playInputSchema.safeParse({
          ...play,
          evidence: evidence(recordOf(EVIDENCE_MAX_BYTES + 1)),
        }),
      ),
    ).toEqual(['play.evidenceSize']);
  });

  it('counts bytes, not characters: Malayalam letters take three each', () => {
    const letters = 'അ'.repeat(Math.floor(EVIDENCE_MAX_BYTES / 3));
    expect(letters.length).toBeLessThan(EVIDENCE_MAX_BYTES);
    expect(problems(playInputSchema.safeParse({ ...play, evidence: evidence(letters) }))).toEqual([
      'play.evidenceSize',
    ]);
  });

  it('refuses a missing record and one that is not JSON', () => {
    expect(
      problems(playInputSchema.safeParse({ ...play, evidence: { version: '0.2.0' } })),
    ).toEqual(['play.evidenceSize']);
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    expect(problems(playInputSchema.safeParse({ ...play, evidence: evidence(cycle) }))).toEqual([
      'play.evidenceSize',
    ]);
  });

  it.each(['', '../0.2.0', '0.2.0 beta', 'v'.repeat(41)])('refuses the version %p', (version) =>
    expect(
      problems(playInputSchema.safeParse({ ...play, evidence: evidence({}, version) })),
    ).toEqual(['play.evidenceVersion']),
  );
});
