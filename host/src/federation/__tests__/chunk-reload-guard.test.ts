/** @jest-environment node */
import {
  CHUNK_RELOAD_INTERVAL_MS,
  CHUNK_RELOAD_KEY,
  claimChunkReload,
  isChunkLoadError,
  reloadForChunkError,
} from '../chunk-reload-guard';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

function chunkError(message = 'Loading chunk 123 failed.\n(error: http://x/js/123.js)') {
  const error = new Error(message);
  error.name = 'ChunkLoadError';
  return error;
}

describe('isChunkLoadError', () => {
  it.each([
    [chunkError(), true],
    [new Error('Loading chunk screen-dashboard failed. (missing: /js/a.js)'), true],
    [new Error('Loading CSS chunk 42 failed.\n(/css/42.css)'), true],
    [new TypeError('Failed to fetch dynamically imported module: http://x/a.js'), true],
    [new Error('Something else broke'), false],
    [new Error('Unknown middleware'), false],
    [null, false],
    ['Loading chunk 1 failed', false],
    [{ name: 'ChunkLoadError' }, true],
  ])('%p → %p', (error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });
});

describe('claimChunkReload', () => {
  it('allows the first reload and records its time', () => {
    const storage = memoryStorage();
    expect(claimChunkReload(storage, 1_000_000)).toBe(true);
    expect(storage.data.get(CHUNK_RELOAD_KEY)).toBe('1000000');
  });

  it('refuses a second reload within 60 seconds', () => {
    const storage = memoryStorage();
    claimChunkReload(storage, 1_000_000);
    expect(claimChunkReload(storage, 1_000_000 + CHUNK_RELOAD_INTERVAL_MS - 1)).toBe(false);
  });

  it('allows another reload once 60 seconds have passed', () => {
    const storage = memoryStorage();
    claimChunkReload(storage, 1_000_000);
    expect(claimChunkReload(storage, 1_000_000 + CHUNK_RELOAD_INTERVAL_MS)).toBe(true);
  });

  it('treats a recorded time in the future (clock moved back) as long ago', () => {
    const storage = memoryStorage({ [CHUNK_RELOAD_KEY]: String(5_000_000) });
    expect(claimChunkReload(storage, 1_000_000)).toBe(true);
  });

  it('treats garbage in storage as no earlier reload', () => {
    expect(claimChunkReload(memoryStorage({ [CHUNK_RELOAD_KEY]: 'soon' }), 1_000_000)).toBe(true);
  });

  it('never reloads without storage, or when storage throws: no loops', () => {
    expect(claimChunkReload(undefined, 1_000_000)).toBe(false);
    const broken = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(claimChunkReload(broken, 1_000_000)).toBe(false);
  });

  it('never reloads when storage silently drops writes', () => {
    const forgetful = { getItem: () => null, setItem: () => undefined };
    expect(claimChunkReload(forgetful, 1_000_000)).toBe(false);
  });
});

describe('reloadForChunkError', () => {
  it('reloads once for a chunk error, then shows the error instead', () => {
    const storage = memoryStorage();
    const reload = jest.fn();
    expect(reloadForChunkError(chunkError(), reload, 1_000_000, storage)).toBe(true);
    expect(reloadForChunkError(chunkError(), reload, 1_030_000, storage)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload for other errors', () => {
    const reload = jest.fn();
    expect(reloadForChunkError(new Error('boom'), reload, 1, memoryStorage())).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not reload while the device is offline: the page stays, with its error and retry', () => {
    const storage = memoryStorage();
    const reload = jest.fn();
    expect(reloadForChunkError(chunkError(), reload, 1_000_000, storage, false)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    // Nor does it spend the one reload a minute: back online, a failure still gets it.
    expect(reloadForChunkError(chunkError(), reload, 1_000_001, storage, true)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
