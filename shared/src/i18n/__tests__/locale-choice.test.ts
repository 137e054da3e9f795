import {
  browserLocaleSources,
  createLocaleStore,
  LOCALE_STORAGE_KEY,
  localeFromLanguages,
  readLocaleChoice,
  rememberedLocale,
  rememberLocaleChoice,
} from '../locale-choice';

/** A Storage stand-in over a Map. */
function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

/** A storage that refuses everything, as a blocked or full one does. */
const throwingStorage = {
  getItem: (): string | null => {
    throw new DOMException('blocked', 'SecurityError');
  },
  setItem: (): void => {
    throw new DOMException('full', 'QuotaExceededError');
  },
};

describe('localeFromLanguages', () => {
  it.each([
    [['ml-IN'], 'ml'],
    [['ml'], 'ml'],
    [['ML-in'], 'ml'],
    [['ml_IN'], 'ml'],
    [['en-GB'], 'en'],
    [['hi-IN', 'ml-IN', 'en-IN'], 'ml'],
    [['en-IN', 'ml-IN'], 'en'],
    [['ta-IN', 'en-US', 'ml'], 'en'],
  ])('%p → %p', (languages, expected) => {
    expect(localeFromLanguages(languages)).toBe(expected);
  });

  it('is null when neither Malayalam nor English is listed', () => {
    expect(localeFromLanguages(['ta-IN', 'hi'])).toBeNull();
    expect(localeFromLanguages([])).toBeNull();
  });

  it('does not take a language that merely starts with the same letters', () => {
    expect(localeFromLanguages(['mlx', 'eng'])).toBeNull();
  });
});

describe('readLocaleChoice', () => {
  it('prefers the remembered choice to the browser’s languages', () => {
    const storage = memoryStorage({ [LOCALE_STORAGE_KEY]: 'en' });
    expect(readLocaleChoice({ storage, languages: ['ml-IN'] })).toBe('en');
    storage.items.set(LOCALE_STORAGE_KEY, 'ml');
    expect(readLocaleChoice({ storage, languages: ['en-US'] })).toBe('ml');
  });

  it('uses the browser’s languages when nothing is remembered', () => {
    expect(readLocaleChoice({ storage: memoryStorage(), languages: ['ml-IN', 'en'] })).toBe('ml');
    expect(readLocaleChoice({ storage: memoryStorage(), languages: ['en-IN', 'ml'] })).toBe('en');
  });

  it('ignores a remembered value that is not one of our locales', () => {
    for (const value of ['fr', 'ML', '', 'ml-IN']) {
      const storage = memoryStorage({ [LOCALE_STORAGE_KEY]: value });
      expect(readLocaleChoice({ storage, languages: ['ml'] })).toBe('ml');
      expect(readLocaleChoice({ storage, languages: [] })).toBe('en');
    }
  });

  it('falls back to English with no storage and no languages', () => {
    expect(readLocaleChoice({})).toBe('en');
    expect(readLocaleChoice({ storage: null, languages: ['de'] })).toBe('en');
  });

  it('tolerates a storage that throws, and goes by the browser’s languages', () => {
    expect(rememberedLocale(throwingStorage)).toBeNull();
    expect(readLocaleChoice({ storage: throwingStorage, languages: ['ml-IN'] })).toBe('ml');
  });
});

describe('rememberLocaleChoice', () => {
  it('writes the choice under onam:locale, for readLocaleChoice to find', () => {
    const storage = memoryStorage();
    expect(rememberLocaleChoice(storage, 'ml')).toBe(true);
    expect(storage.items.get('onam:locale')).toBe('ml');
    expect(readLocaleChoice({ storage, languages: ['en'] })).toBe('ml');
  });

  it('reports a storage that refuses (or is missing) instead of throwing', () => {
    expect(rememberLocaleChoice(throwingStorage, 'ml')).toBe(false);
    expect(rememberLocaleChoice(null, 'ml')).toBe(false);
  });
});

describe('createLocaleStore', () => {
  it('starts from the visitor’s language', () => {
    expect(createLocaleStore({ storage: memoryStorage(), languages: ['ml-IN'] }).current()).toBe(
      'ml',
    );
    expect(createLocaleStore({}).current()).toBe('en');
  });

  it('switches, tells its listeners once, and remembers the choice', () => {
    const storage = memoryStorage();
    const store = createLocaleStore({ storage, languages: ['en'] });
    const listener = jest.fn();
    store.subscribe(listener);
    store.choose('ml');
    expect(store.current()).toBe('ml');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(storage.items.get(LOCALE_STORAGE_KEY)).toBe('ml');
    expect(createLocaleStore({ storage, languages: ['en'] }).current()).toBe('ml');
  });

  it('turns a guess into a choice without a needless re-render', () => {
    const storage = memoryStorage();
    const store = createLocaleStore({ storage, languages: ['ml-IN'] });
    const listener = jest.fn();
    store.subscribe(listener);
    store.choose('ml');
    expect(listener).not.toHaveBeenCalled();
    expect(storage.items.get(LOCALE_STORAGE_KEY)).toBe('ml');
  });

  it('still switches the page when the storage refuses to remember', () => {
    const store = createLocaleStore({ storage: throwingStorage, languages: ['en'] });
    store.choose('ml');
    expect(store.current()).toBe('ml');
  });

  it('stops telling a listener that unsubscribed', () => {
    const store = createLocaleStore({});
    const listener = jest.fn();
    const unsubscribe = store.subscribe(listener);
    unsubscribe();
    store.choose('ml');
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('browserLocaleSources', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    localStorage.clear();
  });

  it('reads this browser’s storage and languages, for readLocaleChoice', () => {
    jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['ml-IN', 'en-GB']);
    const sources = browserLocaleSources();
    expect(sources.languages).toEqual(['ml-IN', 'en-GB']);
    expect(readLocaleChoice(sources)).toBe('ml');
    rememberLocaleChoice(sources.storage, 'en');
    expect(readLocaleChoice(browserLocaleSources())).toBe('en');
  });

  it('falls back to navigator.language when the list is empty', () => {
    jest.spyOn(navigator, 'languages', 'get').mockReturnValue([]);
    jest.spyOn(navigator, 'language', 'get').mockReturnValue('ml');
    expect(browserLocaleSources().languages).toEqual(['ml']);
  });

  it('has no storage, rather than an error, where touching localStorage throws', () => {
    jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(browserLocaleSources().storage).toBeNull();
  });
});
