/**
 * Starts the sandboxes of a page (SandboxIsland.astro): at once on a ruling's or a flow's page, when
 * one scrolls into view in a rulebook. Their code (the sandbox core, mount.ts) is loaded then; until
 * it has arrived, or if it never does, the server's rendering stays, readable as without script.
 */
const start = (island: HTMLElement) => import('./mount').then(({ mount }) => mount(island), () => undefined);

for (const island of document.querySelectorAll<HTMLElement>('[data-island]')) {
  if (island.dataset.start === 'load') {
    void start(island);
    continue;
  }
  const watch = new IntersectionObserver((seen) => {
    if (!seen.some((s) => s.isIntersecting)) return;
    watch.disconnect();
    void start(island);
  });
  // The island takes no box of its own (display: contents): its children are what scrolls into view.
  for (const child of island.children) watch.observe(child);
}
