/**
 * The offline control's code, loaded only when the reader uses it or a service worker already
 * controls the page (OfflineControl.astro). States: not stored → size and confirm → downloading
 * ("n / N files") → ready (when) → removable; an update from a new build is announced with a reload
 * button. Registration goes through workbox-window; the worker (sw.ts) does the storing.
 */
import { Workbox, messageSW } from 'workbox-window';
import { SW_SCOPE, SW_URL, keptId, keptIn, listUrl, readKept, type FromWorker, type Reply, type ToWorker } from './names';

let workbox: Workbox | undefined;
function worker(): Workbox {
  if (!workbox) {
    workbox = new Workbox(SW_URL, { scope: SW_SCOPE });
    void workbox.register();
  }
  return workbox;
}

/**
 * Asks the worker now active for this scope. Not `Workbox.messageSW`: it waits for the worker this
 * page's own registration installed, and a tab that registers while another tab's first worker is
 * still installing has none (the `updatefound` came before it listened; nothing controls the page
 * yet), so it waited for ever ("downloading 0 / …", seen with two tabs keeping at once on a busy
 * machine). Whichever tab installed it, the active worker is the one that keeps games.
 */
async function ask(message: ToWorker): Promise<Reply> {
  worker();
  const registration = await navigator.serviceWorker.ready;
  return (await messageSW(registration.active!, message)) as Reply;
}

/** The game kept in this language. */
const keptEntry = async (game: string, locale: string) => (await readKept()).find((entry) => entry.game === game && keptIn(entry, locale));

export function start(root: HTMLElement, clicked: boolean) {
  const game = root.dataset.offline!;
  // The page's language (`zh-hant`, `ja`): the game is kept in it.
  const locale = root.dataset.locale!;
  const id = keptId(game, locale);
  // The page's language as <html lang> gives it (`zh-Hant`, `ja`), for dates and numbers.
  const lang = document.documentElement.lang;
  const part = (name: string) => root.querySelector<HTMLElement>(`[data-offline-${name}]`)!;
  const [confirm, yes, no, dropButton, reload, status] = ['confirm', 'yes', 'no', 'drop', 'reload', 'status'].map(part);
  const keepButton = part('keep') as HTMLButtonElement;
  const say = (key: string, values: Record<string, string | number> = {}) => {
    status.textContent = (root.dataset[key] ?? '').replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
  };
  const show = (...visible: HTMLElement[]) => {
    for (const el of [keepButton, confirm, dropButton]) el.hidden = !visible.includes(el);
  };
  const when = (iso: string) => new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const ready = (storedAt: string) => {
    say('ready', { date: when(storedAt) });
    show(dropButton);
  };

  async function offer() {
    if (!navigator.serviceWorker || typeof caches === 'undefined') return say('unsupported');
    say('checking');
    keepButton.disabled = true;
    try {
      const list = (await (await fetch(listUrl(id), { cache: 'no-store' })).json()) as { bytes: number };
      const size = new Intl.NumberFormat(lang, { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(list.bytes / 1e6);
      say('size', { size });
      show(confirm);
      yes.focus();
    } catch {
      say('network');
    } finally {
      keepButton.disabled = false;
    }
  }

  async function keep() {
    show();
    say('progress', { done: 0, total: '…' });
    const onProgress = (event: MessageEvent<FromWorker>) => {
      if (event.data?.type === 'progress' && event.data.id === id) say('progress', { done: event.data.done, total: event.data.total });
    };
    navigator.serviceWorker.addEventListener('message', onProgress);
    try {
      const reply = await ask({ type: 'keep', id });
      if (reply.ok) {
        ready(reply.storedAt!);
        dropButton.focus();
      } else {
        say(reply.reason);
        show(keepButton);
      }
    } catch {
      say('network');
      show(keepButton);
    } finally {
      navigator.serviceWorker.removeEventListener('message', onProgress);
    }
  }

  async function drop() {
    const reply = await ask({ type: 'drop', id });
    // No game left: no worker either, as for a reader who never asked.
    if (reply.ok && reply.left === 0) await (await navigator.serviceWorker.getRegistration(SW_SCOPE))?.unregister();
    say('dropped');
    show(keepButton);
    keepButton.focus();
  }

  keepButton.addEventListener('click', () => void offer());
  no.addEventListener('click', () => {
    show(keepButton);
    status.textContent = '';
    keepButton.focus();
  });
  yes.addEventListener('click', () => void keep());
  dropButton.addEventListener('click', () => void drop());
  reload.addEventListener('click', () => location.reload());

  if (navigator.serviceWorker?.controller) {
    const updated = () => {
      say('updated');
      reload.hidden = false;
    };
    navigator.serviceWorker.addEventListener('message', (event: MessageEvent<FromWorker>) => {
      if (event.data?.type === 'updated' && event.data.ids.includes(id)) updated();
    });
    // The worker checks for a new build when the page loads; registering again does no more.
    worker();
    // A copy stored after this page loaded is an update that came before this code was listening.
    void keptEntry(game, locale).then((entry) => entry && (Date.parse(entry.storedAt) > performance.timeOrigin ? updated() : ready(entry.storedAt)));
  }
  if (clicked) void offer();
}
