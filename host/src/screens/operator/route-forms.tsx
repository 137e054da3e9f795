import { useId, useState, type FormEvent } from 'react';
import type { FeaturablePath } from '@onam/shared/manifest/route-paths';
import type { GameRoutePath, CampaignManifest } from '@onam/shared/manifest/schema';
import { BUILT_IN_GAME_IDS } from '@onam/shared/contracts/game';
import { gameTitleFor } from '@onam/shared/campaign-ops/route-titles';
import { usePublishedVersions } from './desk-hooks';
import { DayOptions, type Propose, type T } from './desk-parts';
import styles from './operator.module.css';

// The console's small forms, one change each: the route's game, its schedule, a build's version.

/**
 * Another game on a route. Choosing one asks for the route's title in both languages, offering the
 * name the campaign or the game already has: the tile visitors tap says what it opens.
 */
export function SwapForm({
  manifest,
  path,
  remote,
  module,
  onChange,
  t,
}: {
  manifest: CampaignManifest;
  path: GameRoutePath;
  remote: string;
  module: string;
  onChange: Propose;
  t: T;
}) {
  const id = useId();
  const titleId = useId();
  const titleMlId = useId();
  const [chosen, setChosen] = useState(module);
  const [title, setTitle] = useState('');
  const [titleMl, setTitleMl] = useState('');
  const choose = (game: string) => {
    setChosen(game);
    const offered = gameTitleFor(manifest, remote, game);
    setTitle(offered?.title ?? '');
    setTitleMl(offered?.titleMl ?? '');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({
      kind: 'map',
      route: path,
      remote,
      module: chosen,
      title: title.trim(),
      titleMl: titleMl.trim(),
    });
  };
  const swapping = chosen !== module;
  return (
    <form className={styles.swap} onSubmit={submit}>
      <label htmlFor={id}>{t('operator.routes.swapLabel', { path })}</label>
      <select id={id} value={chosen} onChange={(event) => choose(event.target.value)}>
        {BUILT_IN_GAME_IDS.map((game) => (
          <option key={game} value={game}>
            {game}
          </option>
        ))}
      </select>
      {swapping && (
        <>
          <label htmlFor={titleId}>{t('operator.routes.swapTitle', { path })}</label>
          <input
            id={titleId}
            value={title}
            maxLength={80}
            required
            autoComplete="off"
            onChange={(event) => setTitle(event.target.value)}
          />
          <label htmlFor={titleMlId}>{t('operator.routes.swapTitleMl', { path })}</label>
          <input
            id={titleMlId}
            lang="ml"
            value={titleMl}
            maxLength={80}
            required
            autoComplete="off"
            onChange={(event) => setTitleMl(event.target.value)}
          />
        </>
      )}
      <button type="submit" disabled={!swapping || !title.trim() || !titleMl.trim()}>
        {t('operator.routes.swap', { path })}
      </button>
    </form>
  );
}

export function ScheduleForm({
  path,
  days,
  schedule,
  onChange,
  t,
}: {
  path: GameRoutePath;
  days: CampaignManifest['festival']['days'];
  schedule: { opensOn?: number; closesAfter?: number } | undefined;
  onChange: Propose;
  t: T;
}) {
  const opensId = useId();
  const closesId = useId();
  const [opens, setOpens] = useState(String(schedule?.opensOn ?? ''));
  const [closes, setCloses] = useState(String(schedule?.closesAfter ?? ''));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({
      kind: 'schedule',
      route: path,
      ...(opens ? { opensOn: Number(opens) } : {}),
      ...(closes ? { closesAfter: Number(closes) } : {}),
    });
  };
  const options = (
    <>
      <option value="">{t('operator.schedule.none')}</option>
      <DayOptions days={days} t={t} />
    </>
  );
  return (
    <form className={styles.swap} onSubmit={submit}>
      <label htmlFor={opensId}>{t('operator.schedule.opens', { path })}</label>
      <select id={opensId} value={opens} onChange={(event) => setOpens(event.target.value)}>
        {options}
      </select>
      <label htmlFor={closesId}>{t('operator.schedule.closes', { path })}</label>
      <select id={closesId} value={closes} onChange={(event) => setCloses(event.target.value)}>
        {options}
      </select>
      <button type="submit" disabled={!opens && !closes}>
        {t('operator.schedule.set', { path })}
      </button>
      {schedule && (
        <button
          type="button"
          className={styles.secondary}
          onClick={() => onChange({ kind: 'unschedule', route: path })}
        >
          {t('operator.schedule.remove', { path })}
        </button>
      )}
    </form>
  );
}

