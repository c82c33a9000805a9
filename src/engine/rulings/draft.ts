/**
 * A ruling file drafted from a line played in a sandbox ("save as a ruling"): the position, every
 * event with an empty note per locale, the clauses the steps cited, and the sandbox's own summary
 * of the position reached as `expect`, which the writer must check against the rules. The draft
 * replays as it is; what is left to write (title, summary, notes) the ruling command lists, and a
 * committed ruling may not leave any of it (rulings.test.ts).
 *
 * Values are written as JSON, which YAML 1.2 reads as it is (the project's rulings do the same), one
 * expected item per line so a writer can strike the ones the ruling is not about. Pure and small:
 * the browser loads it only when a reader asks for a draft.
 */
import { LOCALES, type Locale } from '../../lib/i18n/locales';

/** What a draft's title and summary say until the writer replaces them (per locale, as written in the file). */
export const TO_WRITE: Record<Locale, { title: string; summary: string }> = {
  'zh-hant': { title: '（待寫：標題）', summary: '（待寫：這則裁定說明什麼）' },
  ja: { title: '（要記入：タイトル）', summary: '（要記入：この裁定例が示すこと）' },
};

/** The draft's comments, in the language of the page it was saved from. */
const COMMENTS: Record<Locale, { head: string[]; expect: string[]; practice: string[] }> = {
  'zh-hant': {
    head: [
      '由沙盒匯出的裁定範例草稿。',
      '存成 content/rulings/{game}/<名稱>.yaml，並把 id 改成同一個 <名稱>（小寫英文字母、數字與 -）。',
      '寫好兩種語言的標題（title）、說明（summary）與每一步的註解（note，不需要的可整段刪去）。',
      '以 npm run -s ruling -- content/rulings/{game}/<名稱>.yaml 重播並檢查。',
    ],
    expect: ['以下為沙盒在這一步對局面的摘要，不是裁定：請逐項對照規則確認，', '只留下這則裁定要說明的項目。'],
    practice: [
      '練習題（選填）：讀者在裁判練習頁作答，機器依重播檢查每個答案。要出題，刪去下面各行開頭的「# 」並填寫；格式見「如何撰寫裁定範例」。',
      'practice:',
      '  step: {step}            # 問第幾步的事件（從 1 算起；預設為最後一步）',
      '  kind: next          # next：接下來會怎樣；allowed：這樣可以嗎；value：這一步之後的數值',
      '  difficulty: 1       # 1 入門、2 進階、3 高階',
      '  question: { zh-hant: "", ja: "" }',
      '  answers:            # 3 或 4 個，恰好 1 個正確',
      '    - text: { zh-hant: "", ja: "" }',
      '      right: true',
      '      expect: { }      # 或 allowed: true，或 refused: [條文]，或 state、logs',
      '      clauses: []      # 決定它的條文',
      '    - text: { zh-hant: "", ja: "" }',
      '      expect: { }      # 重播不會給出的結果',
      '      clauses: []      # 排除它的條文',
      '      why: { zh-hant: "", ja: "" }',
    ],
  },
  ja: {
    head: [
      'サンドボックスから書き出した裁定例の下書き。',
      'content/rulings/{game}/<名前>.yaml として保存し、id を同じ <名前>（英小文字・数字・-）に変える。',
      '両言語のタイトル（title）・説明（summary）と各ステップの注（note、不要なら丸ごと消してよい）を書く。',
      'npm run -s ruling -- content/rulings/{game}/<名前>.yaml --locale ja で再生して確かめる（メッセージも日本語）。',
    ],
    expect: ['以下はこのステップの局面をサンドボックスがまとめたもので、裁定ではない。', '一項目ずつルールと照らして確かめ、この裁定例で示す項目だけを残す。'],
    practice: [
      '練習問題（任意）：読者が審判の練習ページで答え、機械が再生で各選択肢を確かめる。出題するなら、下の各行の先頭の「# 」を消して書き込む。書式は「裁定例の書き方」。',
      'practice:',
      '  step: {step}            # 問うステップ（1から数える。既定は最後のステップ）',
      '  kind: next          # next：次にどうなるか、allowed：これはできるか、value：このステップの後の値',
      '  difficulty: 1       # 1 初級、2 中級、3 上級',
      '  question: { zh-hant: "", ja: "" }',
      '  answers:            # 3つか4つ、正解はちょうど1つ',
      '    - text: { zh-hant: "", ja: "" }',
      '      right: true',
      '      expect: { }      # または allowed: true、refused: [条項]、state、logs',
      '      clauses: []      # 答えを決める条項',
      '    - text: { zh-hant: "", ja: "" }',
      '      expect: { }      # 再生では起きない結果',
      '      clauses: []      # これを否定する条項',
      '      why: { zh-hant: "", ja: "" }',
    ],
  },
};

