import { describe, expect, it } from 'vitest';
import { unwrapPreloads } from './build-plugins';

describe('unwrapPreloads', () => {
  it('drops the no-op preload wrapper around a dynamic import, and the helper’s import with its last use', () => {
    const code = 'import{t as e}from"./preload-helper.tnMd9Xij.js";var a={"x":()=>e(()=>import(`./island.A.js`)),"y":()=>e(()=>import(`./island.B-c.js`))};';
    expect(unwrapPreloads(code)).toBe('var a={"x":()=>import(`./island.A.js`),"y":()=>import(`./island.B-c.js`)};');
  });
  it('leaves a call it does not know (with a dependency list or a then) and the import it still needs', () => {
    const kept = 'import{t as e}from"./preload-helper.X.js";e(()=>import(`./s.js`).then(e=>e.a(r)),[]);f(()=>e(()=>import(`./x.js`)))';
    expect(unwrapPreloads(kept)).toBe('import{t as e}from"./preload-helper.X.js";e(()=>import(`./s.js`).then(e=>e.a(r)),[]);f(()=>import(`./x.js`))');
    expect(unwrapPreloads('var a=1;')).toBe('var a=1;');
  });
});
