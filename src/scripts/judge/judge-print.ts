// The board on paper, for a head judge to take away: the position shown (both players' zones),
// every step with its answer and the rules applied, and the link as text and as a QR code.
// Loaded when the board is idle; kept in step with every drawing, so printing needs no wait.
import { ZONE_WORDS, type CardView, type PlayerId, type ScenarioResult } from '../../engine/index.ts';
import { ZONE_ORDER } from './board-data.ts';
import { capital, facts, playerName } from './board-view.ts';
import { el } from '../shared/dom.ts';
import { encodeQr, qrPath } from './qr.ts';
import { stepLine } from '../shared/trace-view.ts';

export interface PrintParts {
  box: HTMLElement;
  result: ScenarioResult | null;
  position: number;
  /** The name a card goes by on the board. */
  label(id: number): string;
  address: string;
}

const SVG = 'http://www.w3.org/2000/svg';

function qrFigure(address: string): HTMLElement {
  const code = encodeQr(address);
  if (!code)
    return el('p', {}, `Ссылка длиннее, чем вмещает QR-код (${address.length} знаков): перепишите её с листа или откройте с устройства, где она сохранена.`);
  const side = code.modules.length + 8;
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', `0 0 ${side} ${side}`);
  svg.setAttribute('class', 'print-qr');
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', 'QR-код ссылки на этот расклад');
  const back = document.createElementNS(SVG, 'rect');
  back.setAttribute('width', String(side));
  back.setAttribute('height', String(side));
  back.setAttribute('fill', '#fff');
  const path = document.createElementNS(SVG, 'path');
  path.setAttribute('d', qrPath(code));
  path.setAttribute('fill', '#000');
  svg.append(back, path);
  return el('figure', {}, svg, el('figcaption', { class: 'note' }, `QR-код ссылки (версия ${code.version}, уровень коррекции ${code.level})`));
}

export function renderPrint(p: PrintParts): void {
  if (!p.result) return void p.box.replaceChildren();
  const { result, position } = p;
  const state = position === 0 ? result.initial! : result.steps[position - 1].state!;
  const line = (card: CardView, holder: PlayerId, hero = false) => {
    const said = facts(card, holder, hero);
    return el('li', {}, p.label(card.id) || card.name, said.length ? ` — ${said.join(', ')}` : '');
  };
  const player = (pl: PlayerId) => {
    const view = state.players[pl];
    return el(
      'section',
      { class: 'print-player' },
      el('h3', {}, `${capital(playerName(pl))}${state.active === pl ? ' (ходит)' : ''}`),
      el(
        'p',
        {},
        `Монеты: открытых ${view.coins.open}, закрытых ${view.coins.closed}${view.coins.temporary ? `, из них временных ${view.coins.temporary}` : ''}`,
      ),
      el('p', { class: 'print-zone' }, 'Герой:'),
      el('ul', {}, line(view.hero, pl, true)),
      ...ZONE_ORDER.flatMap((z) =>
        view.zones[z].length
          ? [
              el('p', { class: 'print-zone' }, `${capital(ZONE_WORDS[z].name)} (${view.zones[z].length}):`),
              el('ul', {}, ...view.zones[z].map((c) => line(c, pl))),
            ]
          : [],
      ),
    );
  };
  p.box.replaceChildren(
    el('h2', {}, position === 0 ? 'Расклад: начальная позиция' : `Расклад после шага ${position} из ${result.steps.length}`),
    // Side by side on paper, so that a usual situation fits one sheet.
    el('div', { class: 'print-players' }, player('A'), player('B')),
    el('h2', {}, `Шаги (${result.steps.length})`),
    result.steps.length ? el('ol', { class: 'print-steps' }, ...result.steps.map((s) => el('li', {}, stepLine(s, true)))) : el('p', {}, 'Шагов нет.'),
    el(
      'div',
      { class: 'print-share' },
      el(
        'div',
        {},
        el('h2', {}, 'Ссылка на этот расклад'),
        // A link has no spaces to break at: it may break after any 32 characters (no character added).
        el('p', { class: 'print-link' }, ...(p.address.match(/.{1,32}/g) ?? []).flatMap((part, i) => (i ? [el('wbr'), part] : [part]))),
      ),
      qrFigure(p.address),
    ),
  );
}
