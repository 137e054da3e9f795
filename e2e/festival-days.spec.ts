import { readFileSync } from 'node:fs';
import { expect, test } from './support/fixtures';
import { asReturningPlayer } from './support/games';
import { useLiveManifest } from './support/servers';

/**
 * The festival, day by day: the home page leads with today's featured game and counts
 * down to Thiruvonam by Kerala's calendar (the server's clock), and the calendar of the ten days
 * gives the whole festival as a file for the visitor's own calendar.
 */

test("on Atham the home page leads with the day's game and counts the days to Thiruvonam", async ({
  page,
}) => {
  await asReturningPlayer(page);
  const live = await useLiveManifest(page);
  // 21:00 on 15 August in London is 01:30 on the 16th in Kerala: Atham.
  live.serverDate = new Date('2026-08-15T20:00:00Z');
  await page.goto('/');
  await expect(page.getByText('Day 1 of 10: Atham')).toBeVisible();
  await expect(page.getByText('10 days to Thiruvonam')).toBeVisible();
  const featured = page.getByRole('region', { name: "Today's game" });
  await featured.getByRole('link', { name: "Play today's game: Pookalam" }).click();
  await expect(page).toHaveURL('/game');

  // On Thiruvonam: the sadya, and the day itself.
  live.serverDate = new Date('2026-08-26T04:00:00Z');
  await page.goto('/');
  await expect(page.getByText('Today is Thiruvonam. Happy Onam!')).toBeVisible();
  await expect(
    page.getByRole('region', { name: "Today's game" }).getByRole('link'),
  ).toHaveAccessibleName("Play today's game: Sadya");

  // After the festival: no countdown and no featured game; every game still has its tile.
  live.serverDate = new Date('2026-11-25T04:00:00Z');
  await page.goto('/');
  await expect(page.getByText('Onam is over for this year.')).toBeVisible();
  await expect(page.getByRole('region', { name: "Today's game" })).toHaveCount(0);
  await expect(page.getByText(/days to Thiruvonam/)).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'Play' })).toHaveCount(4);
});

test('the calendar of the ten days marks today and adds the festival to the visitor’s calendar', async ({
  page,
}) => {
  await asReturningPlayer(page);
  const live = await useLiveManifest(page);
  live.serverDate = new Date('2026-08-18T04:00:00Z');
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Festival days' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'The ten days of Onam' })).toBeVisible();
  const days = page.getByRole('listitem');
  await expect(days).toHaveCount(10);
  const today = page.locator('li[aria-current="date"]');
  await expect(today).toHaveCount(1);
  await expect(today.getByRole('heading', { level: 2 })).toHaveText(/^Day 3: Chothi/);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Add to my calendar' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('onam-2026.ics');
  const text = readFileSync((await file.path()) ?? '', 'utf8');
  const lines = text.replace(/\r\n /g, '').split('\r\n');
  expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(10);
  expect(lines).toContain('DTSTART;VALUE=DATE:20260816');
  expect(lines).toContain('SUMMARY:Onam\\, day 10: Thiruvonam');
  expect(lines.filter((line) => line.startsWith('TRIGGER:'))).toHaveLength(10);
});
