// The judge sandbox: write a scenario, run it in a worker under a time limit, see each step
// with the state after it and the rules applied; share it as a link. Nothing typed is ever
// put into the page as HTML.
import type { CardDef, InputProblem, ScenarioResult } from '../engine/index.ts';
import type { JudgeReply, JudgeRequest } from './judge-worker.ts';
import { el } from './dom.ts';
import { renderSteps, summary } from './step-view.ts';
import { renderState } from './state-view.ts';
import { decodeScenario, encodeScenario } from './share.ts';

const timeLimitMs = 3000;
const page = document.querySelector<HTMLElement>('.judge')!;
const editor = page.querySelector<HTMLTextAreaElement>('#scenario')!;
const output = page.querySelector<HTMLElement>('.judge-output')!;
const status = page.querySelector<HTMLElement>('.judge-status')!;
const runButton = page.querySelector<HTMLButtonElement>('.judge-run')!;
const shareButton = page.querySelector<HTMLButtonElement>('.judge-share')!;
const templates = JSON.parse(page.querySelector('#judge-templates')!.textContent ?? '[]') as { id: string; title: string; yaml: string }[];
const citations = JSON.parse(page.querySelector('#judge-citations')!.textContent ?? '{}') as Record<string, string | null>;
let cards: CardDef[] | null = null;

async function catalog(): Promise<CardDef[]> {
  cards ??= (await (await fetch('/api/cards.json')).json()) as CardDef[];
  return cards;
}

/** Runs in a fresh worker; one that overruns the time limit is stopped. */
function runInWorker(request: JudgeRequest): Promise<JudgeReply | 'timeout'> {
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./judge-worker.ts', import.meta.url), { type: 'module' });
    const timer = setTimeout(() => {
      worker.terminate();
      resolve('timeout');
    }, timeLimitMs);
    worker.onmessage = (event: MessageEvent<JudgeReply>) => {
      clearTimeout(timer);
      worker.terminate();
      resolve(event.data);
    };
    worker.onerror = (event) => {
      clearTimeout(timer);
      worker.terminate();
      resolve({ ok: false, crash: event.message || 'ошибка в обработчике' });
    };
    worker.postMessage(request);
  });
}

async function run(): Promise<void> {
  runButton.disabled = true;
  status.textContent = 'Выполняю…';
  output.replaceChildren();
  const reply = await runInWorker({ yaml: editor.value, cards: await catalog() });
  runButton.disabled = false;
  if (reply === 'timeout') {
    status.textContent = `Сценарий выполнялся дольше ${timeLimitMs / 1000} с и был остановлен.`;
    output.dataset.state = 'timeout';
  } else if (reply.ok) {
    showResult(reply.result);
  } else if ('error' in reply) {
    showInputProblem(reply.error);
  } else {
    status.textContent = `Движок не справился со сценарием: ${reply.crash}`;
    output.dataset.state = 'crash';
  }
}

function showResult(result: ScenarioResult): void {
  status.textContent = summary(result).replace('Проверено в браузере: ', '');
  output.dataset.state = result.passed ? 'passed' : 'failed';
  const steps = renderSteps(result, citations);
  steps.querySelectorAll<HTMLLIElement>(':scope > li').forEach((li, i) => {
    const state = result.steps[i].state;
    if (state) li.append(el('details', { class: 'step-state' }, el('summary', {}, 'Состояние после шага'), renderState(state)));
  });
  const last = result.steps.at(-1)?.state;
  output.replaceChildren(steps, last ? el('section', { class: 'final-state' }, el('h2', {}, 'Итоговое состояние'), renderState(last)) : '');
}

function showInputProblem(error: InputProblem): void {
  output.dataset.state = 'input-error';
  status.textContent = `Ошибка в сценарии: строка ${error.line}, столбец ${error.column}: ${error.messageRu}`;
  const lines = editor.value.split('\n');
  const from = Math.max(0, error.line - 3);
  const context = lines.slice(from, error.line + 2).map((text, i) => {
    const number = from + i + 1;
    if (number !== error.line) return el('span', { class: 'context-line' }, `${String(number).padStart(3)} | ${text}\n`);
    const at = Math.min(Math.max(0, error.column - 1), text.length);
    return el(
      'span',
      { class: 'context-line error-line' },
      `${String(number).padStart(3)} | ${text.slice(0, at)}`,
      el('mark', { class: 'error-at' }, text.slice(at) || ' '),
      '\n',
    );
  });
  output.replaceChildren(el('pre', { class: 'error-context', 'aria-label': 'Место ошибки' }, ...context));
  // Put the cursor where the error is, so it can be fixed at once.
  const offset = lines.slice(0, error.line - 1).reduce((n, l) => n + l.length + 1, 0) + Math.max(0, error.column - 1);
  editor.focus();
  editor.setSelectionRange(offset, Math.min(editor.value.length, offset + Math.max(1, (lines[error.line - 1] ?? '').length - error.column + 1)));
}

async function share(): Promise<void> {
  const hash = await encodeScenario(editor.value);
  history.replaceState(null, '', `#${hash}`);
  const link = location.href;
  const field = page.querySelector<HTMLInputElement>('.share-link')!;
  field.value = link;
  field.hidden = false;
  field.select();
  try {
    await navigator.clipboard.writeText(link);
    status.textContent = 'Ссылка на сценарий скопирована.';
  } catch {
    status.textContent = 'Ссылка на сценарий — в поле ниже.';
  }
}

function insertTemplate(id: string): void {
  const template = templates.find((t) => t.id === id);
  if (template) editor.value = template.yaml;
}

async function start(): Promise<void> {
  page.querySelector<HTMLElement>('.judge-needs-js')?.remove();
  page.querySelectorAll<HTMLElement>('[data-needs-js]').forEach((node) => (node.hidden = false));
  runButton.addEventListener('click', run);
  shareButton.addEventListener('click', share);
  const select = page.querySelector<HTMLSelectElement>('.judge-template')!;
  select.addEventListener('change', () => insertTemplate(select.value));
  page.querySelectorAll<HTMLButtonElement>('.card-insert').forEach((button) =>
    button.addEventListener('click', () => {
      const name = button.dataset.name ?? '';
      editor.setRangeText(name, editor.selectionStart, editor.selectionEnd, 'end');
      editor.focus();
    }),
  );
  editor.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void run();
  });
  const shared = await decodeScenario(location.hash);
  const fromExample = /^#example=([a-z0-9-]+)$/.exec(location.hash)?.[1];
  if (shared !== null) {
    editor.value = shared;
    await run();
  } else if (fromExample) {
    insertTemplate(fromExample);
    select.value = fromExample;
  }
}

void start();
