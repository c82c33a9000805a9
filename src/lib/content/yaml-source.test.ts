import { describe, expect, it } from 'vitest';
import { parseYamlSource } from './yaml-source';

describe('YAML read with file lines', () => {
  it('finds the line of a key, of a list item, and of the nearest parent of a missing path', () => {
    const yaml = parseYamlSource('- key: a\n  ja: { term: x }\n- key: b\n  ja:\n    term: y\n', 'g.yaml');
    expect(yaml.data).toEqual([{ key: 'a', ja: { term: 'x' } }, { key: 'b', ja: { term: 'y' } }]);
    expect(yaml.lineOf([1, 'ja', 'term'])).toBe(5);
    expect(yaml.lineOf([1])).toBe(3);
    expect(yaml.lineOf([0, 'ja', 'definition'])).toBe(2);
  });

  it('counts lines in the whole file when the YAML starts lower (frontmatter)', () => {
    const yaml = parseYamlSource('section: 2\ntitle: 概念\n', 'f.mdx', 2);
    expect([yaml.lineOf(['section']), yaml.lineOf(['title'])]).toEqual([2, 3]);
  });

  it('names an error by its file line, once, with a fix', () => {
    expect(parseYamlSource('section: "1"\ntitle: a: b\n', 'f.mdx', 2)).toMatchObject({
      data: undefined,
      problems: [
        'f.mdx:3: not valid YAML at column 8: Nested mappings are not allowed in compact mappings. Check the indentation, and put a value with ": ", " #" or a leading symbol in quotes.',
      ],
    });
  });
});
