/** @jest-environment node */
import { manifestJson } from '@onam/shared/manifest/__tests__/manifest-fixture';
import { parseCampaignManifest, type CampaignManifest } from '@onam/shared/manifest/schema';
import { describeChanges } from '../manifest-edit';
import { summariseImport } from '../import-summary';

function parsed(json: unknown): CampaignManifest {
  const result = parseCampaignManifest(json);
  if (!result.ok) throw new Error(result.problems.join('; '));
  return result.manifest;
}

describe('summariseImport', () => {
  it('sums up a first go-live in a few lines instead of one per value', () => {
    const json = manifestJson();
    const lines = summariseImport(parsed(json));
    // What the dry run listed before: a line per value and a "removed (was {})" for nothing.
    expect(describeChanges({}, json).length).toBeGreaterThan(3 * lines.length);
    expect(lines.length).toBeLessThanOrEqual(12);
    expect(lines.join('\n')).not.toContain('removed');
    expect(lines).toContain('remotes: games 0.1.0, auth 0.1.0');
    expect(lines).toContain('route /game → games/pookalam titled "Pookalam": open');
    expect(lines).toContain('switch-off: none, the site is on');
    expect(
      lines.some((line) => /^enabled: \d+ of \d+ routes open; \d+ scheduled$/.test(line)),
    ).toBe(true);
    expect(lines.some((line) => /^festival: .* \d{4}, \d+ days \(/.test(line))).toBe(true);
  });

  it('names a schedule, a resting route and a switch-off', () => {
    const json = manifestJson();
    const game = json.routes['/game'];
    if (!game) throw new Error('the fixture has /game');
    json.routes['/game'] = { ...game, enabled: false, schedule: { opensOn: 3, closesAfter: 9 } };
    json.switchOff = { message: 'Back after the fireworks' };
    const lines = summariseImport(parsed(json));
    expect(lines).toContain(
      'route /game → games/pookalam titled "Pookalam": resting, opens on day 3, closes after day 9',
    );
    expect(lines).toContain('switch-off: on, visitors see "Back after the fireworks"');
    expect(lines.find((line) => line.startsWith('enabled:'))).toMatch(/; 1 scheduled$/);
  });
});
