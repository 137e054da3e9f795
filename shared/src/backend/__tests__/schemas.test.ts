/** @jest-environment node */
import { EVIDENCE_MAX_BYTES } from '../../contracts/game';
import { displayNameSchema, playInputSchema } from '../schemas';

/** The message keys of the problems, or [] when the value is accepted. */
const problems = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

/** The message key of the first problem (the one the dialog shows), or null when accepted. */
const firstProblem = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  problems(result)[0] ?? null;

describe('displayNameSchema', () => {
  // The names that passed for the broadcaster (shared/src/text/names.test.ts has the rest).
  it.each([
    ['Kerala Vision Official', 'name.reserved'],
    ['ADMIN', 'name.reserved'],
    ['Official-Anu', 'name.reserved'],
    ['  admin  ', 'name.reserved'],
    ['\u041efficial', 'name.reserved'],
    ['Keral\u0430 Vision', 'name.reserved'],
    ['KeralaVision', 'name.reserved'],
    ['Keralavision', 'name.reserved'],
    ['Adm\u00edn', 'name.reserved'],
    ['\uff21\uff44\uff4d\uff49\uff4e', 'name.reserved'],
    ['കേരള വിഷൻ', 'name.reserved'],
    ['ഓണം ഉത്സവം', 'name.reserved'],
    ['K e r a l a Vision', 'name.reserved'],
    // Invisible characters are said first: the visitor cannot see what else is wrong.
    ['Off\u200cicial', 'name.invisible'],
    ['Off\u00adicial', 'name.invisible'],
    ['Ad\u200bmin', 'name.invisible'],
    ['Moder\u2060ator', 'name.invisible'],
    ['Admi\u200fn', 'name.invisible'],
    ['An\u200bu', 'name.invisible'],
    ['Anu\u3164', 'name.invisible'],
    ['Anu 🌼', 'name.characters'],
  ])('refuses %p: %s', (name, problem) =>
    expect(firstProblem(displayNameSchema.safeParse(name))).toBe(problem),
  );

  it.each([
    'Officer Anu',
    'Admina',
    'Kerala Varma',
    'അനു മേനോൻ',
    'അനുപമ',
    'ശ്രീക്കുട്ടി',
    'ശ്രീക്കുട്ടൻ',
    'അൻവർ',
    'கார்த்திக்',
    'लक्ष्मी',
    "D'Souza",
  ])('accepts %p', (name) =>
    expect(displayNameSchema.safeParse(name)).toEqual({ success: true, data: name }),
  );

  it('accepts Malayalam typed with the zero-width joiners older keyboards insert', () => {
    const name = 'അന്\u200dവര്\u200d';
    expect(displayNameSchema.safeParse(name)).toEqual({ success: true, data: name });
    // Not as the first character, where it would make an empty-looking name.
    expect(problems(displayNameSchema.safeParse('\u200dഅനു'))).toEqual(['name.invisible']);
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
