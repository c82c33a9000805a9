/**
 * The only script a rules page loads up front: copy-link buttons, the language switch keeping the
 * clause, and a search box that fetches its code on first use.
 */

/** The clause the reader is at: the URL's anchor, else the first clause in view. */
function currentClauseId(): string | undefined {
  // An anchor that is not UTF-8 (`#2-4%ff`) names no clause: the one in view is the reader's.
  const hash = (() => {
    try {
      return decodeURIComponent(location.hash.slice(1));
    } catch {
      return '';
    }
  })();
  if (hash && document.getElementById(hash)) return hash;
  // Anchors land at the scroll padding (below the sticky header): the clause there is the current one.
  const line = (parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0) + 8;
  for (const el of document.querySelectorAll<HTMLElement>('[data-clause]')) {
    if (el.getBoundingClientRect().bottom > line) return el.id;
  }
  return undefined;
}

document.addEventListener('click', async (event) => {
  const target = event.target as Element | null;
  const switchLink = target?.closest<HTMLAnchorElement>('a[data-lang-switch]');
  if (switchLink) {
    // The same place in the other language: the clause in view, and a sandbox's step or line of play.
    const id = currentClauseId();
    const base = switchLink.href.split('#')[0].split('?')[0];
    switchLink.href = `${base}${location.search}${id ? `#${encodeURIComponent(id)}` : ''}`;
    return;
  }
  const button = target?.closest<HTMLButtonElement>('button[data-copy]');
  if (!button) return;
  const id = button.dataset.copy!;
  // A button may copy the text of an element (a ruling's file) or a link of its own (a sandbox's
  // step, relative to this page) rather than a clause's link. A clause's link is its own page's
  // (`/zh-hant/wuxing/clause/2-4/`), whose link preview is the clause: the rulebook's anchor would
  // preview the whole rulebook.
  const source = document.getElementById(button.dataset.copyText ?? '');
  const link = button.dataset.copyUrl ?? button.closest<HTMLElement>('[data-clause-page]')?.dataset.clausePage?.replace('{id}', encodeURIComponent(id));
  const url = link === undefined ? `${location.origin}${location.pathname}#${id}` : new URL(link, location.href).href;
  // The status line (every page has one) says it: in the button's own words, else in the page's,
  // which it holds for the hundreds of clause buttons.
  const status = document.getElementById('copy-status')!;
  try {
    await navigator.clipboard.writeText(source ? (source.textContent ?? '') : url);
    // Seen as well as heard: the button says so for two seconds.
    button.dataset.copied = status.textContent = button.dataset.done ?? status.dataset.done!;
    setTimeout(() => delete button.dataset.copied, 2000);
  } catch {
    status.textContent = button.dataset.failed ?? status.dataset.failed!;
  }
  if (source || button.dataset.copyUrl !== undefined) return;
  history.replaceState(null, '', `#${id}`);
  for (const el of document.querySelectorAll('.is-target')) el.classList.remove('is-target');
  document.getElementById(id)?.classList.add('is-target');
});

// Offline, a clause's own page opens the clause in the stored rulebook by a redirect that names it
// in the query as well as the anchor (`?clause=2-4#2-4`, src/offline/sw.ts): its own script.
if (location.search.includes('clause=')) void import('./clause-query');

// Clause previews are kept on screen by their own script, loaded only where a page has them.
if (document.querySelector('.ref')) void import('./previews');

// A flow's statechart (a flow's page, a ruling's) is fitted and marked by its own script, which on a
// ruling's page loads the chart too: loaded as a chart nears the screen.
const charts = document.querySelectorAll('figure.statechart');
if (charts.length) {
  const near = new IntersectionObserver(
    (seen) => {
      if (!seen.some((s) => s.isIntersecting)) return;
      near.disconnect();
      void import('./statechart');
    },
    { rootMargin: '50% 0px' },
  );
  for (const chart of charts) near.observe(chart);
}

// A ruling's file block (its page's 「裁定檔案」) fetches the file with its own script, loaded when
// a block is first opened. (`toggle` does not bubble: it is heard on its way down.)
addEventListener(
  'toggle',
  (event) => {
    const block = event.target;
    if (block instanceof HTMLDetailsElement && block.open && block.dataset.file) void import('./ruling-file').then((m) => m.openFile(block));
  },
  true,
);

// Messages for readers without script go; copy buttons, which need it, appear.
for (const note of document.querySelectorAll('[data-no-script]')) note.remove();
for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-copy]')) button.hidden = false;

const form = document.querySelector<HTMLFormElement>('form.search-form');
if (form) {
  // Search and its index start loading as the reader reaches for the box (a touch or click comes
  // before focus), not at the first key; once, whichever comes first.
  let started: Promise<void> | undefined;
  const start = () => (started ??= import('./search').then((m) => m.attachSearch(form)));
  form.addEventListener('pointerdown', start, { once: true });
  form.addEventListener('focusin', start, { once: true });
  if (new URLSearchParams(location.search).has('q') && document.querySelector('[data-search-page]')) start();
}
