// The offline copy as the reader sees it: registers the service worker (public/sw.js) once the
// page has loaded and gone idle, so the download takes only spare time, and states in the footer what
// is saved: progress while downloading, «Доступно офлайн · правила от …» once complete,
// «Обновлено» the first time a page of a new build sees its copy replace the old one. The build's
// id is for tools, not readers: the line carries it as `data-build`. A page knows its own build
// (the build stamps it, src/site/build-stamp.ts) and learns within a minute when the server has
// another: from the worker that finds it, or by asking the server itself, so every open tab offers
// to reload, whichever tab saw the update first (issue 21).
import { readText, storageKeys, writeText } from '../shared/storage.ts';
import { assetPaths, homePath } from '../../routes/index.ts';
import { BUILD_META, workerBuild } from '../../site/build-stamp.ts';
import { href } from '../../site/href.ts';

interface Rules {
  date: string;
  from: 'content' | 'build';
}
/** What the worker has saved of its build. */
interface State {
  type: 'state';
  build: string;
  rules: Rules;
  complete: boolean;
  saved: number;
  total: number;
}
type Message =
  | State
  | { type: 'progress'; build: string; update: boolean; saved: number; total: number }
  | { type: 'paused'; build: string; update: boolean; saved: number; total: number; online: boolean }
  | { type: 'found'; build: string }
  | { type: 'activated'; build: string; replaced: boolean }
  | { type: 'build?' };

/** The longest the worker waits for the page to go idle after loading. */
const IDLE_WAIT_MS = 3000;
/** How often an open page asks the server which build it has: a new one is offered within a minute. */
const BUILD_CHECK_MS = 30_000;

const day = (iso: string) => iso.split('-').reverse().join('.');
const rulesDate = (rules: Rules) => (rules.from === 'content' ? `правила от ${day(rules.date)}` : `правила по сборке от ${day(rules.date)}`);

/** The footer's line: a message, with a progress bar while files are saved. */
function lineWriter(line: HTMLElement): (message: string, progress?: { saved: number; total: number }) => void {
  const text = line.querySelector<HTMLElement>('.offline-text')!;
  const bar = line.querySelector<HTMLProgressElement>('progress')!;
  const counter = line.querySelector<HTMLElement>('.offline-count')!;
  return (message, progress) => {
    line.hidden = false;
    text.textContent = message;
    bar.hidden = counter.hidden = !progress;
    counter.textContent = '';
    if (progress) {
      bar.max = progress.total;
      bar.value = progress.saved;
      counter.textContent = `${progress.saved} из ${progress.total}`;
    }
  };
}

/** Registers the worker after the page has loaded and gone idle: the first download then takes
 *  only spare time. (Safari has no requestIdleCallback.) */
function registerWhenIdle(scope: string, registered: (found: ServiceWorkerRegistration) => void, failed: () => void): void {
  const register = () =>
    navigator.serviceWorker.register(href(assetPaths.serviceWorker()), { scope }).then(
      // A browser that blocks service workers may fulfil the registration with nothing.
      (found: ServiceWorkerRegistration | undefined) => {
        if (!found) return failed();
        registered(found);
        void navigator.storage?.persist?.();
        // A new build is a new worker: look for one on every page (browsers alone wait longer).
        found.update().catch(() => undefined);
      },
      failed,
    );
  const whenIdle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(() => void register(), { timeout: IDLE_WAIT_MS }) : setTimeout(() => void register(), IDLE_WAIT_MS);
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}

