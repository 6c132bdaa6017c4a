// What the site ships that others made, with each licence's text as its package gives it: the
// Russian Hunspell dictionary, whose word forms the build turns into the search's stems (its
// BSD licence asks that its notice come with them), and the libraries in the pages' scripts.
import { join } from 'node:path';
import { readContentText } from '../content-files/index.ts';

export interface ShippedWork {
  name: string;
  /** What of it the site ships, in Russian. */
  shipped: string;
  licence: string;
  /** The licence's text, as written. */
  text: string;
}

const SHIPPED: { pkg: string; file: string; name: string; shipped: string }[] = [
  {
    pkg: 'dictionary-ru',
    file: 'license',
    name: 'Русский словарь Hunspell (dictionary-ru), А. И. Лебедев',
    shipped: 'изменённая форма: основы слов, выведенные сборкой из его словоформ, в файлах словаря поиска',
  },
  { pkg: 'flexsearch', file: 'LICENSE', name: 'FlexSearch', shipped: 'поиск в браузере' },
  { pkg: '@orama/stemmers', file: 'LICENSE.md', name: 'Orama Stemmers', shipped: 'основы русских слов в поиске' },
  { pkg: 'ts-fsrs', file: 'LICENSE', name: 'ts-fsrs', shipped: 'расписание повторений в «Тренировке»' },
  { pkg: 'yaml', file: 'LICENSE', name: 'yaml', shipped: 'чтение и запись ситуаций на столе судьи' },
];

/** A package's file; the build runs at the project's root, where npm installed them. */
function packageFile(pkg: string, file: string): string {
  const read = readContentText(join(process.cwd(), 'node_modules', pkg, file));
  if (!read.ok) throw new Error(`licences: ${read.problem.message}`);
  return read.value;
}

export function shippedWorks(): ShippedWork[] {
  return SHIPPED.map(({ pkg, file, name, shipped }) => {
    const { license } = JSON.parse(packageFile(pkg, 'package.json')) as { license: string };
    return { name, shipped, licence: license, text: packageFile(pkg, file).trim() };
  });
}
