// Putting a card on the board: find it by part of its name in any form («кутилу», «тана гномов»),
// each typed word beginning like a word of the name with its ending allowed to change (nothing
// typed: every card, to tap), then tap the zone it goes to.
import { ZONE_WORDS, type CardDef, type PlayerId, type ZoneName } from '../../engine/index.ts';
import { ZONE_ORDER } from './board-data.ts';
import { playerName } from './board-view.ts';
import { el } from '../shared/dom.ts';

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/ё/g, 'е')
    .split(/[^\p{L}\d]+/u)
    .filter(Boolean);

/** A typed word's stem: Russian endings change the last letters («рунопевца» — «рунопевец»). */
const stem = (word: string) => (word.length <= 3 ? word : word.slice(0, Math.max(3, word.length - 2)));

/** What a card is found by: its name and aliases (a trial card as a scenario writes it may have none). */
export type Findable = Pick<CardDef, 'name' | 'type'> & { aliases?: readonly string[] };

export function findCards<T extends Findable>(cards: readonly T[], query: string): T[] {
  const typed = words(query).map(stem);
  const collator = new Intl.Collator('ru');
  return cards
    .filter((card) => card.type !== 'hero')
    .filter((card) => {
      const own = [card.name, ...(card.aliases ?? [])].flatMap(words);
      return typed.every((t) => own.some((w) => w.startsWith(t)));
    })
    .sort((a, b) => collator.compare(a.name, b.name));
}

interface PickerHost {
  /** The cards to pick from: the catalog's, and the trial cards the situation describes. */
  cards(): Findable[];
  /** The zones of the edition played, as its engine table has them (not every edition has a supply). */
  zones(): readonly ZoneName[];
  /** Puts the card on the table; says what was done. */
  put(name: string, player: PlayerId, zone: ZoneName): string;
  /** Brings a part of the page into view above the sticky bar. */
  reveal(node: HTMLElement): void;
}

export function attachCardPicker(root: HTMLElement, host: PickerHost): void {
  const search = root.querySelector<HTMLInputElement>('.card-search')!;
  const box = root.querySelector<HTMLElement>('.add-zone')!;
  const said = root.querySelector<HTMLElement>('.add-status')!;
  search.dataset.focus = 'add-search';

  const chooseZone = (name: string) => {
    box.hidden = false;
    box.querySelector('#add-zone-title')!.textContent = `Куда положить «${name}»? Карта ляжет в начальную позицию.`;
    const zones = ZONE_ORDER.filter((z) => host.zones().includes(z));
    const put = (p: PlayerId, z: ZoneName) => {
      const b = el('button', { type: 'button' }, `${ZONE_WORDS[z].into[0].toUpperCase()}${ZONE_WORDS[z].into.slice(1)} — ${playerName(p)}`);
      b.addEventListener('click', () => {
        box.hidden = true;
        // Said where the judge looks: under the search, the card's name still in view.
        said.textContent = host.put(name, p, z);
        host.reveal(said);
      });
      return b;
    };
    const cancel = el('button', { type: 'button', class: 'secondary' }, 'Отмена');
    cancel.addEventListener('click', () => {
      box.hidden = true;
      search.focus();
    });
    box.querySelector('.add-zone-buttons')!.replaceChildren(...(['A', 'B'] as PlayerId[]).flatMap((p) => zones.map((z) => put(p, z))), cancel);
    said.textContent = '';
    host.reveal(box);
    box.querySelector('button')?.focus({ preventScroll: true });
  };

  const showResults = () => {
    const found = findCards(host.cards(), search.value);
    root.querySelector('.card-results')!.replaceChildren(
      ...found.map((card) => {
        const b = el('button', { type: 'button', class: 'card-choice', 'data-focus': `choose:${card.name}` }, card.name);
        b.addEventListener('click', () => chooseZone(card.name));
        return el('li', {}, b);
      }),
      found.length === 0 ? el('li', { class: 'note' }, 'Такой карты нет в каталоге.') : '',
    );
  };
  search.addEventListener('input', showResults);
  search.addEventListener('keydown', (e) => {
    const first = findCards(host.cards(), search.value)[0];
    if (e.key === 'Enter' && first) {
      e.preventDefault();
      chooseZone(first.name);
    }
  });
  showResults();
}
