import { describe, expect, it } from 'vitest';
import { clauseInRulebook, shortLinkPath, shortLinkRules, shortLinkTarget } from './short-links';

describe('short links', () => {
  it('are /r/… in the default locale and /ja/r/… in Japanese', () => {
    expect(shortLinkPath('zh-hant', 'wuxing', '2-4.3a')).toBe('/r/wuxing/2-4.3a');
    expect(shortLinkPath('ja', 'wuxing', '2-4.3a')).toBe('/ja/r/wuxing/2-4.3a');
  });

  it('lead to the clause’s own page in their language, the alias /zh-hant/r/… as /r/… does', () => {
    expect(shortLinkTarget('/r/wuxing/2-4.3a')).toBe('/zh-hant/wuxing/clause/2-4.3a/');
    expect(shortLinkTarget('/r/wuxing/2-4.3a/')).toBe('/zh-hant/wuxing/clause/2-4.3a/');
    expect(shortLinkTarget('/zh-hant/r/wuxing/2-4.3a')).toBe('/zh-hant/wuxing/clause/2-4.3a/');
    expect(shortLinkTarget('/ja/r/mage-wars/8-1.4')).toBe('/ja/mage-wars/clause/8-1.4/');
  });

  it('are no other path', () => {
    for (const path of ['/zh-hant/wuxing/', '/r/wuxing/', '/r/wuxing/2-4/x', '/en/r/wuxing/2-4', '/ja/wuxing/clause/2-4/']) expect(shortLinkTarget(path), path).toBeUndefined();
  });

  it('have redirect rules for every form, under the base path', () => {
    expect(shortLinkRules('/rules')).toEqual([
      '/rules/r/:game/:clause /rules/zh-hant/:game/clause/:clause/ 301',
      '/rules/r/:game/:clause/ /rules/zh-hant/:game/clause/:clause/ 301',
      '/rules/zh-hant/r/:game/:clause /rules/zh-hant/:game/clause/:clause/ 301',
      '/rules/zh-hant/r/:game/:clause/ /rules/zh-hant/:game/clause/:clause/ 301',
      '/rules/ja/r/:game/:clause /rules/ja/:game/clause/:clause/ 301',
      '/rules/ja/r/:game/:clause/ /rules/ja/:game/clause/:clause/ 301',
    ]);
  });

  it('read a clause’s page as its place in the rulebook, and no other path', () => {
    expect(clauseInRulebook('/ja/wuxing/clause/2-4.3a/')).toBe('/ja/wuxing/#2-4.3a');
    expect(clauseInRulebook('/zh-hant/mage-wars/clause/8-1.4')).toBe('/zh-hant/mage-wars/#8-1.4');
    for (const path of ['/ja/wuxing/', '/r/wuxing/2-4', '/ja/rulings/wuxing/x/', '/en/wuxing/clause/2-4/']) expect(clauseInRulebook(path), path).toBeUndefined();
  });
});
