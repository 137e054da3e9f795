// Reads the header rules of one Firebase Hosting target, so the local preview answers with exactly
// the headers production will send (cache lifetimes, CORS for the remotes).
import { readFileSync } from 'node:fs';
import picomatch from 'picomatch';

const firebaseJson = new URL('../firebase.json', import.meta.url);

/**
 * @typedef {{ source: string, headers: Array<{ key: string, value: string }> }} HeaderRule
 * @typedef {{ target: string, headers?: HeaderRule[] }} HostingSite
 */

/**
 * @param {string} target
 * @returns {(pathname: string) => Array<[string, string]>}
 */
export function hostingHeaders(target) {
  /** @type {{ hosting: HostingSite[] }} */
  const config = JSON.parse(readFileSync(firebaseJson, 'utf8'));
  const site = config.hosting.find((h) => h.target === target);
  if (!site) throw new Error(`firebase.json has no hosting target "${target}"`);
  const rules = (site.headers ?? []).map((rule) => ({
    matches: picomatch(rule.source, { dot: true }),
    headers: rule.headers.map(({ key, value }) => /** @type {[string, string]} */ ([key, value])),
  }));
  return (pathname) => rules.filter((r) => r.matches(pathname)).flatMap((r) => r.headers);
}
