/**
 * Tells Astro which renderer a Preact component is for, so it renders the component once. Without
 * the mark, Astro asks each renderer whether a component is its own, and @astrojs/preact answers
 * by rendering it: every sandbox and every drawn position was rendered twice (issue 30: in a profiled
 * build the islands' rendering took 2.9 s of CPU with the check, 1.65 s without). The mark is Astro's own, the one its
 * MDX components carry (`Symbol.for('astro:renderer')`, astro/runtime/server/render/common.js);
 * were it ever dropped, Astro would check again, as before: slower, never wrong. Server only.
 */
const RENDERER = Symbol.for('astro:renderer');

export function rendersWithPreact(component: object): void {
  Object.defineProperty(component, RENDERER, { value: '@astrojs/preact', configurable: true });
}
