/**
 * The practice pages' script: one question at a time, answered in a form whose result is said in a
 * status line and shown on the answers; "next" at random among the questions not yet answered right
 * (by the page's section and difficulty), a run of 10 with a score and the missed ones; progress on
 * the device (localStorage), clearable. A game's page holds its questions; the page of every game
 * sends the reader to a question on its game's page, and offline only to the games kept on this
 * device in its language (the others' pages are not stored; src/offline/list.ts). Small: a reading
 * page with a form.
 */
type Entry = [game: string, id: string, difficulty: number, sections: string, label: string];
interface Run {
  keys: string[];
  at: number;
  results: Record<string, boolean>;
}

const PROGRESS = 'practice:progress';
const RUN = 'practice:run';
const RUN_LENGTH = 10;

const read = <T>(key: string, fallback: T): T => {
  try {
    return (JSON.parse(localStorage.getItem(key) ?? 'null') as T) ?? fallback;
  } catch {
    return fallback;
  }
};
const write = (key: string, value: unknown) => {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage refused (private mode, full): the page still answers, without remembering.
  }
};
const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));
const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)];
const shuffle = <T>(items: T[]): T[] => items.map((v) => [Math.random(), v] as const).sort((a, b) => a[0] - b[0]).map(([, v]) => v);

