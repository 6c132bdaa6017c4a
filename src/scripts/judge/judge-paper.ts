// The board on paper: «Распечатать», and the browser's own printing, give the print view
// (judge-print.ts: the position, the steps with their answers and rules, the link and its QR
// code). Its module loads when the board is idle; from then on it follows every drawing, so that
// printing never waits.
import type { PrintParts } from './judge-print.ts';

interface PaperHost {
  parts(): Omit<PrintParts, 'box'>;
  /** Brings the address up to date before it is printed. */
  before(): Promise<void>;
  say(text: string): void;
}

export function attachPaper(root: HTMLElement, host: PaperHost): { refresh(): void; load(): Promise<boolean> } {
  const box = root.querySelector<HTMLElement>('.judge-print')!;
  let render: ((parts: PrintParts) => void) | null = null;
  const refresh = () => render?.({ box, ...host.parts() });
  const load = async () => {
    if (render) return true;
    try {
      render = (await import('./judge-print.ts')).renderPrint;
      refresh();
      return true;
    } catch {
      return false;
    }
  };
  root.querySelector('.judge-print-button')!.addEventListener('click', async () => {
    await host.before();
    if (!(await load())) return host.say('Не удалось подготовить печать: нет связи с сайтом.');
    refresh();
    print();
  });
  addEventListener('beforeprint', refresh);
  return { refresh, load };
}
