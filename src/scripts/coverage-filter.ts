/**
 * The coverage page's filter (src/pages/[locale]/[game]/coverage.astro): shows the clauses that have
 * what the reader asks for (a ruling, a sandbox only, a reason of a kind, nothing yet) in one section
 * or in all, says how many, and keeps the choice in the URL (`?show=why:definition&section=3`), so
 * that a filtered page can be linked and Back returns to it. Loaded by the coverage page alone.
 */

/** Whether a clause's entry is one the filter `show` asks for. */
function matches(item: HTMLElement, show: string): boolean {
  if (!show) return true;
  if (show === 'reason') return item.dataset.why !== undefined;
  if (show.startsWith('why:')) return item.dataset.why === show.slice(4);
  return item.dataset.coverage === show;
}

export function attachFilter(form: HTMLFormElement) {
  const show = form.elements.namedItem('show') as HTMLSelectElement;
  const section = form.elements.namedItem('section') as HTMLSelectElement;
  const output = form.querySelector<HTMLOutputElement>('[data-coverage-shown]')!;
  const sections = [...document.querySelectorAll<HTMLElement>('.coverage-section')];
  const total = document.querySelectorAll('[data-clause-coverage]').length;

  const apply = () => {
    let shown = 0;
    for (const part of sections) {
      const inSection = !section.value || part.dataset.section === section.value;
      let any = false;
      for (const item of part.querySelectorAll<HTMLElement>('[data-clause-coverage]')) {
        item.hidden = !(inSection && matches(item, show.value));
        if (item.hidden) continue;
        any = true;
        shown++;
      }
      // What the sandboxes do not play goes with every clause, and with the clauses said not to be played.
      const notPlayed = part.querySelector<HTMLElement>('[data-not-played]');
      if (notPlayed) notPlayed.hidden = !inSection || !['', 'reason', 'why:not-played'].includes(show.value);
      part.hidden = !any && (!notPlayed || notPlayed.hidden);
    }
    output.textContent = output.dataset.words!.replace('{shown}', String(shown)).replace('{total}', String(total));
  };

  // The URL's choice, where it names one the form offers.
  const params = new URLSearchParams(location.search);
  for (const select of [show, section]) {
    const wanted = params.get(select.name);
    if (wanted !== null && [...select.options].some((o) => o.value === wanted)) select.value = wanted;
  }
  form.addEventListener('change', () => {
    apply();
    const query = new URLSearchParams();
    for (const select of [show, section]) if (select.value) query.set(select.name, select.value);
    const search = query.toString();
    history.replaceState(history.state, '', `${location.pathname}${search ? `?${search}` : ''}`);
  });
  form.addEventListener('submit', (event) => event.preventDefault());
  form.hidden = false;
  apply();
}
