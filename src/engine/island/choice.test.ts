/** How a step's choices become buttons (choice.tsx): many of one kind are asked in two taps, and no choice is offered twice. */
import { describe, expect, it } from 'vitest';
import { choiceButtons, MANY, type Offer } from './choice';

const offer = (type: string, unit?: string): Offer => ({ event: { type, ...(unit ? { unit } : {}) }, label: `${type} ${unit ?? ''}`, ...(unit ? { group: type, part: unit } : {}) });

describe('choiceButtons', () => {
  it('names a kind of several choices once, where its first stood; a step of few shows its choices', () => {
    const few = [offer('use'), offer('attack', 'a'), offer('remove', 'a'), offer('attack', 'b'), offer('end')];
    expect(choiceButtons(few)).toEqual({ items: [few[0], { group: 'attack', offers: [few[1], few[3]] }, few[2], few[4]], folded: false });
  });
  it('past MANY, folds each kind of several choices into one button, with all of them inside', () => {
    const many = [offer('use'), ...['a', 'b', 'c'].map((u) => offer('attack', u)), ...['a', 'b', 'c', 'd'].map((u) => offer('remove', u)), offer('turn', 'a'), offer('end')];
    expect(many.length).toBeGreaterThan(MANY);
    const { items: buttons, folded } = choiceButtons(many);
    expect(folded).toBe(true);
    expect(buttons.map((b) => ('event' in b ? b.label : `${b.group}…`))).toEqual(['use ', 'attack…', 'remove…', 'turn a', 'end ']);
    // Nothing is lost: every choice is a button or inside one.
    expect(buttons.flatMap((b) => ('event' in b ? [b] : b.offers))).toEqual(many);
    expect(buttons.length).toBeLessThanOrEqual(MANY);
  });
  it('groups nothing where no offer names a kind', () => {
    const plain = Array.from({ length: MANY + 3 }, (_, i) => offer(`e${i}`));
    expect(choiceButtons(plain)).toEqual({ items: plain, folded: false });
  });
});
