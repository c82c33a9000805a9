/**
 * What readers call the characters and tactic cards of the example positions. The source defines no
 * card's numbers; it names characters only as examples of races (7-6) and two tactic cards in 9-3
 * (奧義‧念力封鎖, 月之草). The numbers, and the other cards, are the site's examples. Files and URLs
 * keep the short ids (`aida`); pages show these names in their own language (the words' `name` table),
 * one name a card on every page of a language: a ja page says 奥義・念力封鎖 and アイダ in the
 * sandbox, the rulings and the rulebook alike (names.test.ts).
 */
import type { Locale } from '../../lib/i18n/locales';

const n = (zhHant: string, ja: string) => ({ 'zh-hant': zhHant, ja });

const CHARACTERS: Record<string, Record<Locale, string>> = {
  // The source's own example names (7-3, 7-6): in zh-hant as it writes them; in ja, as the ja rulebook writes them, a name
  // that renders a sound in katakana (艾妲 アイダ, 沃斯 ヴォス), one that means something in Japanese kanji (獣王, 紅翼).
  aida: n('艾妲', 'アイダ'), 'mermaid-aida': n('人魚艾妲', '人魚アイダ'), hulun: n('忽倫', 'フルン'), xiaozhen: n('小珍', 'シャオジェン'),
  leiyu: n('雷鈺', 'レイユー'), vos: n('獸王沃斯', '獣王ヴォス'), xiama: n('夏瑪', 'シャマ'), annan: n('安南', 'アンナン'),
  beiding: n('貝丁', 'ベイディン'), hongyi: n('紅翼', '紅翼'), guihua: n('鬼花', '鬼花'), kenuduo: n('珂奴多', 'コヌドゥオ'),
  // A legendary character of the site's (7-2.1 names none).
  'awakened-aida': n('覺醒的艾妲', '覚醒したアイダ'),
};
const TACTICS: Record<string, Record<Locale, string>> = {
  // 9-3.1 and 9-3.2 name these two, as the rulebook writes them in each language; the others are the site's.
  'mind-lock': n('奧義‧念力封鎖', '奥義・念力封鎖'), 'moon-herb': n('月之草', '月の草'), 'break-spell': n('破咒', '破呪'),
  'rage-guard': n('怒之盾', '怒りの盾'), 'war-cry': n('戰吼', '鬨の声'), 'potion-jar': n('藥水壺', '薬壺'), 'long-sword': n('長劍', '長剣'),
  'fire-ball': n('火球', '火球'), 'smoke': n('煙幕', '煙幕'), 'awakening-stone': n('覺醒之石', '覚醒の石'),
  'soul-charm': n('還魂符', '還魂の符'), 'ward-stone': n('結界石', '結界石'), gale: n('疾風', '疾風'), thunder: n('雷鳴', '雷鳴'),
  'iron-wall': n('鐵壁', '鉄壁'), mist: n('迷霧', '霧'),
};

export const nameTable = (locale: Locale): Record<string, string> =>
  Object.fromEntries(Object.entries({ ...CHARACTERS, ...TACTICS }).map(([id, name]) => [id, name[locale]]));
/** The names a setup form offers, by what they name. */
export const CHARACTER_IDS = Object.keys(CHARACTERS);
export const TACTIC_IDS = Object.keys(TACTICS);
