/**
 * Issue 29, item 5: a card, creature or spell whose id is the name of something every JavaScript
 * object has (`constructor`, `toString`, `__proto__` …) is a card like any other. Every ruling is
 * replayed twice with its ids renamed: once to such names, once to plain ones. The two replays must
 * agree in every line of the transcript and of the sandbox's page at the last step, in both
 * languages, and in the summary, once the names are put back — a lookup that finds `Object.prototype.constructor` for a card called `constructor`
 * (eight copies of a spell allowed where six are, "function Object() { [native code] }" in a log)
 * makes them differ.
 */
import { join } from 'node:path';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { stringify } from 'yaml';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../lib/content/load';
import { clauseExistsIn, loadRulings } from './load';
import type { AnyStateMachine } from 'xstate';
import { checkRuling, replayRuling, RulingInvalid, type CheckedRuling, type Replay } from './replay';
import { transcript } from './transcript';
import { byFlow, type FlowClient } from '../flow';
import { explainRefusal } from '../refusal';
import type { FlowView } from '../island/views';

const content = join(process.cwd(), 'content');
const site = loadSite(content);
const rulings = loadRulings(content, site);

/** Names on Object.prototype. Ruling files and shared links refuse `__proto__` as a key (a schema would drop it), so ids used as keys get the others. */
const AS_KEYS = ['constructor', 'toString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf', 'propertyIsEnumerable', 'toLocaleString', '__defineGetter__', '__lookupGetter__', '__defineSetter__', '__lookupSetter__'];
const ANY = ['__proto__', ...AS_KEYS];

type Json = unknown;
const isObject = (v: Json): v is Record<string, Json> => !!v && typeof v === 'object' && !Array.isArray(v);

/** Every string found under a key named `id` in the setup (cards, units, creatures, spells, mages …). */
function idsOf(value: Json, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => idsOf(v, out));
  else if (isObject(value)) for (const [k, v] of Object.entries(value)) (k === 'id' && typeof v === 'string' ? out.add(v) : idsOf(v, out));
  return out;
}
function keysOf(value: Json, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => keysOf(v, out));
  else if (isObject(value)) for (const [k, v] of Object.entries(value)) { out.add(k); keysOf(v, out); }
  return out;
}
/** An id a machine makes from a setup's id, `wolf-2` for a second piece of that name (masters-and-pieces), renamed with it. */
function derived(id: string, names: Map<string, string>): string | undefined {
  const m = /^(.+)-(\d+)$/.exec(id);
  return m && names.has(m[1]) ? `${names.get(m[1])}-${m[2]}` : undefined;
}
/** The value with every string (and key, and member of a dotted key) equal to an id renamed. */
function renamed(value: Json, names: Map<string, string>): Json {
  if (typeof value === 'string') return names.get(value) ?? derived(value, names) ?? value;
  if (Array.isArray(value)) return value.map((v) => renamed(v, names));
  if (isObject(value)) {
    const out: Record<string, Json> = Object.create(null);
    for (const [k, v] of Object.entries(value)) out[k.split('.').map((part) => names.get(part) ?? derived(part, names) ?? part).join('.')] = renamed(v, names);
    return { ...out };
  }
  return value;
}

const islands = byFlow(import.meta.glob<{ default: FlowClient }>('../../games/*/*/island.tsx', { eager: true }), 'an island', () => true);

/** The sandbox at the ruling's last step, as the page draws it: the position and the choices, in one language. */
function sandbox(checked: CheckedRuling, replay: Replay, locale: 'zh-hant' | 'ja'): string {
  const { machine, View } = islands[checked.flow.id] as unknown as { machine: AnyStateMachine; View: FlowView };
  const snapshot = replay.steps.at(-1)!.snapshot;
  const props = { snapshot, locale, words: { ...checked.flow.words[locale], locale } };
  const choices = { ...props, send: () => {}, position: 'last', why: (e: { type: string }) => (snapshot.can(e) ? null : explainRefusal(machine, snapshot, e)), cites: (c: string[]) => c.map((x) => h('a', {}, x)) };
  return renderToString(h('div', {}, h(View, props), h(View.Choices, choices)));
}

