import type { Page } from '@playwright/test';

/**
 * The recorder's clock ("Time recorded 00:03 of 01:00") once it has moved past 00:00. Any second
 * counts: on a busy machine more than a second can pass between two looks, so waiting for exactly
 * 00:01 can miss it (seen at 00:08 on a loaded CI machine).
 */
export const recorderClockMoved = (page: Page) => page.getByText(/00:(?:0[1-9]|[1-5]\d) of 01:00/);
