/** @jest-environment node */
import { isAppNavigation, isCampaignManifest, isHashedAsset, isRemoteEntry } from '../sw-routes';

const url = (href: string) => new URL(href, 'http://localhost:3000');

describe("the service worker's request table", () => {
  it('knows remote manifests and entries on any origin', () => {
    expect(isRemoteEntry(url('http://localhost:3001/mf-manifest.json'))).toBe(true);
    expect(isRemoteEntry(url('https://cdn.example.org/games/0.2.0/remoteEntry.js'))).toBe(true);
    expect(isRemoteEntry(url('http://localhost:3001/js/main.js'))).toBe(false);
    expect(isRemoteEntry(url('/campaign.json'))).toBe(false);
  });

  it('knows content-hashed files on any origin', () => {
    expect(isHashedAsset(url('http://localhost:3001/js/123.abcd1234.js'))).toBe(true);
    expect(isHashedAsset(url('http://localhost:3001/css/45.0f1e2d3c.css'))).toBe(true);
    expect(isHashedAsset(url('/assets/baloo-chettan-2-latin-400-normal.a1b2c3d4.woff2'))).toBe(
      true,
    );
    expect(isHashedAsset(url('/js/main.js'))).toBe(false);
    expect(isHashedAsset(url('http://localhost:3001/remoteEntry.js'))).toBe(false);
    expect(isHashedAsset(url('/icons/icon-192.png'))).toBe(false);
  });

  it('never takes the campaign manifest for something cacheable', () => {
    const campaign = url('/campaign.json');
    expect(isCampaignManifest(campaign, 'http://localhost:3000')).toBe(true);
    expect(isRemoteEntry(campaign) || isHashedAsset(campaign)).toBe(false);
    expect(isAppNavigation(campaign)).toBe(false);
  });

  it('answers navigations to app routes with the shell, and not those to files', () => {
    for (const path of [
      '/',
      '/celebrate',
      '/dashboard',
      '/dress',
      '/game?day=3',
      '/play/vallam-kali',
      '/no-such-page',
    ]) {
      expect(isAppNavigation(url(path))).toBe(true);
    }
    expect(isAppNavigation(url('/manifest.webmanifest'))).toBe(false);
    expect(isAppNavigation(url('/icons/icon-512.png'))).toBe(false);
  });
});
