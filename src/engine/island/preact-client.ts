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
    if (client === 'only') {
      element.innerHTML = '';
      render(island, element);
    } else hydrate(island, element);
    element.addEventListener('astro:unmount', () => render(null, element), { once: true });
  };
