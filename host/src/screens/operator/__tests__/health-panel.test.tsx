import { render, screen, within } from '@testing-library/react';
import { addShard, emptyTotals, type HealthTotals } from '@onam/shared/health/health-counters';
import type { HealthWatchPort } from '@onam/shared/health/health-port';
import { LocaleContext } from '@onam/shared/react/locale-context';
import type { Locale } from '@onam/shared/i18n/locale';
import type { RemoteVersions } from '@onam/shared/health/running-canary';
import { healthMessages } from '../health-messages';
import { HealthPanel } from '../health-panel';

const totals = (fields: Record<string, number>): HealthTotals => {
  const sum = emptyTotals();
  addShard(sum, fields);
  return sum;
};

/** A port whose counters are these sums per version, each window's shards summed already. */
function portOf(byVersion: Record<string, HealthTotals | 'fails'>) {
  const watched: string[][] = [];
  const port: HealthWatchPort = {
    watch(remote, version, windows, onTotals, onError) {
      watched.push([remote, version, String(windows.length)]);
      const figures = byVersion[version];
      if (figures === 'fails') onError(new Error('permission-denied'));
      else if (figures) onTotals(figures);
      return () => undefined;
    },
  };
  return { port, watched };
}

const GAMES: RemoteVersions = {
  remote: 'games',
  stable: '0.1.0',
  canary: { version: '0.2.0', percent: 10, guard: { margin: 0.02, minLoads: 200 } },
};

function renderIn(locale: Locale, port: HealthWatchPort, remotes: RemoteVersions[] = [GAMES]) {
  return render(
    <LocaleContext value={locale}>
      <HealthPanel port={port} remotes={remotes} />
    </LocaleContext>,
  );
}

describe('the console’s health per version', () => {
  it('shows the canary beside the stable version, each figure with the visits behind it', () => {
    const { port, watched } = portOf({
      '0.2.0': totals({
        loads: 400,
        loadFailures: 8,
        renderErrors: 4,
        playsStarted: 50,
        playsFinished: 20,
        visits: 45,
        t_4: 3,
      }),
      '0.1.0': totals({
        loads: 2000,
        loadFailures: 2,
        playsStarted: 300,
        playsFinished: 240,
        visits: 410,
        t_3: 9,
      }),
    });
    renderIn('en', port);
    // The last hour: twelve five-minute windows of each version.
    expect(watched).toEqual([
      ['games', '0.1.0', '12'],
      ['games', '0.2.0', '12'],
    ]);
    const table = screen.getByRole('table', {
      name: 'games: the canary beside the stable version',
    });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Figure', 'Canary 0.2.0 (10%)', 'Stable 0.1.0']);
    const row = (name: string) =>
      within(within(table).getByRole('row', { name: new RegExp(`^${name}`) }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(row('Load failures and errors per 1,000 loads')).toEqual(['30', '1']);
    expect(row('Games finished')).toEqual(['40%', '80%']);
    expect(row('Median time from tile to playable')).toEqual(['1.3 s', '0.9 s']);
    expect(row('Visits behind these figures')).toEqual(['45', '410']);
    expect(row('Loads')).toEqual(['400', '2,000']);
  });

  it('says so in Malayalam, for a build without a canary and without figures yet', () => {
    const { port } = portOf({ '0.1.0': emptyTotals() });
    renderIn('ml', port, [{ remote: 'games', stable: '0.1.0' }]);
    expect(screen.getByRole('heading', { name: healthMessages.ml['health.title'] })).toBeVisible();
    const table = screen.getByRole('table', { name: 'games: കാനറിയില്ല, സ്ഥിര പതിപ്പ് മാത്രം' });
    expect(within(table).getAllByText('ഇതുവരെ ഇല്ല')).toHaveLength(3);
  });

  it('says when the figures cannot be read', () => {
    const { port } = portOf({ '0.1.0': 'fails', '0.2.0': emptyTotals() });
    renderIn('en', port);
    expect(screen.getByRole('alert')).toHaveTextContent('The health figures could not be read.');
  });

  it('has every message in Malayalam too, with the same placeholders', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    expect(Object.keys(healthMessages.ml).sort()).toEqual(Object.keys(healthMessages.en).sort());
    for (const [key, english] of Object.entries(healthMessages.en)) {
      const malayalam = healthMessages.ml[key as keyof typeof healthMessages.ml];
      expect(malayalam.trim()).not.toBe('');
      expect(placeholders(malayalam)).toEqual(placeholders(english));
    }
  });
});
