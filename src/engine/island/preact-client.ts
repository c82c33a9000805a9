/**
 * Hydrates a Preact island: what @astrojs/preact's own client does, less what this site never uses
 * (signals passed as props, named slots, islands nested in islands), which costs every sandbox page
 * about 0.6 KB gzip. astro.config.mjs puts it in place of `@astrojs/preact/client.js` in the build.
 */
import { h, hydrate, render, type ComponentType } from 'preact';

export default (element: HTMLElement) =>
  async (Component: ComponentType, props: Record<string, unknown>, _slots: unknown, { client }: { client: string }) => {
    if (!element.hasAttribute('ssr')) return;
    const island = h(Component, props);
    // As @astrojs/preact does: start this island's useId() sequence from its own number
    // (data-preact-island-id, set by the server renderer), so ids differ between islands on a page
    // and match the server's.
    const islandId = Number.parseInt(element.getAttribute('data-preact-island-id') ?? '', 10);
    if (!Number.isNaN(islandId)) Object.assign(island, { _mask: [islandId, 0], __m: [islandId, 0] });
    if (client === 'only') {
      element.innerHTML = '';
      render(island, element);
    } else hydrate(island, element);
    element.addEventListener('astro:unmount', () => render(null, element), { once: true });
  };
