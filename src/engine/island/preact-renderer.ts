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

const islandsOnPage = new WeakMap<object, number>();

/**
 * The next sandbox's number on a page (`page`: the page's request, one per page rendered): 1, 2 …
 * in the order the page asks for them. The island is rendered and hydrated with it (mount.ts).
 * Call it before the component awaits anything, so the numbers follow the page's order.
 */
export function islandNumber(page: object): number {
  const number = (islandsOnPage.get(page) ?? 0) + 1;
  islandsOnPage.set(page, number);
  return number;
}
