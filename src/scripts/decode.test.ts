import { describe, expect, it } from 'vitest';
import { decodeAddress } from './decode';

describe('an address decoded for a suggestion', () => {
  it('decodes what is UTF-8, as decodeURIComponent does', () => {
    expect(decodeAddress('/zh-hant/%E6%90%9C%E5%B0%8B/')).toBe('/zh-hant/搜尋/');
    expect(decodeAddress('2-4.3a')).toBe('2-4.3a');
  });
  it('drops an escape that is not UTF-8 or is cut, where decodeURIComponent throws', () => {
    for (const bad of ['/%ff', '/zh-hant/%E0%A4%A/', '/zh-hant/wuxing/clause/2-4%ff/']) expect(() => decodeURIComponent(bad)).toThrow(URIError);
    expect(decodeAddress('/%ff')).toBe('/');
    expect(decodeAddress('/zh-hant/%E0%A4%A/')).toBe('/zh-hant/%A/');
    expect(decodeAddress('/zh-hant/wuxing/clause/2-4%ff/')).toBe('/zh-hant/wuxing/clause/2-4/');
  });
});