export function startOffline(): void {
  const scope = href(homePath());
  const line = document.getElementById('offline-state');
  const notice = document.getElementById('offline-notice');
  if (!line || !notice || !('serviceWorker' in navigator)) return;
  const noticeText = notice.querySelector<HTMLElement>('.offline-notice-text')!;
  const reload = notice.querySelector<HTMLButtonElement>('.offline-reload')!;
  /** The build this page shows, as the build stamped it; null where it is not stamped. */
  const pageBuild = document.querySelector<HTMLMetaElement>(`meta[name="${BUILD_META}"]`)?.content || null;
  /** The build the server has, as the page learnt last, and the build of the worker's copy. */
  let serverBuild: string | null = null;
  let copyBuild: string | null = null;
  let ready: State | null = null;
  let registration: ServiceWorkerRegistration | undefined;
  /** This page has seen its build's copy replace another one. */
  let updated = false;

  const show = lineWriter(line);
  const available = (state: State) => {
    line.dataset.build = state.build;
    return `Доступно офлайн · ${rulesDate(state.rules)}`;
  };
  /** The server has moved on from this page's build. */
  const stale = () => pageBuild !== null && serverBuild !== null && serverBuild !== pageBuild;

  const serverHas = (build: string) => {
    serverBuild = build;
    if (!stale()) return;
    // One sentence, its last word the button: «Доступна новая версия правил — обновить».
    reload.textContent = 'обновить';
    reload.hidden = false;
    noticeText.replaceChildren('Доступна новая версия правил — ', reload);
    notice.hidden = false;
    if (ready) show(`Открыта прежняя версия правил · ${available(ready)}`);
  };

  const onState = (state: State) => {
    copyBuild = state.build;
    if (!state.complete) {
      show('Сохраняю сайт для работы без сети, читать можно уже сейчас:', state);
      return;
    }
    ready = state;
    // Only a page of the copy's own build records it: a page left open on an older build must
    // not take from the new build's first page its «Обновлено».
    if (pageBuild === null || state.build === pageBuild) {
      const seen = readText(storageKeys.offlineBuild);
      writeText(storageKeys.offlineBuild, state.build);
      if (seen && seen !== state.build) {
        updated = true;
        noticeText.textContent = 'Обновлено: сохранена новая версия сайта.';
        reload.hidden = true;
        notice.hidden = false;
      }
    }
    show(stale() ? `Открыта прежняя версия правил · ${available(state)}` : updated ? `Обновлено · ${available(state)}` : available(state));
  };

  const onMessage = (message: Message, port?: MessagePort) => {
    if (message.type === 'build?') port?.postMessage({ build: pageBuild });
    else if (message.type === 'state') onState(message);
    else if (message.type === 'found') serverHas(message.build);
    else if (message.type === 'progress') {
      if (message.update && ready) show(`${available(ready)} · загружаю обновление:`, message);
      else if (!message.update && !ready) show('Сохраняю сайт для работы без сети, читать можно уже сейчас:', message);
    } else if (message.type === 'paused') {
      const why = message.online ? 'загрузка прервалась' : 'нет сети';
      if (message.update && ready) show(`${available(ready)} · обновление не загрузилось (${why}), работает сохранённая копия`);
      else
        show(
          `Сохранено ${message.saved} из ${message.total} файлов: ${why}. Сохранённые страницы открываются без сети, остальное догрузится при следующем подключении.`,
        );
    } else if (message.type === 'activated') {
      serverHas(message.build);
      ask();
    }
  };

  const ask = () => void navigator.serviceWorker.getRegistration(scope).then((r) => r?.active?.postMessage({ type: 'state', build: pageBuild }));

  /** Asks the server which build it has (its worker names it); a new one is offered, and its worker installed. */
  const check = async () => {
    if (document.visibilityState !== 'visible' || !pageBuild) return;
    try {
      const response = await fetch(href(assetPaths.serviceWorker()), { cache: 'no-store' });
      const build = response.ok ? workerBuild(await response.text()) : null;
      if (!build) return;
      serverHas(build);
      if (build !== copyBuild) registration?.update().catch(() => undefined);
    } catch {
      // Offline: the server says nothing now; the next check asks again.
    }
  };

  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<Message>) => {
    // Only the active worker speaks for the copy: a new one still installing says its state before
    // it takes over (it says it again once active), and one it replaced may answer late.
    if (event.data?.type === 'state' && registration?.active && event.source !== registration.active) return;
    onMessage(event.data, event.ports[0]);
  });
  navigator.serviceWorker.addEventListener('controllerchange', ask);
  navigator.serviceWorker.startMessages();
  reload.addEventListener('click', () => location.reload());
  notice.querySelector('.offline-close')!.addEventListener('click', () => (notice.hidden = true));

  const failed = () => show('Сохранить сайт для работы без сети в этом браузере не удалось: без сети откроются только страницы из кэша браузера.');
  registerWhenIdle(
    scope,
    (found) => {
      registration = found;
      void navigator.serviceWorker.ready.then(ask);
    },
    failed,
  );
  setInterval(() => void check(), BUILD_CHECK_MS);
  document.addEventListener('visibilitychange', () => void check());
  addEventListener('online', () => void check());
}
