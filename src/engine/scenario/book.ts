// What reading one scenario keeps: the input (for positions), the catalog with the scenario's
// trial cards, the edition's rules, and the cards references can name. Every check that only
// the content can decide — card names, references, zones of the edition — is made here, and a
// problem stops the reading at its line and column.
import type { InputProblem, Path, YamlInput } from '../../input/index.ts';
import type { Say } from '../actions/record.ts';
import type { Rules } from '../editions.ts';
import { zoneExists } from '../rules/r206-supply.ts';
import type { CardDef, Case, Catalog, PlayerId, ZoneRef } from '../types.ts';
import { nameIn, player, ZONE_WORDS } from '../words.ts';
import { genderOf, resolveRef, sayRef, type Seat, type Slot } from './slots.ts';
import type { CardRef } from './types.ts';

/** Thrown inside the reader only; `readScenario` turns it into a value. */
export class Stop {
  constructor(readonly problems: InputProblem[]) {}
}

export const zoneLabel = (z: ZoneRef) => `${ZONE_WORDS[z.zone].name} ${player(z.player, 'gen')}`;

export class Reading {
  readonly seats: Seat[] = [];

  constructor(
    readonly input: YamlInput,
    readonly root: Path,
    readonly catalog: Catalog,
    readonly rules: Rules,
  ) {}

  fail(path: Path, message: string, messageRu: string): never {
    throw new Stop([this.input.problem([...this.root, ...path], message, messageRu)]);
  }

  at(path: Path) {
    return this.input.at([...this.root, ...path]);
  }

  /** A card of the catalog by its name or alias. */
  card(raw: string, path: Path): CardDef {
    return this.catalog.byName.get(raw) ?? this.fail(path, `unknown card "${raw}"`, `неизвестная карта «${raw}»`);
  }

  /** Makes a card known to references; an alias is one name, not taken twice. */
  seat(name: string, slot: Slot, alias: string | undefined, aliasPath: Path): void {
    if (alias !== undefined && (this.seats.some((s) => s.alias === alias) || this.catalog.byName.has(alias) || /^[AB]\.hero$/.test(alias))) {
      this.fail(aliasPath, `alias "${alias}" is already used`, `псевдоним «${alias}» уже занят`);
    }
    this.seats.push(alias === undefined ? { name, slot } : { name, alias, slot });
  }

  /** The seat a reference names, or a problem at `path`. */
  find(raw: string, path: Path): Seat {
    const found = resolveRef(this.seats, raw, (name) => this.catalog.byName.get(name)?.name);
    return found.ok ? found.seat : this.fail(path, found.message, found.messageRu);
  }

  /** The data of the card a reference names; a hero the scenario did not name has none. */
  defOf(raw: string): CardDef | undefined {
    const found = resolveRef(this.seats, raw, (name) => this.catalog.byName.get(name)?.name);
    return found.ok ? this.catalog.byName.get(found.seat.name) : undefined;
  }

  /** A reference with how messages say it: «стоимость Кутилы», «Кутила закрыт». */
  ref(raw: string, path: Path): CardRef {
    const slot = this.find(raw, path).slot;
    const def = this.defOf(raw);
    const say = (c: Case) => sayRef(raw, def, c);
    const forms = { nom: say('nom'), gen: say('gen'), dat: say('dat'), acc: say('acc'), ins: say('ins'), prep: say('prep') };
    return { slot, label: raw, forms, gender: genderOf(raw, def) };
  }

  /** A zone of the edition played: a zone the edition lacks is a problem (the supply, 206.1). */
  zone(z: ZoneRef, path: Path): ZoneRef {
    if (zoneExists(this.rules, z.zone)) return z;
    const where = this.rules.cite.supply;
    const cited = where ? ` (${where.rule} in the ${where.edition} edition)` : '';
    const citedRu = where ? ` (${where.rule} — в редакции ${where.edition})` : '';
    return this.fail(
      path,
      `zone "${z.player}.${z.zone}": the ${this.rules.edition} edition has no ${z.zone}${cited}`,
      `зона «${z.player}.${z.zone}»: в редакции ${this.rules.edition} зоны «${ZONE_WORDS[z.zone].name}» нет${citedRu}`,
    );
  }

  /** How labels name what steps name, in the case their sentence needs. */
  readonly say: Say = {
    card: (raw: string, c: Case = 'nom') => sayRef(raw, this.defOf(raw), c),
    name: (raw: string, c: Case = 'nom') => {
      const def = this.catalog.byName.get(raw);
      return def ? nameIn(def, c) : raw;
    },
    zone: zoneLabel,
    by: (p: PlayerId | undefined) => (p ? ` (${player(p)})` : ''),
  };
}
