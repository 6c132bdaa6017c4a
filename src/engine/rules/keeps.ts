// What a card keeps as it becomes a new object in a zone: the edition's table says, zone by zone,
// which effects and markers (by name, or all) go with it, and which rule says so (203.4, 204,
// 205.4). Where the table's rule is null the excerpts are silent: the engine does what the table
// says, and the trace says that it chose.
import { entry, silent } from '../citations.ts';
import { effectLabel, markerLabel } from '../effects.ts';
import type { Keep } from '../editions.ts';
import { carryTo, effectsOf, markersOf } from '../objects.ts';
import { nameOf } from '../state.ts';
import { ZONE_WORDS } from '../words.ts';
import type { CardObj, Catalog, GameState, Marker, TraceEntry } from '../types.ts';
import { listBound } from './lost.ts';

const NOTHING: Keep = { effects: [], markers: [], rule: null };

/** A name is kept when it starts with a kept one: «Инкарнация 2» with «Инкарнация», not «Без Инкарнации». */
const keeps = (names: Keep['effects'], label: string) => names === 'all' || names.some((n) => label.toLowerCase().startsWith(n.toLowerCase()));

/** Carries to `fresh` what the edition keeps from the `old` object, and says so. */
export function keepAcross(catalog: Catalog, s: GameState, old: CardObj, fresh: CardObj): TraceEntry[] {
  const keep = s.rules.keeps[fresh.zone] ?? NOTHING;
  const effects = effectsOf(s, old);
  const markers = markersOf(s, old);
  const keptEffects = effects.filter((e) => keeps(keep.effects, effectLabel(e.effect)));
  const keptMarkers = markers.filter((m) => keeps(keep.markers, m.name));
  carryTo(s, fresh, keptEffects, keptMarkers);
  const lost = listBound(
    effects.filter((e) => !keptEffects.includes(e)),
    markers.filter((m) => !keptMarkers.includes(m)),
  );
  const kept = listBound(keptEffects, keptMarkers);
  const name = nameOf(catalog, fresh);
  if (keep.rule === null) {
    if (!lost && !kept) return [];
    const did = [lost && `теряет ${lost}`, kept && `сохраняет ${kept}`].filter(Boolean).join(', ');
    return [
      silent(s.rules, `что карта сохраняет, попадая ${ZONE_WORDS[fresh.zone].into}, в выдержках не сказано: ${name} приходит туда новым объектом и ${did}`),
    ];
  }
  const t: TraceEntry[] = [];
  if (lost)
    t.push(
      entry(
        s.rules,
        keep.rule,
        `${name} теряет ${lost}${keptElsewhere(
          s,
          fresh,
          markers.filter((m) => !keptMarkers.includes(m)),
        )}`,
      ),
    );
  if (kept) t.push(entry(s.rules, keep.rule, `${name} сохраняет ${kept}`));
  return t;
}

/** «(маркеры «Раз за ход» ×1 сохраняет поздняя редакция)»: what another edition would keep. */
function keptElsewhere(s: GameState, fresh: CardObj, lostMarkers: readonly Marker[]): string {
  const notes = (s.rules.keptElsewhere[fresh.zone] ?? []).flatMap(({ title, keep }) => {
    const theirs = lostMarkers.filter((m) => keeps(keep.markers, m.name));
    return theirs.length ? [`маркеры ${theirs.map(markerLabel).join(', ')} сохраняет ${title.toLowerCase()}`] : [];
  });
  return notes.length ? ` (${notes.join('; ')})` : '';
}
