// The manifest the preview serves: the campaign file, read afresh on every request so an operator's
// change shows at once, with its `backend` section replaced when the preview runs another backend
// mode than the file names (the emulated mode, docs/decisions/026). The page, its CSP and its
// prerendered HTML all read it through here, so they agree on one manifest.
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';

/**
 * @param {string} text the file's text
 * @param {object | undefined} backend the section to put in its place
 * @returns {string} the text to serve: unchanged when there is nothing to replace, or when the
 *   file is not JSON (the host must see a broken file as it is, to say what is wrong with it)
 */
export function withBackend(text, backend) {
  if (!backend) return text;
  try {
    return JSON.stringify({ ...JSON.parse(text), backend }, null, 2);
  } catch {
    return text;
  }
}

/**
 * @param {string} file
 * @param {object} [backend]
 */
export async function readCampaignText(file, backend) {
  return withBackend(await readFile(file, 'utf8'), backend);
}

/**
 * @param {string} file
 * @param {object} [backend]
 * @returns {any}
 */
export function readCampaignSync(file, backend) {
  return JSON.parse(withBackend(readFileSync(file, 'utf8'), backend));
}
