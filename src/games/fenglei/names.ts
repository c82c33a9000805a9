/**
 * What readers call the characters and tactic cards of the example positions. The source defines no
 * card's numbers; it names characters only as examples of races (7-6) and two tactic cards in 9-3
 * (奧義‧念力封鎖, 月之草). The numbers, and the other cards, are the site's examples. Files and URLs
 * keep the short ids (`aida`); pages show these names in their own language (the words' `name` table).
 */
import type { Locale } from '../../lib/i18n/locales';

const n = (zhHant: string, ja: string) => ({ 'zh-hant': zhHant, ja });

const CHARACTERS: Record<string, Record<Locale, string>> = {
  aida: n('艾妲', 'アイダ'), 'mermaid-aida': n('人魚艾妲', '人魚アイダ'), hulun: n('忽倫', 'フールン'), xiaozhen: n('小珍', 'シャオジェン'),
  leiyu: n('雷鈺', 'レイユー'), vos: n('獸王沃斯', '獣王ヴォス'), xiama: n('夏瑪', 'シャーマ'), annan: n('安南', 'アンナン'),
  beiding: n('貝丁', 'ベイディン'), hongyi: n('紅翼', '紅翼'), guihua: n('鬼花', '鬼花'), kenuduo: n('珂奴多', 'コヌド'),
};
const TACTICS: Record<string, Record<Locale, string>> = {
  'mind-lock': n('奧義‧念力封鎖', '奥義・念力封鎖'), 'moon-herb': n('月之草', '月の草'), 'break-spell': n('破咒', '破呪'),
  'rage-guard': n('怒之盾', '怒りの盾'), 'war-cry': n('戰吼', '鬨の声'), 'potion-jar': n('藥水壺', '薬壺'), 'long-sword': n('長劍', '長剣'),
  'fire-ball': n('火球', '火球'), 'smoke': n('煙幕', '煙幕'),
};

export const nameTable = (locale: Locale): Record<string, string> =>
  Object.fromEntries(Object.entries({ ...CHARACTERS, ...TACTICS }).map(([id, name]) => [id, name[locale]]));
/** The names a setup form offers, by what they name. */
export const CHARACTER_IDS = Object.keys(CHARACTERS);
export const TACTIC_IDS = Object.keys(TACTICS);
