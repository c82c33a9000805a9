/**
 * What readers call the creatures of the example positions. The source names no creature card:
 * these are the site's examples (a mage is a creature too, 7-3.2), and so are the spells. Files and URLs keep the short
 * ids (`knight`); pages show these names in their own language (the words' `name` table).
 */
import type { Locale } from '../../lib/i18n/locales';

const n = (zhHant: string, ja: string) => ({ 'zh-hant': zhHant, ja });

const NAMED: Record<string, Record<Locale, string>> = {
  mage: n('法師', 'メイジ'), rival: n('敵方法師', '敵のメイジ'), knight: n('騎士', '騎士'), orc: n('獸人', 'オーク'), guard: n('哨兵', '衛兵'),
  wall: n('盾衛', '盾兵'), pike: n('長槍兵', '槍兵'), imp: n('小惡魔', 'インプ'), archer: n('弓手', '弓兵'), bat: n('蝙蝠', 'コウモリ'),
  ghost: n('幽魂', 'ゴースト'), elf: n('精靈', 'エルフ'), brute: n('蠻兵', '蛮兵'), fairy: n('妖精', 'フェアリー'), wolf: n('狼', '狼'), golem: n('魔像', 'ゴーレム'),
  // An object: a conjuration with the spawnpoint trait (11).
  lair: n('巢穴', '巣穴'), barracks: n('兵營', '兵舎'), temple: n('神殿', '神殿'),
  // Spells (the site's examples, as the creatures are).
  bolt: n('雷擊', '雷撃'), heal: n('治療', '治療'), ward: n('護符結界', '護符の結界'), pack: n('召喚狼群', '狼の召喚'),
  wrath: n('天罰', '天罰'), storm: n('風暴', '嵐'), judgment: n('審判', '審判'), halo: n('聖光', '聖光'), flame: n('烈焰', '烈火'),
  // Enchantments, hidden on creatures (7-6).
  snare: n('捕獸夾', 'くくり罠'), mirror: n('鏡像', '鏡像'), curse: n('詛咒', '呪い'), aura: n('光環', 'オーラ'),
  veil: n('帷幕', 'ヴェール'), thorns: n('荊棘', 'いばら'), chains: n('鎖鏈', '鎖'), mark: n('印記', '刻印'), blessing: n('祝福', '祝福'),
  // Walls, conjurations on the border between two zones (7-5).
  stonewall: n('石牆', '石のウォール'), firewall: n('火牆', '炎のウォール'), fogwall: n('霧牆', '霧のウォール'),
  // Equipment, on a mage (7-7).
  staff: n('法杖', '杖'), wand: n('魔杖', 'ワンド'), sword: n('長劍', '長剣'), buckler: n('圓盾', '丸盾'), ruby: n('紅寶石戒指', 'ルビーの指輪'), jade: n('翡翠戒指', '翡翠の指輪'), onyx: n('黑曜石戒指', 'オニキスの指輪'),
};

export const nameTable = (locale: Locale): Record<string, string> => Object.fromEntries(Object.entries(NAMED).map(([id, name]) => [id, name[locale]]));
/** The names a setup form offers, by what they name. */
export const SPELL_IDS = ['bolt', 'heal', 'ward', 'pack', 'wrath', 'storm', 'judgment', 'halo', 'flame'];
export const ENCHANTMENT_IDS = ['snare', 'mirror', 'curse', 'aura', 'veil', 'thorns', 'chains', 'mark', 'blessing'];
export const OBJECT_IDS = ['lair', 'barracks', 'temple'];
export const WALL_IDS = ['stonewall', 'firewall', 'fogwall'];
export const EQUIPMENT_IDS = ['staff', 'wand', 'sword', 'buckler', 'ruby', 'jade', 'onyx'];
export const CREATURE_IDS = Object.keys(NAMED).filter((id) => ![...SPELL_IDS, ...ENCHANTMENT_IDS, ...OBJECT_IDS, ...WALL_IDS, ...EQUIPMENT_IDS].includes(id));
