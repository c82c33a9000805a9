/**
 * Every string the interface shows, one table per locale. The zh-hant table types the others:
 * a key missing from a translation is a type error.
 */
import type { Locale } from './locales';
import { typeset } from '../typeset';

const zhHant = {
  siteName: '卡牌遊戲規則參考',
  siteTagline: '五款桌上卡牌遊戲的完整規則,以繁體中文與日本語對照,每一條款皆可連結。',
  skipToContent: '跳至正文',
  languageSwitcher: '語言',
  readIn: '以繁體中文閱讀',
  gamesHeading: '遊戲',
  rulebook: '規則書',
  compare: '中日對照',
  glossary: '詞彙表',
  contents: '目錄',
  edition: '版本',
  textFollows: '本文依據:',
  editionNote: '({edition} 版)',
  restatedNotice: '本站以自己的文字重述規則,保留原文的每個數字、順序與條件;原文有誤或未載明之處,以「編者註」標示本站採取的解讀。',
  permalinkTo: '條款 {id} 的固定連結',
  copyLink: '複製連結',
  copyLinkTo: '複製條款 {id} 的連結',
  linkCopied: '已複製連結',
  copyFailed: '無法複製;請手動複製網址列',
  editorNote: '編者註',
  siteReading: '本站解讀:',
  readInRulebook: '在規則書中閱讀條款 {id}',
  preview: '條款 {id} 預覽',
  search: '搜尋',
  searchLabel: '搜尋規則',
  searchPlaceholder: '關鍵字或條款編號',
  searchHeading: '搜尋結果',
  searchNeedsScript: '搜尋需要 JavaScript。不使用時,請由目錄或詞彙表查找條款。',
  searchNoResults: '找不到「{q}」。',
  searchLoading: '搜尋中…',
  jumpToClause: '前往條款 {id}',
  term: '用語',
  otherLanguageTerm: '日文',
  definition: '定義',
  definedIn: '定義條款',
  clause: '條款',
  redirecting: '正在前往條款 {id}…',
  redirectLink: '若未自動前往,請點此開啟條款 {id}。',
  cycleTitle: '五行相生相剋圖',
  cycleDescription: '外圈實線箭頭為相生:金生水、水生木、木生火、火生土、土生金。內側星形虛線箭頭為相剋:金剋木、木剋土、土剋水、水剋火、火剋金。',
  sheng: '相生',
  ke: '相剋',
  elements: { metal: '金', wood: '木', water: '水', fire: '火', earth: '土' },
  footer: '規則內容之著作權屬各遊戲之原作者。本站為玩家與裁判製作的非官方參考。',
  api: '資料 API',
  notFound: '找不到此頁面',
  notFoundBody: '此網址沒有頁面。請由首頁重新選擇遊戲與語言。',
  home: '首頁',
  sandbox: '沙盒',
  sandboxStep: '步驟 {n} / {total}',
  sandboxReset: '回到開頭',
  sandboxBack: '上一步',
  sandboxForward: '下一步',
  sandboxCopy: '複製此步驟的連結',
  sandboxChoices: '此步驟可選的動作',
  sandboxLog: '經過',
  sandboxState: '局面',
  sandboxStart: '開始',
  sandboxKeys: '可用鍵盤操作:← 上一步,→ 下一步,Home 回到開頭,End 到最後。',
  sandboxCustom: '你已偏離範例的步驟;連結會記錄你的下法。',
  sandboxInvalidUrl: '此連結中的沙盒狀態無法讀取({reason}),已改為顯示範例的開頭。',
  sandboxRefused: '此連結中的步驟不符合規則({reason}),已顯示可重現的最後一步。',
  sandboxNeedsScript: '逐步操作需要 JavaScript;以下為完整經過與最終局面。',
  rulings: '裁定範例',
  rulingsIntro: '每個範例都由沙盒實際執行;測試會重播每一個範例並核對其結果。',
  rulingSetup: '初始局面',
  rulingSteps: '步驟',
  rulingExpect: '預期結果',
  rulingClauses: '相關條款',
  modelledIn: '於沙盒中模擬',
  rulingsCiting: '引用此條款的裁定範例',
  flowDiagram: '流程圖',
  openSandbox: '開啟沙盒',
};

export type UiStrings = typeof zhHant;