type Outcome = { ok: true; zh: string; ja: string; summary: string; pages: string } | { ok: false; problems: string };
function play(raw: Record<string, Json>, file: string): Outcome {
  try {
    const checked = checkRuling(stringify(raw), file, clauseExistsIn(site));
    const replay = replayRuling(checked);
    const summary = replay.refused ? '' : JSON.stringify(checked.flow.summarize(replay.steps.at(-1)!.snapshot as never));
    // A link to another reading carries the position encoded (share.ts): decoded here, so that the names in it can be put back.
    const pages = (sandbox(checked, replay, 'zh-hant') + sandbox(checked, replay, 'ja')).replace(/\?play=([\w-]+)/g, (_, data: string) => `?play=${Buffer.from(data, 'base64url').toString('utf8')}`);
    return { ok: true, zh: transcript(checked, replay, 'zh-hant'), ja: transcript(checked, replay, 'ja'), summary, pages };
  } catch (error) {
    if (error instanceof RulingInvalid) return { ok: false, problems: error.problems.join('\n') };
    throw error;
  }
}
const putBack = (outcome: Outcome, back: [string, string][]): Outcome => {
  const swap = (text: string) => back.reduce((t, [from, to]) => t.replace(new RegExp(`(?<![A-Za-z0-9_])${from}(?![A-Za-z0-9_])`, 'g'), to), text);
  return outcome.ok ? { ok: true, zh: swap(outcome.zh), ja: swap(outcome.ja), summary: swap(outcome.summary), pages: swap(outcome.pages) } : { ok: false, problems: swap(outcome.problems) };
};

const aroundFirstDifference = (a: string, b: string) => {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return i === a.length && i === b.length ? '' : `…${a.slice(Math.max(0, i - 120), i + 80)}… where the plain names give …${b.slice(Math.max(0, i - 120), i + 80)}…`;
};

describe('an id that is the name of a built-in JavaScript property plays like any other', () => {
  // 五行's cards are an element and a number (木3), checked by its schema: it names nothing by a free id.
  it('the rulings give ids to rename in every game but 五行', () => {
    const games = new Set(rulings.filter((r) => idsOf(r.ruling.setup).size > 0).map((r) => r.ruling.game));
    expect([...games].sort()).toEqual(site.games.map((g) => g.slug).filter((g) => g !== 'wuxing').sort());
  });
  for (const loaded of rulings) {
    const ids = [...idsOf(loaded.ruling.setup)];
    if (!ids.length) continue;
    it(loaded.file, () => {
      const raw = JSON.parse(JSON.stringify(loaded.ruling)) as Record<string, Json>;
      const keys = keysOf(raw);
      const pool = [...ANY];
      const builtin = new Map<string, string>();
      const plain = new Map<string, string>();
      ids.forEach((id, i) => {
        const name = pool.find((n) => !keys.has(id) || AS_KEYS.includes(n));
        if (name) { builtin.set(id, name); pool.splice(pool.indexOf(name), 1); }
        // As long as the built-in name: a board squeezes a long name into its card (textLength).
        plain.set(id, `zq${i}`.padEnd(Math.max(name?.length ?? 0, 4), 'x'));
      });
      const back = [...builtin].map(([id, name]) => [name, plain.get(id)!] as [string, string]);
      const file = `content/rulings/${loaded.ruling.game}/${loaded.ruling.id}.yaml`;
      const withBuiltins = putBack(play(renamed(raw, builtin) as Record<string, Json>, file), back);
      const withPlain = play(renamed(raw, new Map([...plain].filter(([id]) => builtin.has(id)))) as Record<string, Json>, file);
      // Pages are long: the first place they differ is shown.
      const differs = withBuiltins.ok && withPlain.ok ? aroundFirstDifference(withBuiltins.pages, withPlain.pages) : '';
      if (differs) throw new Error(`the sandbox's page differs: ${differs}`);
      expect(withBuiltins).toEqual(withPlain);
    });
  }
});