export function startPractice(): void {
  const bar = document.querySelector<HTMLFormElement>('[data-practice-bar]');
  if (!bar) return;
  const index = JSON.parse(bar.dataset.index!) as Entry[];
  const words = JSON.parse(bar.dataset.words!) as Record<string, string>;
  const game = bar.dataset.game;
  const keyOf = (e: Entry) => `${e[0]}/${e[1]}`;
  const urlOf = (key: string) => {
    const [g, id] = key.split('/');
    return `${bar.dataset.url!.replace('{game}', g)}?q=${encodeURIComponent(id)}`;
  };
  const sections = new Map<string, HTMLElement>();
  for (const el of document.querySelectorAll<HTMLElement>('[data-q]')) sections.set(el.dataset.q!, el);
  const status = bar.querySelector<HTMLElement>('[data-progress]')!;
  const runEnd = bar.querySelector<HTMLElement>('[data-run-end]')!;
  const offlineNote = bar.querySelector<HTMLElement>('[data-offline-note]')!;
  /** Offline on the page of every game: the games kept on this device in its language, the only ones whose questions open. */
  let kept: string[] | undefined;
  const field = (name: string) => (bar.elements.namedItem(name) as HTMLSelectElement | null)?.value ?? '';

  /** The questions the page's choices select. */
  const scope = () =>
    index.filter((e) => (!kept || kept.includes(e[0])) && (!game || e[0] === game) && (!field('game') || e[0] === field('game')) && (!field('difficulty') || String(e[2]) === field('difficulty')) && (!field('section') || e[3].split(' ').includes(field('section'))));

  const showProgress = () => {
    const progress = read<Record<string, boolean>>(PROGRESS, {});
    const inScope = scope();
    const right = inScope.filter((e) => progress[keyOf(e)] === true).length;
    const wrong = inScope.filter((e) => progress[keyOf(e)] === false).length;
    status.textContent = inScope.length ? fill(words.progress, { right, wrong, n: inScope.length }) : words.noneMatch;
  };

  /** Whether the page of every game can ask only the kept games now (offline), and says so. */
  const checkKept = async () => {
    if (game || navigator.onLine) kept = undefined;
    else {
      const { readKept, keptIn } = await import('../offline/names');
      const locale = bar.dataset.locale!;
      kept = (await readKept().catch(() => [])).filter((k) => keptIn(k, locale)).map((k) => k.game);
    }
    const choices = bar.querySelectorAll<HTMLOptionElement>('select[name="game"] option[value]:not([value=""])');
    for (const option of choices) {
      option.disabled = !!kept && !kept.includes(option.value);
      if (option.disabled && option.selected) (option.parentElement as HTMLSelectElement).value = '';
    }
    const names = [...choices].filter((o) => kept?.includes(o.value)).map((o) => o.textContent);
    offlineNote.textContent = !kept ? '' : kept.length ? fill(words.offlineKept, { games: names.join('、') }) : words.offlineNone;
    offlineNote.hidden = !kept;
    showProgress();
  };

  /** Goes to a question: on this page, shown alone and unanswered; on another game's page, by loading it. */
  const go = (key: string, focus = true) => {
    const section = sections.get(key);
    if (!section) {
      location.href = urlOf(key);
      return;
    }
    for (const [k, el] of sections) el.hidden = k !== key;
    reset(section);
    history.replaceState(null, '', `${location.pathname}?q=${encodeURIComponent(key.split('/')[1])}`);
    runEnd.hidden = true;
    const heading = section.querySelector<HTMLElement>('h2')!;
    heading.tabIndex = -1;
    if (focus) heading.focus();
  };

  const randomNext = (except?: string, focus = true) => {
    const progress = read<Record<string, boolean>>(PROGRESS, {});
    const inScope = scope().map(keyOf).filter((k) => k !== except);
    const open = inScope.filter((k) => progress[k] !== true);
    if (!inScope.length) {
      status.textContent = words.noneMatch;
      return;
    }
    if (!open.length) status.textContent = words.allRight;
    go(pick(open.length ? open : inScope), focus);
  };

  const run = () => read<Run | null>(RUN, null);

  const next = (current: string) => {
    const r = run();
    if (r && r.keys[r.at] === current) {
      r.at += 1;
      write(RUN, r);
      if (r.at < r.keys.length) go(r.keys[r.at]);
      else endRun(r);
      return;
    }
    randomNext(current);
  };

  const endRun = (r: Run) => {
    const right = r.keys.filter((k) => r.results[k]).length;
    const missed = r.keys.filter((k) => !r.results[k]);
    runEnd.replaceChildren();
    const p = document.createElement('p');
    p.textContent = fill(words.runEnd, { right, of: r.keys.length });
    runEnd.append(p);
    const q = document.createElement('p');
    q.textContent = missed.length ? words.runMissed : words.runNone;
    runEnd.append(q);
    if (missed.length) {
      const list = document.createElement('ul');
      for (const key of missed) {
        const li = document.createElement('li');
        const a = document.createElement('a');
        a.href = urlOf(key);
        a.textContent = index.find((e) => keyOf(e) === key)?.[4] ?? key;
        li.append(a);
        list.append(li);
      }
      runEnd.append(list);
    }
    write(RUN, null);
    for (const el of sections.values()) el.hidden = true;
    runEnd.hidden = false;
    runEnd.focus();
  };

  const reset = (section: HTMLElement) => {
    const form = section.querySelector<HTMLFormElement>('[data-answer-form]')!;
    form.reset();
    delete section.dataset.answered;
    for (const mark of section.querySelectorAll<HTMLElement>('[data-mark]')) mark.textContent = '';
    for (const label of section.querySelectorAll<HTMLElement>('[data-choice]')) delete label.dataset.is;
    section.querySelector<HTMLElement>('[data-result]')!.textContent = '';
    section.querySelector<HTMLDetailsElement>('[data-explain]')!.open = false;
    section.querySelector<HTMLElement>('[data-next-row]')!.hidden = true;
    const r = run();
    const button = section.querySelector<HTMLButtonElement>('[data-next]')!;
    const at = r ? r.keys.indexOf(section.dataset.q!) : -1;
    // In a run: the question it leads to, or on its last question the score.
    button.textContent = !r || at < 0 ? words.next : at + 1 < r.keys.length ? `${words.next}（${fill(words.runAt, { at: at + 2, of: r.keys.length })}）` : fill(words.runScore, { of: r.keys.length });
  };

  for (const [key, section] of sections) {
    const form = section.querySelector<HTMLFormElement>('[data-answer-form]')!;
    section.querySelector<HTMLElement>('[data-act]')!.hidden = false;
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const result = section.querySelector<HTMLElement>('[data-result]')!;
      const chosen = form.querySelector<HTMLInputElement>('input:checked');
      if (!chosen) {
        result.textContent = words.chooseFirst;
        return;
      }
      const right = Number(section.dataset.right);
      const isRight = Number(chosen.value) === right;
      const letter = String.fromCharCode(65 + right);
      for (const label of section.querySelectorAll<HTMLElement>('[data-choice]')) {
        const n = Number(label.dataset.choice);
        const mark = label.querySelector<HTMLElement>('[data-mark]')!;
        label.dataset.is = n === right ? 'right' : n === Number(chosen.value) ? 'wrong' : '';
        mark.textContent = [n === Number(chosen.value) ? words.yourChoice : '', n === right ? words.theRight : ''].filter(Boolean).join('・');
      }
      result.textContent = isRight ? words.right : fill(words.wrong, { letter });
      section.dataset.answered = isRight ? 'right' : 'wrong';
      section.querySelector<HTMLDetailsElement>('[data-explain]')!.open = true;
      const progress = read<Record<string, boolean>>(PROGRESS, {});
      progress[key] = isRight;
      write(PROGRESS, progress);
      const r = run();
      if (r && r.keys[r.at] === key && !(key in r.results)) {
        r.results[key] = isRight;
        write(RUN, r);
      }
      section.querySelector<HTMLElement>('[data-next-row]')!.hidden = false;
      showProgress();
    });
    section.querySelector('[data-next]')!.addEventListener('click', () => next(key));
  }

  bar.hidden = false;
  bar.addEventListener('change', showProgress);
  if (!game) {
    for (const event of ['online', 'offline']) addEventListener(event, () => void checkKept());
    void checkKept();
  }
  bar.querySelector('[data-random]')!.addEventListener('click', () => {
    write(RUN, null);
    randomNext();
  });
  bar.querySelector('[data-run]')!.addEventListener('click', () => {
    const progress = read<Record<string, boolean>>(PROGRESS, {});
    const keys = scope().map(keyOf);
    // Those not yet answered right first, then the others: 10, or as many as there are.
    const ordered = [...shuffle(keys.filter((k) => progress[k] !== true)), ...shuffle(keys.filter((k) => progress[k] === true))].slice(0, RUN_LENGTH);
    if (!ordered.length) return showProgress();
    write(RUN, { keys: ordered, at: 0, results: {} } satisfies Run);
    go(ordered[0]);
  });
  bar.querySelector('[data-clear]')!.addEventListener('click', () => {
    write(PROGRESS, null);
    write(RUN, null);
    showProgress();
    status.textContent = `${words.cleared} ${status.textContent}`;
  });
  showProgress();

  // The question to show: the one the URL names (opened unanswered), else the run's, else one at random.
  if (!sections.size) return;
  const asked = new URLSearchParams(location.search).get('q');
  const r = run();
  const named = asked && game ? `${game}/${asked}` : undefined;
  if (named && sections.has(named)) go(named, false);
  else if (r && sections.has(r.keys[r.at])) go(r.keys[r.at], false);
  else randomNext(undefined, false);
}
