/**
 * What readers call the pieces of the example positions. The source names no card: these are the
 * site's examples. Files and URLs keep the short ids (`wolf`); pages show these names in their own
 * language (the words' `name` table, looked up as `{piece|name}`). A second (third …) piece of one name
 * on the board is `wolf-2` (turn/machine.ts `boardId`), shown 狼 2 / 狼2 by the words' `copy` table.
 */
import type { Locale } from '../../lib/i18n/locales';
import { has } from '../../lib/own';

const n = (zhHant: string, ja: string) => ({ 'zh-hant': zhHant, ja });

const NAMED: Record<string, Record<Locale, string>> = {
  archer: n('弓兵', '弓兵'), bishop: n('僧兵', '僧兵'), dragon: n('龍', 'ドラゴン'), golem: n('魔像', 'ゴーレム'),
  guard: n('衛兵', '衛兵'), knight: n('騎士', '騎士'), lancer: n('槍兵', '槍兵'), scout: n('斥候', '斥候'),
  swordsman: n('劍士', '剣士'), tower: n('箭塔', '櫓'), wolf: n('狼', '狼'), wyvern: n('飛龍', 'ワイバーン'),
  hound: n('獵犬', '猟犬'), imp: n('小惡魔', 'インプ'), ogre: n('食人魔', 'オーガ'), page: n('見習兵', '見習い兵'),
};
/** Spells (they only fill a hand or a deck in these sandboxes). */
const SPELLS: Record<string, Record<Locale, string>> = {
  fireball: n('火球', 'ファイアボール'), barrier: n('屏障', 'バリア'), gale: n('疾風', '疾風'), mend: n('修補', '修復'),
  snare: n('陷阱', '罠'), spark: n('火花', '火花'),
};

export const nameTable = (locale: Locale): Record<string, string> => Object.fromEntries(Object.entries({ ...NAMED, ...SPELLS }).map(([id, name]) => [id, name[locale]]));
/** The example pieces' ids, for a form that puts pieces on the board. */
export const PIECE_IDS = Object.keys(NAMED);

/** An example card's kind by its name (a spell or a piece), or undefined for a name the reader made up. */
export const exampleKind = (id: string): 'piece' | 'spell' | undefined => {
  // A second (third …) piece of a name, `wolf-2` (turn/machine.ts `boardId`), is of its name's kind.
  const name = id.replace(/-\d+$/, '');
  return has(SPELLS, name) ? 'spell' : has(NAMED, name) ? 'piece' : undefined;
};
