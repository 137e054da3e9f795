/** @jest-environment node */
// The family callables' small parts, input to output, with no Firestore.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Timestamp } from 'firebase-admin/firestore';
import type { StatsDoc } from '@onam/shared/backend/firebase/server-documents';
import {
  CARPET_ID_PATTERN,
  FAMILY_CALLABLES,
  FAMILY_MAX_MEMBERS,
  MEMBER_ID_PATTERN,
  type CarpetStartsDoc,
} from '@onam/shared/family/carpet';
import {
  lowestFreeColour,
  START_REQUESTS_KEPT,
  startedBy,
  withCarpetFinished,
  withCarpetJoined,
  withStartKept,
} from '../carpet-docs';
import { bareRecord } from '../carpet-scoring';
import { orderedStroke } from '../finish-carpet';
import { publicName } from '../public-names';
import { randomId } from '../random-id';
import { heirOf } from '../visitor-carpets';

describe('randomId', () => {
  it('makes ids of the contract’s patterns', () => {
    expect(randomId(20)).toMatch(CARPET_ID_PATTERN);
    expect(randomId(12)).toMatch(MEMBER_ID_PATTERN);
    expect(randomId(20)).not.toBe(randomId(20));
  });

  it('drops the bytes that would make some characters likelier than others', () => {
    // 248 and up would fold onto the first characters; 0 is 'A', 61 is '9', 62 is 'A' again,
    // 247 is '9'.
    const bytes = [255, 248, 0, 61, 62, 247];
    const source = (size: number) => Uint8Array.from(bytes.splice(0, size));
    expect(randomId(4, source)).toBe('A9A9');
  });

  it('keeps asking the source until the id is whole', () => {
    let calls = 0;
    const source = (size: number) => {
      calls += 1;
      return new Uint8Array(size).fill(calls < 3 ? 250 : 1);
    };
    expect(randomId(3, source)).toBe('BBB');
    expect(calls).toBe(3);
  });
});

describe('publicName', () => {
  it('takes a name others may see, trimmed', () => {
    expect(publicName('  Anu Menon ', 'Your name')).toEqual({ ok: true, name: 'Anu Menon' });
    expect(publicName('മാവേലി', 'Your name')).toEqual({ ok: true, name: 'മാവേലി' });
  });

  it.each([
    ['', 'The family name is missing: write one.'],
    ['   ', 'The family name is missing: write one.'],
    ['x'.repeat(41), 'The family name is longer than 40 characters.'],
    [
      'The <b>Menons</b>',
      'The family name may hold letters, spaces, apostrophes, hyphens and full stops only.',
    ],
    [
      'Off\u00adicial Menons',
      'The family name holds characters nobody can see (a copied name can). Type it instead.',
    ],
    [
      'Kerala Vision Official',
      'The family name may not pass for the broadcaster or the site’s staff. Choose another name.',
    ],
  ])('refuses %j, saying why', (name, message) => {
    expect(publicName(name, 'The family name')).toEqual({ ok: false, message });
  });
});

describe('lowestFreeColour', () => {
  it('gives the lowest ring no current member wears', () => {
    expect(lowestFreeColour([])).toBe(0);
    expect(lowestFreeColour([0, 1, 2])).toBe(3);
    // A removed member's ring is worn again by the next to join.
    expect(lowestFreeColour([0, 2, 3])).toBe(1);
  });

  it('gives none when every ring is worn', () => {
    expect(lowestFreeColour([...Array(FAMILY_MAX_MEMBERS).keys()])).toBeUndefined();
  });
});

