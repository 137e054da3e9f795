import type { Locator, Page } from '@playwright/test';

/** How the control that has focus shows it, as read from its computed style. */
export interface FocusStop {
  /** Tag, id or class, and accessible words: enough to find it in a failure message. */
  control: string;
  /** An outline or an outer ring (box-shadow) is drawn. */
  drawn: boolean;
  /** The indicator's best contrast with what surrounds it; null where that is a gradient. */
  contrast: number | null;
  /** Inside `within`, when one was given. */
  inside: boolean;
}

/**
 * Reads the focus indicator of the focused element. A visually hidden input (a radio drawn as a
 * chip) shows its focus on its label, so the label is what is read there. The indicator's colours
 * (outline, and each box-shadow colour) are compared with the first solid background behind
 * them: the element's own for an inset outline, its parent's for one drawn outside.
 */
function readFocus(scope: Element | null): FocusStop | null {
  const active = document.activeElement;
  if (!active || active === document.body || active === document.documentElement) return null;

  const parse = (colour: string): [number, number, number, number] | null => {
    const match = /rgba?\(([^)]+)\)/.exec(colour);
    if (!match?.[1]) return null;
    const parts = match[1]
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number);
    return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1];
  };
  const luminance = ([r, g, b]: readonly number[]) => {
    const channel = (v: number) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r ?? 0) + 0.7152 * channel(g ?? 0) + 0.0722 * channel(b ?? 0);
  };
  const ratio = (a: readonly number[], b: readonly number[]) => {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
    return (light + 0.05) / (dark + 0.05);
  };
  /** The first solid background from `from` up; null if a gradient or picture comes first. */
  const backdrop = (from: Element | null): number[] | null => {
    for (let node = from; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.backgroundImage !== 'none') return null;
      const colour = parse(style.backgroundColor);
      if (colour && colour[3] >= 0.5) return colour;
    }
    return [255, 255, 255];
  };

  const box = active.getBoundingClientRect();
  const shown = box.width < 4 || box.height < 4 ? (active.closest('label') ?? active) : active;
  const style = getComputedStyle(shown);
  const outlineWidth = parseFloat(style.outlineWidth);
  const outlined = style.outlineStyle !== 'none' && outlineWidth >= 1;
  const ringed = style.boxShadow !== 'none';
  const colours: number[][] = [];
  if (outlined) {
    const colour = parse(style.outlineColor);
    if (colour && colour[3] > 0) colours.push(colour);
  }
  if (ringed) {
    for (const match of style.boxShadow.matchAll(/rgba?\([^)]+\)/g)) {
      const colour = parse(match[0]);
      if (colour && colour[3] > 0) colours.push(colour);
    }
  }
  const inset = outlined && parseFloat(style.outlineOffset) + outlineWidth <= 0;
  const behind = backdrop(inset ? shown : shown.parentElement);
  const contrast =
    behind && colours.length > 0 ? Math.max(...colours.map((c) => ratio(c, behind))) : null;

  const labels = (active as Partial<HTMLInputElement>).labels;
  const words = (active.getAttribute('aria-label') ?? labels?.[0]?.textContent ?? '').trim();
  const text = (words || shown.textContent || '').replace(/\s+/g, ' ').trim().slice(0, 40);
  const type = active.getAttribute('type');
  return {
    control: `${active.tagName.toLowerCase()}${type ? `[type=${type}]` : ''} "${text}"`,
    drawn: outlined || ringed,
    contrast: contrast === null ? null : Math.round(contrast * 100) / 100,
    inside: scope ? scope.contains(active) : true,
  };
}

/**
 * Presses Tab through the page (or `within` one part of it) as a keyboard visitor would, and
 * reads each stop's focus indicator, until focus comes back to a control already visited.
 */
export async function tabThrough(
  page: Page,
  { within, limit = 80 }: { within?: Locator; limit?: number } = {},
) {
  const scope = within ? await within.elementHandle() : null;
  await page.evaluate(() => {
    (window as unknown as { visitedByTab?: WeakSet<Element> }).visitedByTab = new WeakSet();
  });
  const stops: FocusStop[] = [];
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    const again = await page.evaluate(() => {
      const visited = (window as unknown as { visitedByTab: WeakSet<Element> }).visitedByTab;
      const active = document.activeElement;
      if (!active || active === document.body) return false;
      if (visited.has(active)) return true;
      visited.add(active);
      return false;
    });
    if (again) break;
    const stop = await page.evaluate(readFocus, scope);
    if (stop) stops.push(stop);
  }
  await scope?.dispose();
  return stops;
}

/** Each stop that does not show its focus well enough, as a line for a failure message. */
export function unseenFocus(stops: readonly FocusStop[], minimumContrast = 3) {
  return stops
    .filter((stop) => !stop.drawn || (stop.contrast !== null && stop.contrast < minimumContrast))
    .map((stop) =>
      !stop.drawn
        ? `${stop.control}: no outline or ring`
        : `${stop.control}: indicator contrast ${stop.contrast}:1 (under ${minimumContrast}:1)`,
    );
}
