/**
 * Markup the build wrote into a JSON file (`{ html }`: a ruling's highlighted file, a flow's chart),
 * fetched, as nodes to put in the page. Rejects when the file cannot be fetched (offline, a game not
 * kept) or is not of that shape (a stale cache, a file changed by hand).
 *
 * Only the elements and attributes the build writes are kept (a highlighted file: pre, code, span;
 * a chart: its SVG): anything else in the file — a `<meta http-equiv="refresh">` that would take the
 * reader off the site, a script, a link, a handler — is dropped, not put in the page.
 */
const ELEMENTS = new Set(['pre', 'code', 'span', 'svg', 'title', 'defs', 'marker', 'path', 'g', 'rect', 'text', 'tspan']);
const ATTRIBUTES = /^(class|tabindex|viewbox|width|height|role|aria-labelledby|data-[a-z-]+|id|refx|refy|markerwidth|markerheight|orient|d|x|y|rx|marker-end|dy)$/;

/** A parsed body's nodes as a fragment of its own document. */
function toFragment(body: HTMLElement): DocumentFragment {
  const fragment = body.ownerDocument.createDocumentFragment();
  fragment.append(...body.childNodes);
  return fragment;
}

/** The fragment with every element and attribute the build does not write removed. */
export function keepBuilt(fragment: DocumentFragment): DocumentFragment {
  for (const element of [...fragment.querySelectorAll('*')]) {
    if (!ELEMENTS.has(element.localName.toLowerCase())) {
      element.remove();
      continue;
    }
    for (const { name } of [...element.attributes]) if (!ATTRIBUTES.test(name.toLowerCase())) element.removeAttribute(name);
  }
  return fragment;
}

export async function fetchBuiltHtml(url: string): Promise<DocumentFragment> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${response.status}`);
  const data = (await response.json()) as { html?: unknown } | null;
  if (typeof data?.html !== 'string') throw new Error('not a file of the build');
  // Parsed in a document of its own (DOMParser's: no script runs, no handler is compiled, nothing is
  // fetched), then only what the build writes comes into the page.
  const parsed = new DOMParser().parseFromString(data.html, 'text/html');
  const fragment = document.createDocumentFragment();
  fragment.append(...[...keepBuilt(toFragment(parsed.body)).childNodes].map((node) => document.importNode(node, true)));
  return fragment;
}