describe('the carpets in a visitor’s statistics', () => {
  const fresh: StatsDoc = { games: {}, recent: [] };

  it('lists a carpet joined once, and among the open ones when owned', () => {
    const owned = withCarpetJoined(fresh, 'c1', true);
    expect(owned.carpetIds).toEqual({ joined: ['c1'], open: ['c1'] });
    const joined = withCarpetJoined(withCarpetJoined(owned, 'c2', false), 'c2', false);
    expect(joined.carpetIds).toEqual({ joined: ['c1', 'c2'], open: ['c1'] });
    expect(joined.games).toBe(fresh.games);
  });

  it('counts a finished carpet with the best score, and leaves it out of the open ones', () => {
    const owned = withCarpetJoined(withCarpetJoined(fresh, 'c1', true), 'c2', true);
    const first = withCarpetFinished(owned, 'c1', 40);
    expect(first.family).toEqual({ carpets: 1, bestScore: 40 });
    expect(first.carpetIds).toEqual({ joined: ['c1', 'c2'], open: ['c2'] });
    expect(withCarpetFinished(first, 'c2', 25).family).toEqual({ carpets: 2, bestScore: 40 });
    expect(withCarpetFinished(first, 'c2', 0).family).toEqual({ carpets: 2, bestScore: 40 });
    expect(withCarpetFinished(fresh, 'c9', 0).family).toEqual({ carpets: 1, bestScore: 0 });
  });
});

describe('the start requests kept', () => {
  const start = (n: number) => ({
    requestId: `request-${n}`,
    carpetId: `Carpet${String(n).padStart(14, '0')}`,
    memberId: `Member${String(n).padStart(6, '0')}`,
  });

  it('answers a request kept with what it made, and nothing for one not kept', () => {
    const kept = withStartKept({ starts: [] }, start(1));
    expect(startedBy(kept, 'request-1')).toEqual({
      carpetId: 'Carpet00000000000001',
      memberId: 'Member000001',
    });
    expect(startedBy(kept, 'request-2')).toBeUndefined();
  });

  it(`keeps the latest ${START_REQUESTS_KEPT}, oldest first, each once`, () => {
    let kept: CarpetStartsDoc = { starts: [] };
    for (let n = 1; n <= START_REQUESTS_KEPT + 2; n += 1) kept = withStartKept(kept, start(n));
    expect(kept.starts.map(({ requestId }) => requestId)).toEqual(
      Array.from({ length: START_REQUESTS_KEPT }, (_, n) => `request-${n + 3}`),
    );
    expect(withStartKept(kept, start(5)).starts.filter((s) => s.requestId === 'request-5')).toEqual(
      [start(5)],
    );
  });
});

describe('orderedStroke', () => {
  it('reads a stroke as the fold does, its time in the server’s milliseconds', () => {
    const at = Timestamp.fromMillis(1_790_000_000_123);
    expect(
      orderedStroke('m1-1', { by: 'm1', at, cells: [3, 4], codes: 'ab', centrepiece: 'lotus' }),
    ).toEqual({
      id: 'm1-1',
      by: 'm1',
      at: 1_790_000_000_123,
      cells: [3, 4],
      codes: 'ab',
      centrepiece: 'lotus',
    });
  });

  it('reads a stroke of no form as one that lays nothing, never throws', () => {
    expect(orderedStroke('x', { cells: 'a', codes: 7, centrepiece: 3 })).toEqual({
      id: 'x',
      by: '',
      at: null,
      cells: [],
      codes: '',
    });
  });
});

describe('heirOf', () => {
  const members = [
    { memberId: 'owner', joinedAt: '2026-08-26T10:00:00.000Z' },
    { memberId: 'late', joinedAt: '2026-08-26T12:00:00.000Z' },
    { memberId: 'early', joinedAt: '2026-08-26T11:00:00.000Z' },
  ];
  it('is the member who joined first after the one leaving', () => {
    expect(heirOf(members, 'owner')).toBe('early');
    expect(heirOf(members.slice(0, 1), 'owner')).toBeUndefined();
  });
});

describe('bareRecord', () => {
  it('is the pookalam’s record of a carpet with nothing laid', () => {
    expect(bareRecord({ symmetry: 8, mode: 'day', day: 2 }, 5)).toEqual({
      symmetry: 8,
      mode: 'day',
      day: 2,
      cells: '.....',
      centrepiece: 'none',
    });
  });
});

describe('the functions index', () => {
  it('registers each family callable under the contract’s name', () => {
    const index = readFileSync(join(__dirname, '../../index.ts'), 'utf8');
    const exported = /export \{([^}]*)\} from '\.\/family\/functions'/.exec(index)?.[1] ?? '';
    expect(
      exported
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean)
        .sort(),
    ).toEqual(Object.values(FAMILY_CALLABLES).sort());
  });
});