const ja: UiStrings = {
  siteName: 'カードゲーム ルールリファレンス',
  siteTagline: '5つのテーブルカードゲームの完全なルールを、繁體中文と日本語で。すべての条項にリンクできます。',
  skipToContent: '本文へ移動',
  languageSwitcher: '言語',
  readIn: '日本語で読む',
  gamesHeading: 'ゲーム',
  rulebook: 'ルールブック',
  compare: '中日対照',
  glossary: '用語集',
  contents: '目次',
  edition: '版',
  textFollows: '原典:',
  editionNote: '({edition}版)',
  restatedNotice: '当サイトはルールを独自の文章で書き直しています。原典の数値・順序・条件はすべて保持し、原典の誤りや記載のない点には「編集注」で当サイトの解釈を示します。',
  permalinkTo: '条項 {id} の固定リンク',
  copyLink: 'リンクをコピー',
  copyLinkTo: '条項 {id} のリンクをコピー',
  linkCopied: 'リンクをコピーしました',
  copyFailed: 'コピーできませんでした。アドレスバーからコピーしてください',
  editorNote: '編集注',
  siteReading: '当サイトの解釈:',
  readInRulebook: 'ルールブックで条項 {id} を読む',
  preview: '条項 {id} のプレビュー',
  search: '検索',
  searchLabel: 'ルールを検索',
  searchPlaceholder: 'キーワードまたは条項番号',
  searchHeading: '検索結果',
  searchNeedsScript: '検索には JavaScript が必要です。使わない場合は目次か用語集から条項を探してください。',
  searchNoResults: '「{q}」は見つかりませんでした。',
  searchLoading: '検索中…',
  jumpToClause: '条項 {id} へ移動',
  term: '用語',
  otherLanguageTerm: '中国語',
  definition: '定義',
  definedIn: '定義条項',
  clause: '条項',
  redirecting: '条項 {id} へ移動しています…',
  redirectLink: '自動で移動しない場合は、ここをクリックして条項 {id} を開いてください。',
  cycleTitle: '五行の相生・相剋図',
  cycleDescription: '外周の実線の矢印は相生:金生水、水生木、木生火、火生土、土生金。内側の星形の破線の矢印は相剋:金剋木、木剋土、土剋水、水剋火、火剋金。',
  sheng: '相生',
  ke: '相剋',
  elements: { metal: '金', wood: '木', water: '水', fire: '火', earth: '土' },
  footer: 'ルールの著作権は各ゲームの原作者に帰属します。当サイトはプレイヤーとジャッジのための非公式リファレンスです。',
  api: 'データ API',
  notFound: 'ページが見つかりません',
  notFoundBody: 'この URL にはページがありません。トップページからゲームと言語を選び直してください。',
  home: 'トップ',
  sandbox: 'サンドボックス',
  sandboxStep: 'ステップ {n} / {total}',
  sandboxReset: '最初に戻る',
  sandboxBack: '前へ',
  sandboxForward: '次へ',
  sandboxCopy: 'このステップのリンクをコピー',
  sandboxChoices: 'このステップで選べる操作',
  sandboxLog: '経過',
  sandboxState: '局面',
  sandboxStart: '開始',
  sandboxKeys: 'キーボード操作:← 前へ、→ 次へ、Home 最初へ、End 最後へ。',
  sandboxCustom: '例の手順から外れています。リンクにはあなたの手順が記録されます。',
  sandboxInvalidUrl: 'このリンクのサンドボックスの状態を読み取れません({reason})。例の最初を表示しています。',
  sandboxRefused: 'このリンクの手順はルールに合いません({reason})。再現できる最後のステップを表示しています。',
  sandboxNeedsScript: 'ステップ操作には JavaScript が必要です。以下は全経過と最終局面です。',
  rulings: '裁定例',
  rulingsIntro: 'どの例もサンドボックスで実際に実行されます。テストはすべての例を再生し、結果を照合します。',
  rulingSetup: '初期局面',
  rulingSteps: '手順',
  rulingExpect: '期待される結果',
  rulingClauses: '関連条項',
  modelledIn: 'サンドボックスで再現',
  rulingsCiting: 'この条項を引く裁定例',
  flowDiagram: 'フロー図',
  openSandbox: 'サンドボックスを開く',
};

/** The tables as shown: CJK punctuation set full-width (see typeset). */
function typesetTable<T>(table: T): T {
  return JSON.parse(JSON.stringify(table), (_key, value) => (typeof value === 'string' ? typeset(value) : value));
}

export const UI: Record<Locale, UiStrings> = { 'zh-hant': typesetTable(zhHant), ja: typesetTable(ja) };

type StringKey = { [K in keyof UiStrings]: UiStrings[K] extends string ? K : never }[keyof UiStrings];

/** `t('ja', 'jumpToClause', { id: '2-4.3a' })` → `条項 2-4.3a へ移動` */
export function t(locale: Locale, key: StringKey, values: Record<string, string> = {}): string {
  return typeset((UI[locale][key] as string).replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`));
}

const SANDBOX_KEYS = ['sandbox', 'sandboxStep', 'sandboxReset', 'sandboxBack', 'sandboxForward', 'sandboxCopy', 'sandboxChoices', 'sandboxLog', 'sandboxState', 'sandboxStart', 'sandboxKeys', 'sandboxCustom', 'sandboxInvalidUrl', 'sandboxRefused'] as const;
export type SandboxStrings = Pick<UiStrings, (typeof SANDBOX_KEYS)[number]>;

/** The strings the sandbox island needs, passed to it as a prop so it ships no string tables. */
export function sandboxStrings(locale: Locale): SandboxStrings {
  return Object.fromEntries(SANDBOX_KEYS.map((k) => [k, UI[locale][k]])) as SandboxStrings;
}
