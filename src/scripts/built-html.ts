/**
 * Markup the build wrote into a JSON file (`{ html }`: a ruling's highlighted file, a flow's chart),
 * fetched, as nodes to put in the page. Rejects when the file cannot be fetched (offline, a game not kept).
 */
export async function fetchBuiltHtml(url: string): Promise<DocumentFragment> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${response.status}`);
  const { html } = (await response.json()) as { html: string };
  // The build's own markup of the project's own files.
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}