export function VersionForm({
  remote,
  entry,
  version,
  onChange,
  t,
}: {
  remote: string;
  entry: string;
  version: string;
  onChange: Propose;
  t: T;
}) {
  const id = useId();
  const listId = useId();
  const published = usePublishedVersions(entry, version);
  const [chosen, setChosen] = useState(version);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ kind: 'set-version', remote, version: chosen.trim() });
  };
  return (
    <form className={styles.swap} onSubmit={submit}>
      <label htmlFor={id}>{t('operator.remotes.versionLabel', { remote })}</label>
      <input
        id={id}
        list={listId}
        value={chosen}
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => setChosen(event.target.value)}
      />
      <datalist id={listId}>
        {(published.data ?? []).map((value) => (
          <option key={value} value={value} />
        ))}
      </datalist>
      <button type="submit" disabled={!chosen.trim() || chosen.trim() === version}>
        {t('operator.remotes.use', { remote })}
      </button>
    </form>
  );
}

/** Which game the home page puts first on one festival day, or none. */
export function FeatureForm({
  day,
  featured,
  games,
  onChange,
  t,
}: {
  day: number;
  featured: FeaturablePath | undefined;
  /** The game routes the manifest has, with their titles. */
  games: readonly { path: FeaturablePath; title: string }[];
  onChange: Propose;
  t: T;
}) {
  const id = useId();
  const [chosen, setChosen] = useState<string>(featured ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const route = games.find((game) => game.path === chosen)?.path;
    onChange(route ? { kind: 'feature', day, route } : { kind: 'unfeature', day });
  };
  return (
    <form className={styles.swap} onSubmit={submit}>
      <label htmlFor={id}>{t('operator.featured.label', { day })}</label>
      <select id={id} value={chosen} onChange={(event) => setChosen(event.target.value)}>
        <option value="">{t('operator.featured.none')}</option>
        {games.map((game) => (
          <option key={game.path} value={game.path}>
            {game.title} ({game.path})
          </option>
        ))}
      </select>
      <button type="submit" disabled={chosen === (featured ?? '')}>
        {t('operator.featured.set', { day })}
      </button>
    </form>
  );
}

/**
 * A game the festival did not have, at /play/<id>: its id and the names its tile shows, and where
 * its build is (a remote the campaign has, or a new one with its version's mf-manifest.json). The
 * change is checked like every other before it goes live: its module is loaded and its package's
 * checks run.
 */
export function AddGameForm({
  manifest,
  onChange,
  t,
}: {
  manifest: CampaignManifest;
  onChange: Propose;
  t: T;
}) {
  const ids = {
    id: useId(),
    title: useId(),
    titleMl: useId(),
    remote: useId(),
    version: useId(),
    entry: useId(),
    module: useId(),
  };
  const [fields, setFields] = useState({
    id: '',
    title: '',
    titleMl: '',
    remote: '',
    version: '',
    entry: '',
    module: '',
  });
  const set = (name: keyof typeof fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));
  const known = Object.hasOwn(manifest.remotes, fields.remote.trim());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = (name: keyof typeof fields) => fields[name].trim();
    onChange({
      kind: 'add-game',
      id: value('id'),
      remote: value('remote'),
      version: value('version'),
      title: value('title'),
      ...(value('titleMl') ? { titleMl: value('titleMl') } : {}),
      ...(value('entry') ? { entry: value('entry') } : {}),
      ...(value('module') ? { module: value('module') } : {}),
    });
  };
  const field = (
    name: keyof typeof fields,
    label: string,
    options: { required?: boolean; hint?: string; type?: string } = {},
  ) => (
    <>
      <label htmlFor={ids[name]}>{label}</label>
      <input
        id={ids[name]}
        type={options.type ?? 'text'}
        value={fields[name]}
        required={options.required}
        autoComplete="off"
        spellCheck={false}
        maxLength={name === 'entry' ? 500 : 80}
        onChange={set(name)}
      />
    </>
  );
  return (
    <form className={styles.swap} onSubmit={submit}>
      <p>{t('operator.addGame.intro')}</p>
      {field('id', t('operator.addGame.id'), { required: true })}
      {field('title', t('operator.addGame.title'), { required: true })}
      {field('titleMl', t('operator.addGame.titleMl'))}
      {field('remote', t('operator.addGame.remote'), { required: true })}
      {field('version', t('operator.addGame.version'), { required: true })}
      {field('entry', known ? t('operator.addGame.entryKnown') : t('operator.addGame.entry'), {
        required: !known,
        type: 'url',
      })}
      {field('module', t('operator.addGame.module'))}
      <button type="submit">{t('operator.addGame.submit')}</button>
    </form>
  );
}
