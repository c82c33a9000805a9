/**
 * Clause previews (a cross-reference's popup, site.css .ref-preview) kept on screen: shifted left
 * from the right edge, shown above near the bottom. Loaded by page.ts on pages that have them.
 */
function placePreview(ref: Element) {
  const preview = ref.querySelector<HTMLElement>('.ref-preview');
  if (!preview) return;
  preview.style.removeProperty('--shift');
  delete preview.dataset.above;
  const box = preview.getBoundingClientRect();
  const right = document.documentElement.clientWidth - 8;
  if (box.right > right) preview.style.setProperty('--shift', `${-Math.min(box.right - right, box.left - 8)}px`);
  if (box.bottom > window.innerHeight - 8 && box.top - box.height > 60) preview.dataset.above = '';
}
for (const type of ['mouseover', 'focusin']) {
  document.addEventListener(type, (event) => {
    const ref = (event.target as Element | null)?.closest?.('.ref');
    if (ref) placePreview(ref);
  });
}


export {};
