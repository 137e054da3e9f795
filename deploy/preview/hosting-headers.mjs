// Reads the header rules of one Firebase Hosting target, so the local preview answers with exactly
// the headers production will send (cache lifetimes, CORS for the remotes, the host's CSP, HSTS,
// Permissions-Policy, the CSP's reporting endpoint), and its rewrites to functions.
import { readFileSync } from 'node:fs';
import picomatch from 'picomatch';
import { contentSecurityPolicy } from '../hosting/csp.mjs';
import { readCampaignSync } from './campaign-source.mjs';

const firebaseJson = new URL('../firebase.json', import.meta.url);
const CSP = 'Content-Security-Policy';

/**
 * @typedef {{ source: string, headers: Array<{ key: string, value: string }> }} HeaderRule
 * @typedef {{ source: string, destination?: string, function?: { functionId: string, region?: string } }} Rewrite
 * @typedef {{ target: string, headers?: HeaderRule[], rewrites?: Rewrite[] }} HostingSite
 */

/** @param {string} target */
function hostingSite(target) {
  /** @type {{ hosting: HostingSite[] }} */
  const config = JSON.parse(readFileSync(firebaseJson, 'utf8'));
  const site = config.hosting.find((h) => h.target === target);
  if (!site) throw new Error(`firebase.json has no hosting target "${target}"`);
  return site;
}

/**
 * The function a path of this target is rewritten to in firebase.json (the first matching rewrite,
 * as Hosting takes them), or undefined: the preview answers those paths in the function's stead.
 * @param {string} target
 * @returns {(pathname: string) => string | undefined}
 */
export function functionRewrites(target) {
  const rules = (hostingSite(target).rewrites ?? []).map((rule) => ({
    matches: picomatch(rule.source, { dot: true }),
    functionId: rule.function?.functionId,
  }));
  return (pathname) => rules.find((rule) => rule.matches(pathname))?.functionId;
}

/**
 * The browser tests stand in remotes on other ports (a second games build, a remote that goes
 * down) and point the page at them; `PREVIEW_EXTRA_REMOTE_ORIGINS` (space-separated) lets the
 * preview's policy allow them as if a manifest named them.
 * @param {{ remotes: Record<string, { entry: string }> }} manifest
 */
function withExtraRemotes(manifest) {
  const extra = (process.env.PREVIEW_EXTRA_REMOTE_ORIGINS ?? '').split(/\s+/).filter(Boolean);
  const remotes = { ...manifest.remotes };
  extra.forEach((origin, i) => {
    remotes[`preview-extra-${i}`] = { entry: `${origin}/mf-manifest.json` };
  });
  return { ...manifest, remotes };
}

/**
 * @param {string} target
 * @param {{ campaignFile?: string, backend?: object, scriptHashes?: string[] }} [options] For the
 *   host: the manifest the preview serves (with `backend` in place of its own, when given). Its remotes decide the CSP, as `write-csp` decides it for a deployed
 *   environment, so the policy is computed afresh on each request (an operator's change to the
 *   manifest applies at once). scriptHashes: the inline scripts the policy allows.
 * @returns {(pathname: string) => Array<[string, string]>}
 */
export function hostingHeaders(target, { campaignFile, backend, scriptHashes } = {}) {
  const site = hostingSite(target);
  const rules = (site.headers ?? []).map((rule) => ({
    matches: picomatch(rule.source, { dot: true }),
    headers: rule.headers
      .filter(({ key }) => !(campaignFile && key === CSP))
      .map(({ key, value }) => /** @type {[string, string]} */ ([key, value])),
    csp: rule.headers.some(({ key }) => key === CSP),
  }));
  // A manifest being edited by hand can be broken for a moment: the page then shows what is wrong
  // with it, under the policy of the last manifest that could be read (or the site alone).
  /** @type {{ remotes: Record<string, { entry: string }> }} */
  let lastReadable = { remotes: {} };
  const manifestForPolicy = (/** @type {string} */ file) => {
    try {
      const manifest = readCampaignSync(file, backend);
      if (manifest && typeof manifest === 'object' && manifest.remotes) lastReadable = manifest;
    } catch {
      // kept: lastReadable
    }
    return lastReadable;
  };
  return (pathname) => {
    const matched = rules.filter((r) => r.matches(pathname));
    const headers = matched.flatMap((r) => r.headers);
    if (campaignFile && matched.some((r) => r.csp)) {
      headers.push([
        CSP,
        contentSecurityPolicy(withExtraRemotes(manifestForPolicy(campaignFile)), { scriptHashes }),
      ]);
    }
    return headers;
  };
}
