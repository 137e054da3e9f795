/** @jest-environment node */
// The README and docs/ are the front door and the manual: a link that leads nowhere, or a file
// named that has moved, sends a reader astray without anyone noticing. Files move (git mv), so the
// docs are checked against the tree on every test run.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../..');

/** Markdown files under a folder of the repository, as repository paths. */
function markdownUnder(folder: string): string[] {
  return readdirSync(path.join(repoRoot, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => path.posix.join(folder, name.split(path.sep).join('/')));
}

const ALL_DOCS = ['README.md', ...markdownUnder('docs')];
// Decision notes are history: they name files as they were when the note was written.
const CURRENT_DOCS = ALL_DOCS.filter((file) => !file.startsWith('docs/decisions/'));

const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');

/** Text outside fenced code blocks, where a bracket is code rather than a link. */
const prose = (text: string) => text.replace(/^```[\s\S]*?^```/gm, '');

/** A heading's anchor as GitHub makes it. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsIn(file: string): Set<string> {
  const headings = prose(read(file)).match(/^#{1,6} .*$/gm) ?? [];
  return new Set(headings.map((line) => anchorOf(line.replace(/^#+ /, ''))));
}

interface Link {
  file: string;
  target: string;
}

function relativeLinks(file: string): Link[] {
  const links: Link[] = [];
  for (const match of prose(read(file)).matchAll(/\]\(([^)\s]+)\)/g)) {
    const target = match[1] ?? '';
    if (/^[a-z]+:/i.test(target)) continue; // https:, mailto:
    links.push({ file, target });
  }
  return links;
}

/** Why a link does not lead where it says, or undefined when it does. */
function brokenLink({ file, target }: Link): string | undefined {
  const [pathPart = '', fragment] = target.split('#');
  const resolved = pathPart
    ? path.posix.normalize(path.posix.join(path.posix.dirname(file), pathPart))
    : file;
  if (resolved.startsWith('..')) return 'points outside the repository';
  if (!existsSync(path.join(repoRoot, resolved))) return `${resolved} does not exist`;
  if (fragment !== undefined) {
    if (!resolved.endsWith('.md')) return 'an anchor in a file that is not markdown';
    if (!anchorsIn(resolved).has(fragment)) return `${resolved} has no heading #${fragment}`;
  }
  return undefined;
}

const TOP_FOLDERS = ['host', 'remote-games', 'remote-auth', 'shared', 'deploy', 'e2e', 'docs'];
// Made by a build or a release, so absent from a fresh clone; or written as a pattern.
const NOT_IN_THE_TREE = /\/(dist|dist-prerender|lib|releases|node_modules|tools)(\/|$)|\.output/;
const PATTERN = /[<>*{}…|?]/;

/** Repository paths a document names in code spans (`host/src/…`), where they can be checked. */
function namedPaths(file: string): string[] {
  const named = new Set<string>();
  for (const match of prose(read(file)).matchAll(/`([^`\n]+)`/g)) {
    const text = match[1] ?? '';
    const top = text.split('/')[0] ?? '';
    if (!text.includes('/') || !TOP_FOLDERS.includes(top) || /\s/.test(text)) continue;
    if (PATTERN.test(text) || NOT_IN_THE_TREE.test(text)) continue;
    named.add(text);
  }
  return [...named];
}

describe('the README and docs/', () => {
  it('link only to files and headings that exist', () => {
    const broken = ALL_DOCS.flatMap(relativeLinks).flatMap((link) => {
      const problem = brokenLink(link);
      return problem ? [`${link.file}: (${link.target}) ${problem}`] : [];
    });
    expect(broken).toEqual([]);
  });

  it('name only repository paths that exist (decision notes aside: they are history)', () => {
    const missing = CURRENT_DOCS.flatMap((file) =>
      namedPaths(file)
        .filter((named) => !existsSync(path.join(repoRoot, named.replace(/\/$/, ''))))
        .map((named) => `${file}: ${named}`),
    );
    expect(missing).toEqual([]);
  });

  it('find what they check, so an empty check cannot pass', () => {
    expect(relativeLinks('README.md').length).toBeGreaterThan(10);
    expect(namedPaths('docs/testing.md')).toContain('docs/__tests__/links.test.ts');
  });
});
