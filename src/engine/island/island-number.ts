/**
 * The next sandbox's number on a page (server only): 1, 2 … in the order the page asks for them
 * (`page`: the page's request, one per page rendered). The island is rendered and hydrated with it
 * (mount.ts). SandboxIsland.astro calls it before it awaits anything, so the numbers follow the page's order.
 */
const islandsOnPage = new WeakMap<object, number>();

export function islandNumber(page: object): number {
  const number = (islandsOnPage.get(page) ?? 0) + 1;
  islandsOnPage.set(page, number);
  return number;
}
