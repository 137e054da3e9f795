import { yieldToMain } from '../yield-to-main';

describe('yieldToMain', () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
    jest.useRealTimers();
  });

  it('uses scheduler.yield where the browser has it', async () => {
    const yieldNow = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldNow };
    await yieldToMain();
    expect(yieldNow).toHaveBeenCalledTimes(1);
  });

  it('resumes in a new task, after a timer, where it does not', async () => {
    jest.useFakeTimers();
    let resumed = false;
    void yieldToMain().then(() => {
      resumed = true;
    });
    await Promise.resolve();
    expect(resumed).toBe(false);
    await jest.runAllTimersAsync();
    expect(resumed).toBe(true);
  });
});
