import { act, screen } from '@testing-library/react';
import { Suspense, use, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { isAdopted, replayEarlyInput, takeEarlyInput } from '../early-input';
import { noteEarlyInput } from '../early-input-redrawn';
import { EARLY_INPUT_RECORDER } from '../inline-script';
import { EARLY_INPUT_GLOBAL } from '../names';

/** A game's set-up screen in small: chips, a picker, a checkbox, Start. */
function SetUp() {
  const [fold, setFold] = useState('8');
  const [day, setDay] = useState('1');
  const [music, setMusic] = useState(false);
  const [name, setName] = useState('');
  const [started, setStarted] = useState<string | null>(null);
  if (started) return <p>Started: {started}</p>;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setStarted(
          `${fold}-fold, day ${day}${music ? ', with music' : ''}${name ? `, by ${name}` : ''}`,
        );
      }}
    >
      {['8', '16'].map((value) => (
        <label key={value}>
          <input
            type="radio"
            name="fold"
            value={value}
            checked={fold === value}
            onChange={() => setFold(value)}
          />
          {value}-fold
        </label>
      ))}
      <label>
        Day
        <select value={day} onChange={(event) => setDay(event.target.value)}>
          <option value="1">Atham</option>
          <option value="2">Chithira</option>
        </select>
      </label>
      <label>
        <input type="checkbox" checked={music} onChange={() => setMusic(!music)} />
        Music
      </label>
      <label>
        Your name
        <input value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <button type="submit">Start</button>
    </form>
  );
}

/** The account's name, as a profile read that lands late: '' until it arrives. */
const accountName = {
  name: '',
  listeners: new Set<() => void>(),
  subscribe(listener: () => void) {
    accountName.listeners.add(listener);
    return () => accountName.listeners.delete(listener);
  },
};
function accountNameArrives(name: string) {
  accountName.name = name;
  accountName.listeners.forEach((listener) => listener());
}

/** The card maker in small: the name is the account's until the visitor types one. */
function NameCard() {
  const [typed, setTyped] = useState<string | null>(null);
  const account = useSyncExternalStore(
    accountName.subscribe,
    () => accountName.name,
    () => '',
  );
  const [sent, setSent] = useState<string | null>(null);
  if (sent) return <p>Sent by {sent}</p>;
  const name = typed ?? account;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setSent(name);
      }}
    >
      <label>
        Your name
        <input value={name} onChange={(event) => setTyped(event.target.value)} />
      </label>
      <button type="submit">Send</button>
    </form>
  );
}

/** Holds its part back on the client until `gate` settles, as a part whose code loads late. */
function Gate({ gate, children }: { gate?: Promise<void>; children: ReactNode }) {
  if (gate) use(gate);
  return children;
}

/** The page: the set-up inside a Suspense boundary, as the app's screens are. */
function Page({ gate }: { gate?: Promise<void> }) {
  return (
    <main>
      <h1>Pookalam</h1>
      <Suspense fallback={<p>Loading…</p>}>
        <Gate gate={gate}>
          <SetUp />
        </Gate>
      </Suspense>
    </main>
  );
}

let root: Root | undefined;

/** The prerendered page as the browser has it: the server's HTML, the inline script run. */
function prerendered() {
  document.body.innerHTML = `<div id="root" aria-busy="true">${renderToString(<SetUp />)}</div>`;
  new Function(EARLY_INPUT_RECORDER)();
  return document.getElementById('root') as HTMLElement;
}

async function adopt(container: HTMLElement) {
  await act(async () => {
    root = hydrateRoot(container, <SetUp />);
  });
  container.removeAttribute('aria-busy');
}

