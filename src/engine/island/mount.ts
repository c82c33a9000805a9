/**
 * A sandbox's Preact tree, rendered by the server (SandboxIsland.astro) and hydrated by the browser
 * (start.ts) from the same props. The site starts its sandboxes itself rather than through Astro's
 * islands, whose runtime is an inline script of 4.4 KB on every page with a sandbox (issue 30).
 */
import { h, hydrate, type VNode } from 'preact';
import FlowIsland, { type FlowIslandProps } from './FlowIsland';

/**
 * The island's tree. Preact's useId() numbers a tree's ids from its root's mask (`_mask`, `__m` once
 * Preact's build has mangled it), as @astrojs/preact does for its islands: each island from its own
 * number, so two sandboxes on a page never share an id, and server and browser give the same ids.
 */
export function islandTree(props: FlowIslandProps, number: number): VNode<FlowIslandProps> {
  return Object.assign(h(FlowIsland, props), { _mask: [number, 0], __m: [number, 0] });
}

/** Hydrates an island the server rendered: its props and number are on its element (SandboxIsland.astro). */
export function mount(element: HTMLElement): void {
  hydrate(islandTree(JSON.parse(element.dataset.island!) as FlowIslandProps, Number(element.dataset.islandNumber)), element);
}
