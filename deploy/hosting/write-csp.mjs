// `node deploy/hosting/write-csp.mjs <env>`: writes the host's Content-Security-Policy for an
// environment into firebase.json, from that environment's campaign manifest, and the remotes'
// standalone pages' policy beside it (docs/decisions/028). Run it before
// `firebase deploy` of the host, and after an operator moves a remote to another origin.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { contentSecurityPolicy, standalonePagePolicy } from './csp.mjs';
import { builtRendererOrExit } from './renderer.mjs';

const deployDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const env = process.argv[2] ?? 'local';
const manifestFile = path.join(deployDir, 'campaigns', env, 'campaign.json');
const firebaseFile = path.join(deployDir, 'firebase.json');

// The prerendered home page's inline script is allowed by its hash, which the host's build knows.
const renderer = builtRendererOrExit('csp');
const policy = contentSecurityPolicy(JSON.parse(readFileSync(manifestFile, 'utf8')), {
  scriptHashes: [renderer.INLINE_SCRIPT_HASH],
});
/** @type {{ hosting: Array<{ target: string, headers?: Array<{ source: string, headers: Array<{ key: string, value: string }> }> }> }} */
const config = JSON.parse(readFileSync(firebaseFile, 'utf8'));
const host = config.hosting.find((site) => site.target === 'host');
if (!host) throw new Error('firebase.json has no hosting target "host"');
host.headers ??= [];
// Only pages need the policy; one rule for the HTML the SPA answers every route with.
const source = '{/,/index.html,/app.html,/**/!(*.*)}';
let rule = host.headers.find((r) => r.headers.some((h) => h.key === 'Content-Security-Policy'));
if (!rule) {
  rule = { source, headers: [] };
  host.headers.push(rule);
}
rule.headers = rule.headers.filter((h) => h.key !== 'Content-Security-Policy');
rule.headers.push({ key: 'Content-Security-Policy', value: policy });
// The remotes' standalone pages have a policy of their own, the same in every environment.
for (const remote of config.hosting.filter((site) => site.target !== 'host')) {
  remote.headers ??= [];
  let page = remote.headers.find((r) => r.headers.some((h) => h.key === 'Content-Security-Policy'));
  if (!page) {
    page = { source: '{/,/index.html,/*/,/*/index.html}', headers: [] };
    remote.headers.push(page);
  }
  page.headers = [{ key: 'Content-Security-Policy', value: standalonePagePolicy() }];
}
const temp = `${firebaseFile}.tmp`;
writeFileSync(temp, `${JSON.stringify(config, null, 2)}\n`);
renameSync(temp, firebaseFile);
console.log(`[csp] firebase.json now allows what deploy/campaigns/${env}/campaign.json names:`);
console.log(`  ${policy}`);
