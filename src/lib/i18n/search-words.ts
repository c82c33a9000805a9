/**
 * What the search box and the results page say, per locale. The search code (src/scripts/search.ts)
 * imports it and so loads it on first use: pages carry none of it (every page would otherwise repeat
 * it, for search it may never touch). Punctuation is written full-width, as typeset() would set it.
 */
import type { Locale } from './locales';

const zhHant = {
  jumpToClause: '前往條款 {id}',
  noResults: '找不到「{q}」。',
  noResultsIn: '{game}中找不到「{q}」。',
  noSuchClause: '本規則書沒有條款 {id}。',
  noClauseAnywhere: '沒有任何遊戲有條款 {id}。',
  allResults: '看全部 {count} 筆結果',
  allGames: '在所有遊戲中搜尋（{count} 筆）',
  allGamesUncounted: '在所有遊戲中搜尋',
  searchedWords: '搜尋的是同時含有這些詞的內容：{words}。',
  oneWord: '改為只搜尋其中一個詞：',
  onlyGame: '只搜尋{game}',
  otherGames: '其他遊戲還有 {count} 筆結果',
  clauseHeading: '條款 {id}',
  offline: '目前離線：只搜尋了這部裝置保存的遊戲（{games}）。',
  unreachable: '連不上本站：只搜尋了這部裝置保存的遊戲（{games}）。',
  failed: '連不上本站，無法搜尋。請連上網路後再試。',
};

export type SearchWords = typeof zhHant;

export const SEARCH_WORDS: Record<Locale, SearchWords> = {
  'zh-hant': zhHant,
  ja: {
    jumpToClause: '条項 {id} へ移動',
    noResults: '「{q}」は見つかりませんでした。',
    noResultsIn: '{game}では「{q}」は見つかりませんでした。',
    noSuchClause: 'このルールブックに条項 {id} はありません。',
    noClauseAnywhere: '条項 {id} はどのゲームにもありません。',
    allResults: '全{count}件の結果を見る',
    allGames: 'すべてのゲームで検索（{count}件）',
    allGamesUncounted: 'すべてのゲームで検索',
    searchedWords: 'これらの語をすべて含むものを検索しました：{words}。',
    oneWord: '1語だけで検索：',
    onlyGame: '{game}だけを検索',
    otherGames: 'ほかのゲームにも {count} 件の結果があります',
    clauseHeading: '条項 {id}',
    offline: 'オフライン中：この端末に保存したゲーム（{games}）だけを検索しました。',
    unreachable: 'このサイトにつながりません：この端末に保存したゲーム（{games}）だけを検索しました。',
    failed: 'このサイトにつながらないため検索できません。ネットワークにつないでからもう一度お試しください。',
  },
};