/** What a visitor's tap does to a page no script answers yet: the browser's own behaviour. */
const tap = (element: HTMLElement) => element.click();
function pick(select: HTMLSelectElement, value: string) {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Typing into a field no script answers yet: the browser writes it and says so. */
function type(field: HTMLInputElement, text: string) {
  for (const [index] of [...text].entries()) {
    field.value = text.slice(0, index + 1);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  takeEarlyInput();
  accountName.name = '';
});

/** Typing as the browser does once React watches the field: past React's hook on the setter. */
function typeOn(field: HTMLInputElement, text: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  for (const letter of text) {
    setValue?.call(field, field.value + letter);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

describe('what a visitor does before the app answers', () => {
  it('reaches the app once it answers, in order: the chip, the day, the checkbox, then Start', async () => {
    const container = prerendered();
    tap(screen.getByText('16-fold'));
    pick(screen.getByRole('combobox', { name: 'Day' }), '2');
    tap(screen.getByText('Music'));
    tap(screen.getByRole('button', { name: 'Start' }));
    // Nothing answered yet, and the form was not sent natively (that would reload the page).
    expect(screen.queryByText(/Started/)).toBeNull();

    await adopt(container);
    await act(() => replayEarlyInput());
    expect(screen.getByText('Started: 16-fold, day 2, with music')).toBeInTheDocument();
  });

  it('keeps the letters typed after the app answered and before the replay ran', async () => {
    const container = prerendered();
    const field = screen.getByRole('textbox', { name: 'Your name' }) as HTMLInputElement;
    type(field, 'Meera');
    await adopt(container);
    // The visitor types on: the app sees these letters itself, before the replay hands it the
    // ones it missed (a space typed here was once lost on a slow phone).
    await act(async () => typeOn(field, ' Nair'));
    await act(() => replayEarlyInput());
    expect(field).toHaveValue('Meera Nair');
    await act(async () => tap(screen.getByRole('button', { name: 'Start' })));
    expect(screen.getByText('Started: 8-fold, day 1, by Meera Nair')).toBeInTheDocument();
  });

  it('keeps a letter typed after the replay took what was kept and before it handed it over', async () => {
    // "Meera Nair!" arrived as "Meera Nar!": the replay wrote the text as it took it, one task
    // later, over the "i" the visitor had typed meanwhile (a fresh clone's run, 2026-12-07).
    const container = prerendered();
    const field = screen.getByRole('textbox', { name: 'Your name' }) as HTMLInputElement;
    type(field, 'Meera Na');
    await adopt(container);
    const kept = (window as unknown as Record<string, unknown>)[EARLY_INPUT_GLOBAL];
    await act(async () => {
      const replay = replayEarlyInput();
      while ((window as unknown as Record<string, unknown>)[EARLY_INPUT_GLOBAL] === kept) {
        await Promise.resolve();
      }
      typeOn(field, 'i');
      await replay;
    });
    expect(field).toHaveValue('Meera Nai');
    await act(async () => typeOn(field, 'r'));
    await act(async () => tap(screen.getByRole('button', { name: 'Start' })));
    expect(screen.getByText('Started: 8-fold, day 1, by Meera Nair')).toBeInTheDocument();
  });

  it('hands the app the name typed before it answered, as the visitor left it', async () => {
    const container = prerendered();
    const field = screen.getByRole('textbox', { name: 'Your name' }) as HTMLInputElement;
    type(field, 'Anu');
    await adopt(container);
    await act(() => replayEarlyInput());
    expect(field).toHaveValue('Anu');
    // The app's state agrees with the field: Start says who it is for.
    await act(async () => tap(screen.getByRole('button', { name: 'Start' })));
    expect(screen.getByText('Started: 8-fold, day 1, by Anu')).toBeInTheDocument();
  });

  it('hands over the name typed before it answered even when the app wrote another in the field first', async () => {
    // The card maker: the field shows the account's name until the visitor types their own. On a
    // slow phone the account's name arrives after the app adopted the page and before the replay
    // ran, and the app writes it into the field the visitor had typed in (a card went on the wall
    // with the account's name, not the one typed: CI, 2026-12-07).
    document.body.innerHTML = `<div id="root" aria-busy="true">${renderToString(<NameCard />)}</div>`;
    new Function(EARLY_INPUT_RECORDER)();
    const container = document.getElementById('root') as HTMLElement;
    const field = screen.getByRole('textbox', { name: 'Your name' }) as HTMLInputElement;
    type(field, 'Meera');
    await act(async () => {
      root = hydrateRoot(container, <NameCard />);
    });
    container.removeAttribute('aria-busy');
    await act(async () => accountNameArrives('Anu Wall'));
    await act(() => replayEarlyInput());
    expect(field).toHaveValue('Meera');
    await act(async () => tap(screen.getByRole('button', { name: 'Send' })));
    expect(screen.getByText('Sent by Meera')).toBeInTheDocument();
  });

  it('keeps what the visitor typed after the app answered, and not what the app wrote', async () => {
    document.body.innerHTML = `<div id="root" aria-busy="true">${renderToString(<NameCard />)}</div>`;
    new Function(EARLY_INPUT_RECORDER)();
    const container = document.getElementById('root') as HTMLElement;
    const field = screen.getByRole('textbox', { name: 'Your name' }) as HTMLInputElement;
    type(field, 'Anu');
    await act(async () => {
      root = hydrateRoot(container, <NameCard />);
    });
    container.removeAttribute('aria-busy');
    // An account name that begins with what was typed, written by the app: not the visitor's.
    await act(async () => accountNameArrives('Anu Wall'));
    await act(async () => {
      field.value = 'Anu';
      typeOn(field, ' M');
    });
    await act(() => replayEarlyInput());
    expect(field).toHaveValue('Anu M');
    await act(async () => tap(screen.getByRole('button', { name: 'Send' })));
    expect(screen.getByText('Sent by Anu M')).toBeInTheDocument();
  });

  it("keeps the text of text fields only: a file picker's value is not one a script may set", () => {
    const container = prerendered();
    const picker = document.createElement('input');
    picker.type = 'file';
    container.append(picker);
    picker.dispatchEvent(new Event('input', { bubbles: true }));
    type(screen.getByRole('textbox', { name: 'Your name' }) as HTMLInputElement, 'A');
    expect(takeEarlyInput().map(({ kind, target }) => [kind, target.nodeName])).toEqual([
      ['type', 'INPUT'],
    ]);
  });

  it('without the replay, the app would not have the name the field shows', async () => {
    const container = prerendered();
    type(screen.getByRole('textbox', { name: 'Your name' }) as HTMLInputElement, 'Anu');
    await adopt(container);
    takeEarlyInput(); // dropped
    await act(async () => tap(screen.getByRole('button', { name: 'Start' })));
    expect(screen.getByText('Started: 8-fold, day 1')).toBeInTheDocument();
  });

  it('leaves the app as the visitor left the page when they only chose', async () => {
    const container = prerendered();
    tap(screen.getByText('16-fold'));
    tap(screen.getByText('8-fold'));
    tap(screen.getByText('16-fold'));
    await adopt(container);
    await act(() => replayEarlyInput());
    expect(screen.getByRole('radio', { name: '16-fold' })).toBeChecked();
    // The app's state agrees with the screen: Start now says what is shown.
    await act(async () => tap(screen.getByRole('button', { name: 'Start' })));
    expect(screen.getByText('Started: 16-fold, day 1')).toBeInTheDocument();
  });

  it('without the replay, the app would start what it drew, not what the screen shows', async () => {
    const container = prerendered();
    tap(screen.getByText('16-fold'));
    await adopt(container);
    takeEarlyInput(); // dropped
    await act(async () => tap(screen.getByRole('button', { name: 'Start' })));
    expect(screen.getByText('Started: 8-fold, day 1')).toBeInTheDocument();
  });

  it('reaches a part the app adopts after its first commit, once it is adopted', async () => {
    document.body.innerHTML = `<div id="root" aria-busy="true">${renderToString(<Page />)}</div>`;
    new Function(EARLY_INPUT_RECORDER)();
    const container = document.getElementById('root') as HTMLElement;
    tap(screen.getByText('16-fold'));
    tap(screen.getByRole('button', { name: 'Start' }));

    let open!: () => void;
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    await act(async () => {
      root = hydrateRoot(container, <Page gate={gate} />);
    });
    // The frame is the app's; the set-up is still the server's HTML.
    expect(isAdopted(screen.getByRole('heading', { name: 'Pookalam' }))).toBe(true);
    expect(isAdopted(screen.getByRole('button', { name: 'Start' }))).toBe(false);
    container.removeAttribute('aria-busy');
    const replayed = replayEarlyInput();

    await act(async () => open());
    await act(() => replayed);
    expect(screen.getByText('Started: 16-fold, day 1')).toBeInTheDocument();
  });

  it('does not count a control React has drawn but not yet committed as adopted', () => {
    // Between a boundary's render and its commit (a slow phone, a transition yielding), React has
    // put its fiber on the element but would drop a click on it: the fiber is still hydrating.
    const button = document.createElement('button');
    const root = { tag: 3, flags: 0, return: null, alternate: null };
    const boundary = { tag: 13, flags: 0, return: root, alternate: {} };
    const hydrating = { tag: 5, flags: 4096, return: boundary, alternate: null };
    Object.assign(button, { __reactFiber$test: hydrating });
    expect(isAdopted(button)).toBe(false);
    // Committed: the flag is gone, and the element is React's.
    hydrating.flags = 0;
    expect(isAdopted(button)).toBe(true);
    // A fiber whose tree reaches no root (being placed, or removed) is not.
    Object.assign(button, {
      __reactFiber$test: { tag: 5, flags: 0, return: null, alternate: null },
    });
    expect(isAdopted(button)).toBe(false);
  });

  it('gives up on controls the app never adopts', async () => {
    prerendered();
    tap(screen.getByRole('button', { name: 'Start' }));
    const start = screen.getByRole('button', { name: 'Start' });
    const clicked = jest.fn();
    start.addEventListener('click', clicked);
    await replayEarlyInput(undefined, { waitMs: 50 });
    expect(clicked).not.toHaveBeenCalled();
  });

  it('keeps nothing once the app answers: later taps are the app’s alone', async () => {
    const container = prerendered();
    await adopt(container);
    await act(async () => tap(screen.getByText('16-fold')));
    expect(takeEarlyInput()).toEqual([]);
  });

  it('reaches the app when it draws the page again rather than adopting it: the chip, the day, the name, then Start', async () => {
    // A page drawn for another manifest, day or side of a canary than the app's (the CDN's copy
    // from before an operator's change; a canary-side device's first visit) is drawn again: the
    // controls the visitor used are gone, and each is found again by what it is.
    const container = prerendered();
    tap(screen.getByText('16-fold'));
    pick(screen.getByRole('combobox', { name: 'Day' }), '2');
    type(screen.getByRole('textbox', { name: 'Your name' }) as HTMLInputElement, 'Meera');
    tap(screen.getByRole('button', { name: 'Start' }));

    // As render.tsx draws the page again: what was used is noted while it is still on the page.
    noteEarlyInput();
    await act(async () => {
      root = createRoot(container);
      root.render(<SetUp />);
    });
    container.removeAttribute('aria-busy');
    expect(screen.queryByText(/Started/)).toBeNull();
    await act(() => replayEarlyInput());
    expect(screen.getByText('Started: 16-fold, day 2, by Meera')).toBeInTheDocument();
  });

  it('leaves alone what it cannot find exactly once in a page drawn again', async () => {
    const container = prerendered();
    tap(screen.getByText('16-fold'));
    tap(screen.getByRole('button', { name: 'Start' }));
    // The new drawing has two Start buttons and no 16-fold chip: neither is pressed.
    await act(async () => {
      root = createRoot(container);
      root.render(
        <form onSubmit={(event) => event.preventDefault()}>
          <input type="radio" name="fold" value="8" readOnly checked />
          <button type="button" onClick={() => container.setAttribute('data-pressed', 'a')}>
            Start
          </button>
          <button type="button" onClick={() => container.setAttribute('data-pressed', 'b')}>
            Start
          </button>
        </form>,
      );
    });
    container.removeAttribute('aria-busy');
    await act(() => replayEarlyInput());
    expect(container).not.toHaveAttribute('data-pressed');
    expect(container.querySelector('input')).toBeChecked();
  });

  it('skips a control the app has since removed', async () => {
    const container = prerendered();
    const start = screen.getByRole('button', { name: 'Start' });
    tap(start);
    start.remove();
    await expect(replayEarlyInput()).resolves.toBeUndefined();
    expect(container.textContent).not.toContain('Started');
  });
});