/** JSON with a space after `,` and `:` outside strings, as the project's ruling files write it. */
export function json(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(json).join(', ')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => `${JSON.stringify(k)}: ${json(v)}`)
      .join(', ')}}`;
  }
  return JSON.stringify(value ?? null);
}

export interface DraftInput {
  game: string;
  flow: string;
  /** The starting position as written (the setup schema's input). */
  setup: unknown;
  events: { type: string }[];
  /** The clauses the steps cited, in order (each once). */
  clauses: string[];
  /** The flow's summary of the position after the last event. */
  summary: Record<string, unknown>;
  /** The page's language: the comments are written in it. */
  locale: Locale;
  /** When it was saved: names the draft (`<flow>-<date>-<time>`). */
  at: Date;
}

/** The draft's id: the flow's name and the time it was saved, e.g. `turn-20261123-1502`. */
export function draftId(flow: string, at: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${flow.split('.').pop()}-${at.getFullYear()}${two(at.getMonth() + 1)}${two(at.getDate())}-${two(at.getHours())}${two(at.getMinutes())}`;
}

/** The ruling file's text. */
export function rulingDraft(input: DraftInput): string {
  const said = COMMENTS[input.locale];
  const comment = (lines: string[], indent = '') => lines.map((l) => `${indent}# ${l.replaceAll('{game}', input.game)}\n`).join('');
  const perLocale = (indent: string, text: (l: Locale) => string) => LOCALES.map((l) => `${indent}${l}: ${JSON.stringify(text(l))}\n`).join('');
  const steps = input.events.map((event) => `- event: ${json(event)}\n  note:\n${perLocale('    ', () => '')}`).join('');
  const expect = Object.entries(input.summary)
    .filter(([, v]) => v !== undefined)
    .map(([key, value]) => `  ${key}: ${json(value)}\n`)
    .join('');
  return [
    comment(said.head),
    `id: ${draftId(input.flow, input.at)}\n`,
    `game: ${input.game}\n`,
    `flow: ${input.flow}\n`,
    `title:\n${perLocale('  ', (l) => TO_WRITE[l].title)}`,
    `summary:\n${perLocale('  ', (l) => TO_WRITE[l].summary)}`,
    `clauses: ${json(input.clauses)}\n`,
    `setup: ${json(input.setup)}\n`,
    input.events.length ? `steps:\n${steps}` : 'steps: []\n',
    // A practice question to fill, commented out: the draft replays as it is.
    comment(said.practice.map((l) => l.replace('{step}', String(input.events.length)))),
    comment(said.expect),
    `expect:\n${expect}`,
  ].join('');
}

/** What a ruling still leaves to write: a draft's title or summary, or an empty note (`['steps', 1, 'note', 'ja']`: step 2's, counted from 0 as the file's list; the command says it in words, messages.ts fileField). */
export function leftToWrite(ruling: { title: Record<string, string>; summary: Record<string, string>; steps: { note?: Record<string, string> }[] }): (string | number)[][] {
  const out: (string | number)[][] = [];
  for (const l of LOCALES) {
    if (ruling.title[l] === TO_WRITE[l].title) out.push(['title', l]);
    if (ruling.summary[l] === TO_WRITE[l].summary) out.push(['summary', l]);
  }
  ruling.steps.forEach((step, i) => {
    for (const l of LOCALES) if (step.note && !step.note[l].trim()) out.push(['steps', i, 'note', l]);
  });
  return out;
}

/** The clauses a line's steps cited, each once, in the order cited. */
export const citedIn = (steps: { entries: { clauses: string[] }[] }[]): string[] => [...new Set(steps.flatMap((s) => s.entries.flatMap((e) => e.clauses)))];
