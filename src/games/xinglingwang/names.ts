/**
 * What readers call the units and cards of the example positions. Files and URLs keep the short
 * ids (`lancer`, `pawn-3`); pages show these names in their own language (the words' `name`
 * table, looked up as `{unit|name}`). The cards are the site's own examples, not printed cards.
 */
import type { Locale } from '../../lib/i18n/locales';
import { copiesInGame, POOL_IDS } from './prepare/rules';
import { own } from '../../lib/own';

type Name = Record<Locale, string>;
const n = (zhHant: string, ja: string): Name => ({ 'zh-hant': zhHant, ja });

/** Named one by one. */
const NAMED: Record<string, Name> = {
  archer: n('弓兵', '弓兵'), breaker: n('破甲兵', '破甲兵'), crow: n('烏鴉', 'カラス'), dragon: n('龍', 'ドラゴン'),
  elm: n('榆樹人', 'ニレの木人'), falcon: n('獵鷹', 'ハヤブサ'), fern: n('蕨精', 'シダの精'), first: n('先鋒', '先鋒'),
  g1: n('守衛甲', '守衛甲'), ghost: n('幽靈兵', '幽霊兵'), glider: n('滑翔兵', '滑空兵'), g3: n('守衛丙', '守衛丙'), golem: n('魔像', 'ゴーレム'), guard: n('守衛', '守衛'),
  hermit: n('隱士', '隠者'), knight: n('騎士', '騎士'), lancer: n('槍兵', '槍兵'), mecha: n('機甲兵', '機甲兵'),
  monk: n('僧侶', '僧侶'), oak: n('橡樹人', 'カシの木人'), page: n('見習騎士', '見習い騎士'), porter: n('搬運工', '運び屋'),
  raider: n('突擊兵', '突撃兵'), raven: n('渡鴉', 'ワタリガラス'), sage: n('賢者', '賢者'), sapper: n('工兵', '工兵'),
  scout: n('斥候', '斥候'), second: n('次鋒', '次鋒'), seer: n('先知', '予言者'), sentry: n('哨兵', '歩哨'),
  skater: n('滑行兵', 'スライド兵'), squire: n('侍從', '従者'), thief: n('盜賊', '盗賊'), tired: n('疲兵', '疲れた兵'),
  titan: n('巨人', '巨人'), toad: n('毒蟾', '毒ガエル'), viper: n('毒蛇', '毒蛇'), wall: n('城牆', '城壁'), wolf: n('狼', '狼'),
  bastion: n('堡壘兵', '砦兵'), brute: n('蠻兵', '蛮兵'), captive: n('囚徒', '囚人'), ember: n('餘燼', '残り火'), ogre: n('食人魔', 'オーガ'),
  shield: n('盾衛', '盾兵'), stone: n('石像', '石像'), wisp: n('鬼火', '鬼火'),
  // 十五 6 類 and the resistances (keywords.ts)
  wagon: n('馬車', '馬車'), wraith: n('怨靈', '怨霊'), shade: n('陰影', '影'), husk: n('空殼', '抜け殻'), colossus: n('巨像', '巨像'), ram: n('破城槌', '破城槌'),
  gear: n('齒輪兵', '歯車兵'), leech: n('寄生蟲', '寄生虫'), maw: n('吞噬獸', '捕食獣'),
  // Magic cards (they only fill a hand or a deck in these sandboxes).
  bolt: n('雷擊', '雷撃'), flare: n('烈焰', '烈火'), frost: n('寒霜', '霜'), gale: n('疾風', '疾風'), hex: n('詛咒', '呪い'),
  mist: n('迷霧', '霧'), omen: n('預兆', '予兆'), rune: n('符文', 'ルーン'), sigil: n('印記', '印章'), storm: n('風暴', '嵐'),
  veil: n('帷幕', '帳'), ward: n('結界', '結界'), comet: n('彗星', '彗星'),
  aegis: n('聖盾', '聖盾'), feast: n('盛宴', '饗宴'), smoke: n('煙幕', '煙幕'), purge: n('肅清', '粛清'),
};

/** Named by number or letter: `pawn-3` 步兵 3, `traveller-2` 小旅人 2 / 小さな旅人2 (the rulebooks' terms; a card from the forest, not a token), `spell-a` 魔法 A, `charm-b` 符咒 B. */
const SERIES: { prefix: string; name: (k: string) => Name; keys: string[] }[] = [
  { prefix: 'pawn-', name: (k) => n(`步兵 ${k}`, `歩兵${k}`), keys: numbers(20) },
  { prefix: 'traveller-', name: (k) => n(`小旅人 ${k}`, `小さな旅人${k}`), keys: numbers(20) },
  { prefix: 'spell-', name: (k) => n(`魔法 ${k.toUpperCase()}`, `魔法${k.toUpperCase()}`), keys: letters(8) },
  { prefix: 'charm-', name: (k) => n(`符咒 ${k.toUpperCase()}`, `呪符${k.toUpperCase()}`), keys: letters(8) },
];

/** A pool card's n-th copy in one game's decks, `bolt-2` 雷擊 2 / 雷撃2 (prepare/rules.ts `idsInPlay`): 超載 copies, or one card in both decks. */
const COPIES = new Map<string, { base: string; k: string }>(POOL_IDS.flatMap((base) => numbers(copiesInGame(base)).slice(1).map((k) => [`${base}-${k}`, { base, k }] as const)));

function numbers(count: number) {
  return Array.from({ length: count }, (_, i) => String(i + 1));
}
function letters(count: number) {
  return Array.from({ length: count }, (_, i) => String.fromCharCode(97 + i));
}

/** A unit's or card's name, or undefined for an id the site has not named (a reader's own position). */
export function nameOf(id: string, locale: Locale): string | undefined {
  const named = own(NAMED, id);
  if (named) return named[locale];
  const copy = COPIES.get(id);
  if (copy) return locale === 'ja' ? `${NAMED[copy.base].ja}${copy.k}` : `${NAMED[copy.base]['zh-hant']} ${copy.k}`;
  for (const series of SERIES) {
    const key = id.startsWith(series.prefix) ? id.slice(series.prefix.length) : '';
    if (series.keys.includes(key)) return series.name(key)[locale];
  }
  return undefined;
}

/** Every name, as the words' `name` table for one locale (each series up to 20 numbers or 8 letters, and the pool's copies). */
export function nameTable(locale: Locale): Record<string, string> {
  const ids = [...Object.keys(NAMED), ...SERIES.flatMap((s) => s.keys.map((k) => s.prefix + k)), ...COPIES.keys()];
  return Object.fromEntries(ids.map((id) => [id, nameOf(id, locale)!]));
}
