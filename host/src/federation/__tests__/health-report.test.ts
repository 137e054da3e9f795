import { HEALTH_REPORTS_PER_VISIT } from '@onam/shared/health/health-batcher';
import type { HealthReport } from '@onam/shared/health/health-event';
import {
  createHealthReporter,
  HEALTH_SEND_EVERY_MS,
  isGameLinkClick,
  type HealthReporterDeps,
} from '../health-report';

function reporterWith(versions: Record<string, string> = { games: '0.2.0' }) {
  const sent: HealthReport[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  let leave: (() => void) | undefined;
  let clock = 1000;
  const deps: HealthReporterDeps = {
    send: (text) => {
      sent.push(JSON.parse(text) as HealthReport);
      return true;
    },
    versionOf: (remote) => versions[remote],
    now: () => clock,
    setTimer: (run, ms) => timers.push({ run, ms }),
    onLeave: (flush) => {
      leave = flush;
    },
    visit: 'visit-abcdef12',
  };
  return {
    reporter: createHealthReporter(deps),
    sent,
    timers,
    leave: () => leave?.(),
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

describe('the page’s health reports', () => {
  it('sends the figures once a minute while they wait, under the version the page runs', () => {
    const page = reporterWith();
    page.reporter.count('games', 'loads');
    page.reporter.count('games', 'loads');
    page.reporter.count('games', 'renderErrors');
    // A remote the manifest has not named yet has no version to count under.
    page.reporter.count('stranger', 'loads');
    expect(page.sent).toEqual([]);
    expect(page.timers.map((t) => t.ms)).toEqual([HEALTH_SEND_EVERY_MS]);
    page.timers[0]?.run();
    expect(page.sent).toEqual([
      {
        v: 1,
        visit: 'visit-abcdef12',
        batches: [
          expect.objectContaining({
            remote: 'games',
            version: '0.2.0',
            loads: 2,
            renderErrors: 1,
            first: true,
          }),
        ],
      },
    ]);
    // Nothing personal: the report's fields are the contract's and no more.
    expect(Object.keys(page.sent[0] ?? {}).sort()).toEqual(['batches', 'v', 'visit']);
  });

  it('sends what waits when the page is hidden or left, and nothing when nothing waits', () => {
    const page = reporterWith();
    page.reporter.count('games', 'playsStarted');
    page.leave();
    page.leave();
    expect(page.sent).toHaveLength(1);
    expect(page.sent[0]?.batches[0]).toMatchObject({ playsStarted: 1 });
  });

  it('sends at most a few reports in a visit, however often the page is hidden', () => {
    const page = reporterWith();
    for (let i = 0; i < 10; i += 1) {
      page.reporter.count('games', 'loads');
      page.leave();
    }
    expect(page.sent).toHaveLength(HEALTH_REPORTS_PER_VISIT);
  });

  it('times a tile tap to the game being playable, and only from a recent tap', () => {
    const page = reporterWith();
    page.reporter.tileTapped();
    page.advance(840);
    page.reporter.playable('games');
    // A game shown without a tap (opened from an address) is not timed.
    page.advance(100);
    page.reporter.playable('games');
    page.reporter.tileTapped();
    page.advance(61_000);
    page.reporter.playable('games');
    page.leave();
    expect(page.sent[0]?.batches[0]?.tileToPlayableMs).toEqual([840]);
  });

  it('knows a click on a link to a game from any other click', () => {
    document.body.innerHTML =
      '<a href="/game"><span id="tile">Pookalam</span></a><a href="/dashboard" id="other">Me</a>';
    const clickOn = (id: string) => {
      const event = new MouseEvent('click', { bubbles: true });
      Object.defineProperty(event, 'target', { value: document.getElementById(id) });
      return event;
    };
    expect(isGameLinkClick(clickOn('tile'))).toBe(true);
    expect(isGameLinkClick(clickOn('other'))).toBe(false);
  });
});
