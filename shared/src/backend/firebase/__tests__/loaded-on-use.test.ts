/** @jest-environment node */
import { loadedOnUse } from '../firebase-services';

describe('a Firebase SDK loaded on its first use', () => {
  it('is loaded once, however many callers ask at once or later', async () => {
    const load = jest.fn(async () => ({ sdk: 'functions' }));
    const functions = loadedOnUse(load);

    const [first, second] = await Promise.all([functions(), functions()]);
    const later = await functions();

    expect(load).toHaveBeenCalledTimes(1);
    expect(second).toBe(first);
    expect(later).toBe(first);
  });

  it('is asked for again after a load the network dropped', async () => {
    const dropped = Object.assign(new Error('Loading chunk firebase-calls failed.'), {
      name: 'ChunkLoadError',
    });
    const load = jest
      .fn<Promise<{ sdk: string }>, []>()
      .mockRejectedValueOnce(dropped)
      .mockResolvedValueOnce({ sdk: 'functions' });
    const functions = loadedOnUse(load);

    await expect(functions()).rejects.toBe(dropped);
    await expect(functions()).resolves.toEqual({ sdk: 'functions' });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
