/**
 * A rulebook opened at `?clause=<id>`: offline, a clause's own page (where a short link leads) opens
 * the clause in the stored rulebook by a redirect to `?clause=<id>#<id>` (src/offline/sw.ts). The
 * clause is in the query as well as the anchor because a browser may drop the anchor of a service
 * worker's redirect (Safari did until version 17, WebKit bug 258195). Where it did, the clause is
 * brought into view and marked here, as its anchor would have; either way the address is left as
 * the clause's permalink (`#<id>`), which the language switch and sharing use. Loaded by page.ts.
 */
const id = new URLSearchParams(location.search).get('clause');
const clause = id === null ? null : document.getElementById(id);
if (id !== null && clause?.matches('[data-clause]')) {
  const anchor = `#${encodeURIComponent(id)}`;
  if (location.hash !== anchor) {
    clause.scrollIntoView({ block: 'start' });
    clause.classList.add('is-target');
  }
  history.replaceState(history.state, '', `${location.pathname}${anchor}`);
}

export {};
