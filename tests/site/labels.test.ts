/** An editor's reading is labelled once: the page's label, then the reading (issue 10). */
import { describe, expect, it } from 'vitest';
import { distFiles, read, urlPathOf } from './dist';

describe('no page shows the site-reading label twice', () => {
  it('in either language', () => {
    const pages = distFiles().filter((f) => f.endsWith('.html'));
    const twice = pages.filter((f) => /本站解讀[:：]\s*(<[^>]*>\s*)*本站解讀|当サイトの解釈[:：]\s*(<[^>]*>\s*)*(当サイトの解釈|本サイトでは)/.test(read(f))).map(urlPathOf);
    expect(twice).toEqual([]);
    expect(pages.some((f) => read(f).includes('本站解讀'))).toBe(true);
  });
});
