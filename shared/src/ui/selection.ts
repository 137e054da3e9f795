/** How many options a visitor may pick: `min` and `max` are inclusive, either may be left out. */
export type SelectionLimits = { min?: number; max?: number };

export type SelectionCheck =
  { ok: true } | { ok: false; problem: 'too-few' | 'too-many'; limit: number };

export function validateSelection(
  selected: readonly string[],
  { min, max }: SelectionLimits,
): SelectionCheck {
  const count = new Set(selected).size;
  if (max !== undefined && count > max) return { ok: false, problem: 'too-many', limit: max };
  if (min !== undefined && count < min) return { ok: false, problem: 'too-few', limit: min };
  return { ok: true };
}

/** True when one more pick would go over `max`: the unpicked options should be unavailable. */
export function isAtMax(selected: readonly string[], { max }: SelectionLimits): boolean {
  return max !== undefined && new Set(selected).size >= max;
}
