import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import { checkFigureProps, FIGURE_NAMES, FIGURE_PROPS, PAGE_PROPS } from './figures';

/** A figure with props of its own, as a <Name>.props.ts would declare them. */
const schemas = { Board: z.object({ size: z.enum(['small', 'large']), caption: z.string().optional() }) };

describe('figure attributes are checked against the figure', () => {
  it('WuxingCycle takes no attribute: its locale is the page’s', () => {
    expect(FIGURE_NAMES).toContain('WuxingCycle');
    expect(checkFigureProps('WuxingCycle', {})).toEqual([]);
    expect(checkFigureProps('WuxingCycle', { locale: 'xx' })).toEqual(['locale is set by the page, not in the text (received "xx"). Remove locale="…"']);
    expect(checkFigureProps('WuxingCycle', { size: '2' })).toEqual(['takes no attribute size (received "2"); it takes none']);
  });

  it('a figure with a props schema: what was received and what is allowed', () => {
    expect(checkFigureProps('Board', { size: 'small' }, schemas)).toEqual([]);
    expect(checkFigureProps('Board', { size: 'xx' }, schemas)).toEqual(['size: expected one of "small", "large"; received "xx"']);
    expect(checkFigureProps('Board', {}, schemas)).toEqual(['needs size="…"']);
    expect(checkFigureProps('Board', { colour: 'red' }, schemas)).toEqual(['takes no attribute colour (received "red"); it takes size, caption']);
  });

  it('every props file belongs to a figure and leaves the page’s props to the page', () => {
    for (const [name, schema] of Object.entries(FIGURE_PROPS)) {
      expect(FIGURE_NAMES, `${name}.props.ts has no ${name}.astro`).toContain(name);
      expect(schema, `${name}.props.ts exports no propsSchema`).toBeInstanceOf(z.ZodObject);
      for (const prop of PAGE_PROPS) expect(Object.keys(schema.shape), `${name}.props.ts declares ${prop}`).not.toContain(prop);
    }
  });
});
