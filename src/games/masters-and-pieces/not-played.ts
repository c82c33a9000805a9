/** What more than one of the game's flows does not play, said once (flow.ts `notPlayed`). */
import { notPlayedItem } from '../../engine/flow';

/** 7-5, 7-5.1 — an active skill is a step without cost, limit or effect: the source lists no card with one. */
export const SKILLS_NOT_PLAYED = notPlayedItem(['7-5', '7-5.1'], '主動技能不計費用、不限次數，也沒有效果：原文沒有列出具有技能的卡牌。', 'アクティブスキルのコストも回数も数えず、効果もない。原典に技能を持つカードの記載がない。');
