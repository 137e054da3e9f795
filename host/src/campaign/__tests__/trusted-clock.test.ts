/** @jest-environment node */
import { festivalMoment, isoDateIn } from '@onam/shared/festival/calendar';
import { fetchCampaign } from '../fetch-campaign';
import {
  createTrustedClock,
  serverTimeFrom,
  type HeaderSource,
  type ServerTimeSample,
} from '../trusted-clock';

const headers = (values: Record<string, string>): HeaderSource => new Headers(values);

/** A device clock the test sets, like a phone whose owner set it by hand. */
function deviceClock(iso: string) {
  let now = Date.parse(iso);
  return {
    now: () => now,
    advance(ms: number) {
      now += ms;
    },
  };
}

describe('serverTimeFrom', () => {
  const device = Date.parse('2026-09-30T04:30:00Z');

  it("reads the server's Date header, paired with the device's clock", () => {
    expect(serverTimeFrom(headers({ date: 'Sun, 16 Aug 2026 06:30:00 GMT' }), device)).toEqual({
      serverMs: Date.parse('2026-08-16T06:30:00Z'),
      deviceMs: device,
    });
  });

  it('adds the Age a cache reports: its Date is when the origin made the answer', () => {
    expect(
      serverTimeFrom(headers({ date: 'Sun, 16 Aug 2026 06:30:00 GMT', age: '120' }), device)
        ?.serverMs,
    ).toBe(Date.parse('2026-08-16T06:32:00Z'));
    // An Age that is not a small whole number of seconds is ignored, not trusted.
    for (const age of ['-5', 'soon', '1.5', '999999999']) {
      expect(
        serverTimeFrom(headers({ date: 'Sun, 16 Aug 2026 06:30:00 GMT', age }), device)?.serverMs,
      ).toBe(Date.parse('2026-08-16T06:30:00Z'));
    }
  });

  it('gives nothing for a missing header', () => {
    expect(serverTimeFrom(headers({}), device)).toBeUndefined();
  });

  it('gives nothing for garbage or obsolete forms (Date.parse would guess at them)', () => {
    for (const date of [
      'yesterday',
      'foo 1',
      '2026-08-16T06:30:00Z',
      'Sunday, 16-Aug-26 06:30:00 GMT',
      'Sun Aug 16 06:30:00 2026',
      'Sun, 16 Aug 2026 06:30:00 IST',
      'Sun, 32 Aug 2026 06:30:00 GMT',
    ]) {
      expect(serverTimeFrom(headers({ date }), device)).toBeUndefined();
    }
  });

  it('gives nothing for a server clock that was never set, or is wildly off', () => {
    expect(serverTimeFrom(headers({ date: 'Thu, 01 Jan 1970 00:00:05 GMT' }), device)).toBe(
      undefined,
    );
    expect(serverTimeFrom(headers({ date: 'Mon, 01 Jan 2001 00:00:00 GMT' }), device)).toBe(
      undefined,
    );
    expect(serverTimeFrom(headers({ date: 'Sat, 01 Jan 2101 00:00:00 GMT' }), device)).toBe(
      undefined,
    );
  });
});

describe('createTrustedClock', () => {
  it("uses the device's clock until a server has told the time", () => {
    const device = deviceClock('2026-08-20T10:00:00Z');
    const clock = createTrustedClock(device.now);
    clock.observe(undefined);
    expect(clock.source()).toBe('device');
    expect(clock.now()).toBe(Date.parse('2026-08-20T10:00:00Z'));
  });

  it("keeps the server's offset and lets time move on with the device's clock", () => {
    // The phone says 30 September; the server says Atham, 16 August.
    const device = deviceClock('2026-09-30T04:30:00Z');
    const clock = createTrustedClock(device.now);
    clock.observe({ serverMs: Date.parse('2026-08-16T06:30:00Z'), deviceMs: device.now() });
    expect(clock.source()).toBe('server');
    expect(new Date(clock.now()).toISOString()).toBe('2026-08-16T06:30:00.000Z');

    device.advance(2 * 86_400_000); // two days with the site open
    expect(new Date(clock.now()).toISOString()).toBe('2026-08-18T06:30:00.000Z');

    // A later answer replaces the offset (the visitor fixed their clock meanwhile).
    clock.observe({ serverMs: device.now(), deviceMs: device.now() });
    expect(clock.now()).toBe(device.now());
  });

  it("gives Kerala's date and festival day, whatever the device's clock or zone", () => {
    const days = [
      { day: 1, name: 'Atham', nameMl: 'അത്തം', start: '2026-08-16' },
      { day: 2, name: 'Chithira', nameMl: 'ചിത്തിര', start: '2026-08-17' },
      { day: 3, name: 'Chothi', nameMl: 'ചോതി', start: '2026-08-18' },
    ];
    const device = deviceClock('2025-01-01T00:00:00Z'); // a phone a year and a half behind
    const clock = createTrustedClock(device.now);
    const sample: ServerTimeSample = {
      // 18:29 UTC on the 15th is 23:59 in Kerala: still the day before Atham.
      serverMs: Date.parse('2026-08-15T18:29:00Z'),
      deviceMs: device.now(),
    };
    clock.observe(sample);
    const today = () => isoDateIn(new Date(clock.now()));
    expect(today()).toBe('2026-08-15');
    expect(festivalMoment(days, today()).phase).toBe('before');
    // One minute later it is midnight in Kerala (UTC+5:30 all year, no daylight saving): Atham.
    device.advance(60_000);
    expect(today()).toBe('2026-08-16');
    expect(festivalMoment(days, today())).toMatchObject({ phase: 'during', day: { day: 1 } });
  });
});

describe('fetchCampaign and the Date header', () => {
  const respond = (status: number, init: Record<string, string>, body = '{}') =>
    (async () => new Response(body, { status, headers: init })) as unknown as typeof fetch;

  it('reports the server time of a good answer', async () => {
    const fetched = await fetchCampaign(respond(200, { date: 'Sun, 16 Aug 2026 06:30:00 GMT' }), {
      deviceNow: () => 42,
    });
    expect(fetched).toEqual({
      ok: true,
      json: {},
      serverTime: { serverMs: Date.parse('2026-08-16T06:30:00Z'), deviceMs: 42 },
    });
  });

  it('and of a failed one: a 404 still tells the time', async () => {
    const fetched = await fetchCampaign(respond(404, { date: 'Sun, 16 Aug 2026 06:30:00 GMT' }));
    expect(fetched).toMatchObject({ ok: false, serverTime: { serverMs: expect.any(Number) } });
  });

  it('has no server time without a usable header', async () => {
    expect(await fetchCampaign(respond(200, {}))).not.toHaveProperty('serverTime');
    expect(await fetchCampaign(respond(200, { date: 'garbage' }))).not.toHaveProperty('serverTime');
  });
});
