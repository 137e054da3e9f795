// The `health` function's strict reading of what anyone may post to /health (health-event.ts has
// the shape). Apart from the shape so the page, which only builds reports, never carries the
// schema library: only the server reads them.
import { z } from 'zod/mini';
import {
  HEALTH_BATCHES_MAX,
  HEALTH_COUNT_MAX,
  HEALTH_TIME_MAX_MS,
  HEALTH_TIMES_MAX,
  type HealthReport,
} from './health-event';

const count = () => z.number().check(z.int(), z.gte(0), z.lte(HEALTH_COUNT_MAX));
const name = () => z.string().check(z.regex(/^[a-z][a-z0-9-]{0,39}$/));

const batchSchema = z
  .strictObject({
    remote: name(),
    version: z.string().check(z.regex(/^[0-9A-Za-z][0-9A-Za-z.+-]{0,39}$/)),
    loads: count(),
    loadFailures: count(),
    renderErrors: count(),
    playsStarted: count(),
    playsFinished: count(),
    tileToPlayableMs: z
      .array(z.number().check(z.gte(0), z.lte(HEALTH_TIME_MAX_MS)))
      .check(z.maxLength(HEALTH_TIMES_MAX)),
    first: z.optional(z.boolean()),
  })
  .check(
    z.refine((batch) => batch.loadFailures <= batch.loads, {
      message: 'a load failure is a load',
    }),
  );

const reportSchema = z.strictObject({
  v: z.literal(1),
  visit: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/)),
  batches: z.array(batchSchema).check(z.minLength(1), z.maxLength(HEALTH_BATCHES_MAX)),
});

/** The report if the text is one, else undefined: never throws. */
export function parseHealthReport(text: string): HealthReport | undefined {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  const parsed = reportSchema.safeParse(json);
  if (!parsed.success) return undefined;
  const seen = new Set<string>();
  for (const batch of parsed.data.batches) {
    const key = `${batch.remote}@${batch.version}`;
    // One batch per version: two would let a report carry twice the per-report bounds.
    if (seen.has(key)) return undefined;
    seen.add(key);
  }
  return parsed.data as HealthReport;
}
