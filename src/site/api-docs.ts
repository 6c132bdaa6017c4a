// The /api/ page's catalogue: every kind of API file, what it holds (in Russian), and one real
// file of that kind as its example, made by the same functions as the endpoints.
import { apiPaths } from '../routes/index.ts';
import type { ApiName } from './api-schemas.ts';
import { apiFiles } from './api.ts';
import type { SiteData } from './data.ts';

export interface ApiDoc {
  name: ApiName;
  /** The address, with `<…>` for the part that varies. */
  address: string;
  what: string;
  /** One real file of this kind: its address and content; null where the build has none (a rulebook without rulings). */
  example: (site: SiteData) => { path: string; body: object } | null;
}

export const apiDocs: ApiDoc[] = [
  {
    name: 'rules',
    address: apiPaths.rules(),
    what: 'Все редакции правил целиком (части, разделы, правила, абзацы с файлом и строкой, откуда они взяты) и текущая редакция, где каждый абзац помечен своей редакцией.',
    example: (site) => ({ path: apiPaths.rules(), body: apiFiles.rules(site) }),
  },
  {
    name: 'edition',
    address: apiPaths.edition('<редакция>'),
    what: 'Одна редакция правил: то же, что в rules.json, без остальных.',
    example: (site) => ({ path: apiPaths.edition(site.editions[0].id), body: apiFiles.edition(site, site.editions[0]) }),
  },
  {
    name: 'cards',
    address: apiPaths.cards(),
    what: 'Все карты как данные: тип, стоимость, жизни, удар, способности. Неизвестное — null.',
    example: (site) => ({ path: apiPaths.cards(), body: apiFiles.cards(site) }),
  },
  {
    name: 'example',
    address: apiPaths.example('<пример>'),
    what: 'Проверяемый пример: сценарий в том виде, в каком его исполняет движок правил, нужные ему карты и страницы правил, на которые может сослаться ход проверки.',
    example: (site) => {
      const [entry] = site.examples;
      return entry ? { path: apiPaths.example(entry.id), body: apiFiles.example(site, entry) } : null;
    },
  },
  {
    name: 'rulings',
    address: apiPaths.rulings(),
    what: 'Решения судей: вопрос, ответ в каждой редакции, объяснение, правила и карты, и подтвердил ли ответ движок правил.',
    example: (site) => ({ path: apiPaths.rulings(), body: apiFiles.rulings(site) }),
  },
  {
    name: 'rulingRun',
    address: apiPaths.rulingRun('<решение>', '<редакция>'),
    what: 'Сценарий решения так, как его исполняет одна редакция: для кнопки «Проверить» на странице решения.',
    example: (site) => {
      const [ruling] = site.rulings;
      const check = ruling?.checks[0];
      return check ? { path: apiPaths.rulingRun(ruling.ruling.id, check.edition), body: apiFiles.rulingRun(site, ruling, check.edition) } : null;
    },
  },
  {
    name: 'ruleNumbers',
    address: apiPaths.ruleNumbers(),
    what: 'Номера разделов и правил каждой редакции и текущей редакции, по порядку.',
    example: (site) => ({ path: apiPaths.ruleNumbers(), body: apiFiles.ruleNumbers(site) }),
  },
  {
    name: 'practice',
    address: apiPaths.practice(),
    what: 'Тренировка: шаблоны вопросов в том виде, как они записаны, и каждый вопрос, который движок правил из них получил: варианты ответа с объяснениями, верный ответ, ход решения по правилам и сценарий ситуации.',
    example: (site) => (site.practice.questions.length ? { path: apiPaths.practice(), body: apiFiles.practice(site) } : null),
  },
  {
    name: 'practiceDaily',
    address: apiPaths.practiceDaily(),
    what: 'Вопросы тренировки кратко — текст, варианты, номер верного: из них главная страница выбирает вопрос дня.',
    example: (site) => (site.practice.questions.length ? { path: apiPaths.practiceDaily(), body: apiFiles.practiceDaily(site) } : null),
  },
];

const SHOWN_ITEMS = 1;
const SHOWN_KEYS = 3;
/** Maps with more keys than this are data (pages by rule), not a record's fields. */
const MANY_KEYS = 16;

/** The example as shown: lists cut to their first item and long maps to a few keys. */
export function abridge(value: unknown): unknown {
  if (Array.isArray(value)) return value.slice(0, SHOWN_ITEMS).map(abridge);
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    return Object.fromEntries((entries.length > MANY_KEYS ? entries.slice(0, SHOWN_KEYS) : entries).map(([k, v]) => [k, abridge(v)]));
  }
  return value;
}
