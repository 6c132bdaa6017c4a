// The offline copy as the reader sees it: registers the service worker (public/sw.js) once the
// page has loaded and gone idle, so the download takes only spare time, and states in the footer what
// is saved: progress while downloading, «Доступно офлайн · правила от …» once complete,
// «Обновлено» the first time a new build's copy replaces the old one. The build's id is for
// tools, not readers: the line carries it as `data-build`.
import { readText, storageKeys, writeText } from './storage.ts';
import { assetPaths, homePath } from '../routes/index.ts';
import { href } from '../site/href.ts';

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
  | { type: 'activated'; build: string; replaced: boolean };

/** The longest the worker waits for the page to go idle after loading. */
const IDLE_WAIT_MS = 3000;

const day = (iso: string) => iso.split('-').reverse().join('.');
const rulesDate = (rules: Rules) => (rules.from === 'content' ? `правила от ${day(rules.date)}` : `правила по сборке от ${day(rules.date)}`);

export function startOffline(): void {
  const scope = href(homePath());
  const line = document.getElementById('offline-state');
  const notice = document.getElementById('offline-notice');
  if (!line || !notice || !('serviceWorker' in navigator)) return;
  const text = line.querySelector<HTMLElement>('.offline-text')!;
  const bar = line.querySelector<HTMLProgressElement>('progress')!;
  const counter = line.querySelector<HTMLElement>('.offline-count')!;
  /** The page came from an older worker (or none) and a newer build has taken over since. */
  let staleSinceLoad = false;
  let ready: State | null = null;
  /** This page has seen the copy replaced by a new build. */
  let updated = false;

  const show = (message: string, progress?: { saved: number; total: number }) => {
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
  const available = (state: State) => {
    line.dataset.build = state.build;
    return `Доступно офлайн · ${rulesDate(state.rules)}`;
  };

  const onState = (state: State) => {
    if (!state.complete) {
      show('Сохраняю сайт для работы без сети, читать можно уже сейчас:', state);
      return;
    }
    ready = state;
    const seen = readText(storageKeys.offlineBuild);
    writeText(storageKeys.offlineBuild, state.build);
    if (seen && seen !== state.build) {
      updated = true;
      notice.querySelector<HTMLElement>('.offline-notice-text')!.textContent = staleSinceLoad
        ? 'Обновлено: сохранена новая версия сайта. Перезагрузите страницу, чтобы читать её.'
        : `Обновлено: сохранена новая версия сайта (сборка ${state.build}).`;
      notice.querySelector<HTMLElement>('.offline-reload')!.hidden = !staleSinceLoad;
      notice.hidden = false;
    }
    show(updated ? `Обновлено · ${available(state)}` : available(state));
  };

  const onMessage = (message: Message) => {
    if (message.type === 'state') onState(message);
    else if (message.type === 'progress') {
      if (message.update && ready) show(`${available(ready)} · загружаю обновление:`, message);
      else if (!message.update && !ready) show('Сохраняю сайт для работы без сети, читать можно уже сейчас:', message);
    } else if (message.type === 'paused') {
      const why = message.online ? 'загрузка прервалась' : 'нет сети';
      if (message.update && ready) show(`${available(ready)} · обновление не загрузилось (${why}), работает сохранённая копия`);
      else show(`Сохранено ${message.saved} из ${message.total} файлов: ${why}. Сохранённые страницы открываются без сети, остальное догрузится при следующем подключении.`);
    } else if (message.type === 'activated') {
      if (message.replaced) staleSinceLoad = true;
      ask();
    }
  };

  const ask = () => void navigator.serviceWorker.getRegistration(scope).then((r) => r?.active?.postMessage({ type: 'state' }));
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<Message>) => onMessage(event.data));
  navigator.serviceWorker.addEventListener('controllerchange', ask);
  navigator.serviceWorker.startMessages();
  notice.querySelector('.offline-reload')!.addEventListener('click', () => location.reload());
  notice.querySelector('.offline-close')!.addEventListener('click', () => (notice.hidden = true));

  const register = () =>
    navigator.serviceWorker.register(href(assetPaths.serviceWorker()), { scope }).then(
      (registration) => {
        void navigator.serviceWorker.ready.then(ask);
        void navigator.storage?.persist?.();
        // A new build is a new worker: look for one on every page (browsers alone wait longer).
        registration.update().catch(() => undefined);
      },
      () => show('Сохранить сайт для работы без сети в этом браузере не удалось: без сети откроются только страницы из кэша браузера.'),
    );
  // After the page has loaded and gone idle: the first download then takes only spare time.
  // (Safari has no requestIdleCallback.)
  const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(() => void register(), { timeout: IDLE_WAIT_MS }) : setTimeout(() => void register(), IDLE_WAIT_MS));
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}
