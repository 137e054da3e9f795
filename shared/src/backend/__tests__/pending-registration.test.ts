import { pendingRegistrations, type KeyValueStore } from '../pending-registration';

const details = { displayName: 'Anu', district: 'kollam' as const, newsletter: false };

function memory(): KeyValueStore & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

describe('the registration details kept until the profile is written', () => {
  it('finds them by address whatever its case, and forgets them', () => {
    const store = memory();
    const pending = pendingRegistrations(store);
    pending.remember(' Anu@Example.com', details);
    expect(pending.recall('anu@example.com')).toEqual(details);
    pending.forget('ANU@example.com');
    expect(pending.recall('anu@example.com')).toBeNull();
  });

  it('never keeps a password, only what the profile needs', () => {
    const store = memory();
    pendingRegistrations(store).remember('anu@example.com', {
      ...details,
      password: 'onam2026sadya',
    } as typeof details);
    const kept = pendingRegistrations(store).recall('anu@example.com');
    expect(kept).toEqual(details);
  });

  it('reads a hand-edited or foreign value as nothing', () => {
    const store = memory();
    const pending = pendingRegistrations(store);
    store.setItem('onam:pending-registration:anu@example.com', '{not json');
    expect(pending.recall('anu@example.com')).toBeNull();
    store.setItem(
      'onam:pending-registration:anu@example.com',
      JSON.stringify({ ...details, district: 'atlantis' }),
    );
    expect(pending.recall('anu@example.com')).toBeNull();
  });

  it('goes on without a copy when storage refuses (full, private mode, none at all)', () => {
    const refusing: KeyValueStore = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    for (const pending of [pendingRegistrations(refusing), pendingRegistrations(null)]) {
      expect(() => pending.remember('anu@example.com', details)).not.toThrow();
      expect(pending.recall('anu@example.com')).toBeNull();
      expect(() => pending.forget('anu@example.com')).not.toThrow();
    }
  });
});
