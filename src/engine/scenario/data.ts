// A scenario handed over as data (the judge's board builds it by taps): read by the same schema
// and reader as a file, without the YAML parser; a problem names its place in words («шаг 3»).
import { readData, type Path } from '../../input/index.ts';
import type { Catalog } from '../types.ts';
import { ZONES } from '../types.ts';
import { playerGen, ZONE_WORDS } from '../words.ts';
import type { Editions } from '../editions.ts';
import { readScenario, type ParseResult, type ReadOptions } from './read.ts';

/** Where in a scenario a path points, as a reader would say it. */
export function scenarioPlace(path: Path): string {
  const [top, a, b, c] = path;
  if (top === 'steps' && typeof a === 'number') return `шаг ${a + 1}`;
  if (top === 'setup' && (a === 'A' || a === 'B')) {
    const player = playerGen(a);
    if (b === 'coins') return `монеты ${player}`;
    if (b === 'hero') return `герой ${player}`;
    const zone = ZONES.find((z) => z === b);
    if (zone) {
      const named = `${ZONE_WORDS[zone].name} ${player}`;
      return typeof c === 'number' ? `${named}, карта ${c + 1}` : named;
    }
    return `начальная позиция ${player}`;
  }
  if (top === 'setup') return 'начальная позиция';
  if (top === 'edition') return 'редакция';
  return '';
}

/** Reads a scenario given as data. Never throws on bad input: problems are values. */
export function readScenarioData(data: unknown, file: string, catalog: Catalog, editions: Editions, options: ReadOptions = {}): ParseResult {
  const input = readData(file, data, scenarioPlace);
  if (data === null || typeof data !== 'object' || Array.isArray(data))
    return { ok: false, errors: [input.problem([], 'a scenario must be a mapping with "setup" and "steps"', 'сценарий — это начальная позиция и шаги')] };
  return readScenario(input, [], catalog, editions, options);
}
