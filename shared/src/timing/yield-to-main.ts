/** The Prioritized Task Scheduling API's scheduler, where the browser has it (Chromium 129+). */
interface SchedulerWithYield {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task and resumes in a new one, so the browser can paint and answer a tap in
 * between: start-up work split this way is several short tasks instead of one long one, which is
 * what a slow phone's visitor feels as a page that does not answer. `scheduler.yield()` resumes
 * ahead of other queued work; elsewhere a zero-delay timer (a new task, behind what is queued).
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: SchedulerWithYield }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
