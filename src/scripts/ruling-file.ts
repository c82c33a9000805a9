/**
 * A ruling page's 「裁定檔案」 block: the file is fetched, highlighted at build time, the first time
 * the reader opens the block (/rulings/<game>/<id>/file.json), and its copy button (disabled in the
 * page) waits for it. If it cannot be fetched (offline, a game not kept), the block says so, and
 * opening it again tries again. This code itself loads when a block is first opened (page.ts).
 */
import { fetchBuiltHtml } from './built-html';

const loading = new WeakMap<HTMLDetailsElement, Promise<void>>();

/** A file block just opened: its file, unless it is there or on its way. */
export function openFile(block: HTMLDetailsElement): void {
  if (!block.open || loading.has(block)) return;
  const code = block.querySelector<HTMLElement>('[data-file-text]')!;
  const copy = block.querySelector<HTMLButtonElement>('button[data-copy]');
  const failed = block.querySelector<HTMLElement>('[data-file-failed]')!;
  failed.hidden = true;
  const load = fetchBuiltHtml(block.dataset.file!).then(
    (file) => {
      code.replaceChildren(file);
      if (copy) copy.disabled = false;
    },
    () => {
      failed.hidden = false;
      loading.delete(block);
    },
  );
  loading.set(block, load);
}
