// The built package's self-test, as the site's release tool runs it: every sample play of the
// facts scored by server/scoring.cjs as recorded, and impossible records refused.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

const dist = new URL('../dist/', import.meta.url);
const facts = JSON.parse(readFileSync(new URL('game-package.json', dist), 'utf8'));
const scoring = createRequire(import.meta.url)('../dist/server/scoring.cjs');

test('the scoring speaks API 1 and is this version', () => {
  assert.equal(scoring.scoringApi, 1);
  assert.equal(scoring.version, facts.version);
});

test('every sample play scores as recorded', () => {
  for (const game of facts.games) {
    for (const sample of game.samples) {
      assert.deepEqual(
        scoring.scorePlay(game.id, sample.record),
        {
          score: sample.score,
          maxScore: 100,
        },
        sample.label,
      );
    }
  }
});

test('an impossible record is refused with an EvidenceError', () => {
  const refused = (record) =>
    assert.throws(() => scoring.scorePlay('vallam-kali', record), { name: 'EvidenceError' });
  refused(null);
  refused({ strokes: [0, 600] });
  refused({ strokes: Array.from({ length: 21 }, () => 0) });
  refused({ strokes: Array.from({ length: 21 }, (_, i) => (i + 1) * 600) });
  assert.throws(() => scoring.scorePlay('pookalam', {}), { name: 'EvidenceError' });
});
