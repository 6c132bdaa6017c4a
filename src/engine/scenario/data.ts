// A scenario handed over as data (the judge's board builds it by taps): read by the same schema
// and reader as a file, without the YAML parser; a problem names its place in words («шаг 3»).
import { readData, type Path } from '../../input/index.ts';
import type { Catalog, PlayerId, ZoneName } from '../types.ts';
import { playerGen, ZONE_WORDS } from '../words.ts';
import { readScenario, type ParseResult, type ReadOptions } from './parse.ts';

/** Where in a scenario a path points, as a reader would say it. */
export function scenarioPlace(path: Path): string {
  const [top, a, b, c] = path;
  if (top === 'steps' && typeof a === 'number') return `шаг ${a + 1}`;
  if (top === 'setup' && (a === 'A' || a === 'B')) {
    const player = playerGen(a as PlayerId);
    if (b === 'coins') return `монеты ${player}`;
    if (b === 'hero') return `герой ${player}`;
    if (typeof b === 'string' && Object.hasOwn(ZONE_WORDS, b)) {
      const zone = `${ZONE_WORDS[b as ZoneName].name} ${player}`;
      return typeof c === 'number' ? `${zone}, карта ${c + 1}` : zone;
    }
    return `начальная позиция ${player}`;
  }
  if (top === 'setup') return 'начальная позиция';
  if (top === 'edition') return 'редакция';
  return '';
}

/** Reads a scenario given as data. Never throws on bad input: problems are values. */
export function readScenarioData(data: unknown, file: string, catalog: Catalog, options: ReadOptions = {}): ParseResult {
  const input = readData(file, data, scenarioPlace);
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return { ok: false, errors: [input.problem([], 'a scenario must be a mapping with "setup" and "steps"', 'сценарий — это начальная позиция и шаги')] };
  return readScenario(input, [], catalog, options);
}
