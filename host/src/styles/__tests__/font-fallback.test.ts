/** @jest-environment node */
import { readFileSync } from 'node:fs';
import arial from '@capsizecss/metrics/arial';
import baloo from '@capsizecss/metrics/balooChettan2';

const css = readFileSync(new URL('../global.css', `file://${__filename}`), 'utf8');

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

/** The fallback face's declarations, by property. */
function fallbackFace(): Record<string, string> {
  const face = /@font-face\s*{([^}]*'Baloo Chettan 2 fallback'[^}]*)}/.exec(css)?.[1] ?? '';
  return Object.fromEntries(
    face
      .split(';')
      .map((line) => line.split(':').map((part) => part.trim()))
      .filter((parts): parts is [string, string] => parts.length === 2 && parts[0] !== ''),
  );
}

describe("Baloo Chettan 2's fallback face", () => {
  it("is Arial scaled to Baloo's average letter width, with Baloo's ascent and descent", () => {
    const sizeAdjust = baloo.xWidthAvg / baloo.unitsPerEm / (arial.xWidthAvg / arial.unitsPerEm);
    expect(fallbackFace()).toMatchObject({
      src: "local('Arial'), local('Liberation Sans'), local('Roboto')",
      'size-adjust': percent(sizeAdjust),
      'ascent-override': percent(baloo.ascent / baloo.unitsPerEm / sizeAdjust),
      'descent-override': percent(Math.abs(baloo.descent) / baloo.unitsPerEm / sizeAdjust),
      'line-gap-override': percent(baloo.lineGap / baloo.unitsPerEm / sizeAdjust).replace(
        '0.00%',
        '0%',
      ),
    });
  });

  it('stands right behind Baloo Chettan 2 in the page font', () => {
    expect(css).toMatch(/font-family:\s*'Baloo Chettan 2',\s*'Baloo Chettan 2 fallback',/);
  });
});
