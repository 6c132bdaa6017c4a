// The practice template format (content/practice/<id>.yaml), declared once: the reader, the JSON
// Schema under content/schema (for editors) and /api/practice.json all take it from here. A template
// is a judge's question with slots (slots.ts), its variables, a scenario whose last step, `ask:`,
// the engine answers, and the common misreadings, each a small change to that scenario.
import * as z from 'zod/mini';
import { named, says } from '../input/index.ts';
import { askSaysSchema, CARD_TYPES, QUANTITIES, rulingSchema } from '../engine/index.ts';

/** The most variants one template may have: every one is run under each edition, with each mistake. */
export const MAX_VARIANTS = 120;
/** The most copies a `repeat:` item of a zone list may make. */
export const MAX_REPEAT = 30;

const { id: slug, explanation: text, rules, editions } = rulingSchema.shape;
const ruleNumber = rules.def.element;
const int = z.int().check(z.minimum(-1000), z.maximum(1000));

const variableNameSchema = z
  .string()
  .check(z.regex(/^[A-Za-z_][A-Za-z0-9_]*$/, says('must be a variable name (latin letters, digits, _)', 'нужно имя переменной (латиница, цифры, _)')));

/** A variable: whole numbers from..to, a list of numbers, or the cards of a kind. */
const variableSchema = named(
  z.union([
    z.strictObject({ from: int, to: int, step: z.optional(z.int().check(z.minimum(1), z.maximum(100))) }),
    z.strictObject({ choices: z.array(int).check(z.minLength(1), z.maxLength(MAX_VARIANTS)) }),
    z.strictObject({
      cards: z.strictObject({
        type: z.optional(z.array(z.enum(CARD_TYPES)).check(z.minLength(1))),
        race: z.optional(text),
        subtype: z.optional(text),
        names: z.optional(z.array(text).check(z.minLength(1))),
      }),
    }),
  ]),
  'practiceVariable',
  'Переменная: целые числа {from, to, step}, список чисел {choices} или карты одного рода {cards: {type, race, subtype, names}}',
);

/** The scenario format (scenario.schema.json) around the steps; any string in it may be a slot. */
const scenarioShape = {
  seed: z.optional(z.unknown()),
  cards: z.optional(z.array(z.unknown())),
  note: z.optional(text),
  setup: z.record(z.string(), z.unknown()),
  steps: z.array(z.record(z.string(), z.unknown())).check(z.minLength(1), z.maxLength(50)),
};
const templateScenarioSchema = named(
  z.strictObject(scenarioShape),
  'practiceScenario',
  'Сценарий в формате сценариев (scenario.schema.json); последний шаг — ask:, на него отвечает движок. Любая строка может быть слотом «{n}»; элемент списка зоны {card, repeat: N} — N одинаковых карт',
);

/** A misreading: the change that makes the scenario say it, and why it is wrong. */
const mistakeSchema = named(
  z.strictObject({
    if: text.check(z.describe('Как было бы при неверном прочтении: «Кутила не считал себя»')),
    rule: ruleNumber,
    but: text.check(z.describe('Что на самом деле говорит правило')),
    ruling: z.optional(slug.check(z.describe('Решение судей, которое предупреждает именно об этой ошибке'))),
    editions: z.optional(editions),
    change: z
      .strictObject({ ...Object.fromEntries(Object.keys(scenarioShape).map((key) => [key, z.optional(z.unknown())])), edition: z.optional(z.unknown()) })
      .check(z.describe('Изменение сценария (JSON Merge Patch, RFC 7386): словари сливаются, списки и значения заменяются, null удаляет ключ')),
  }),
  'practiceMistake',
  'Частая ошибка: изменение сценария, ответ движка на которое становится неверным вариантом, и почему он неверен',
);

/** How a judge asks the template's question in search (src/ask): the words that name it, and what its numbers count. */
const askSchema = named(
  z.strictObject({
    says: askSaysSchema,
    counts: z.optional(
      z
        .partialRecord(z.enum(QUANTITIES), text)
        .check(z.describe('Что считает число запроса, как выражение переменных: {hand: "{n - 1}"} — «в руке осталось 3» значит n = 4')),
    ),
  }),
  'practiceAsk',
  'Как судья спрашивает этот вопрос в поиске: слова, которые его называют, и что считают числа запроса',
);

export const templateSchema = z.strictObject({
  id: slug,
  question: text.check(z.describe('Вопрос судьи со слотами: «В руке {n|карта}, одна из них — Кутила. Сколько он стоит?»')),
  explain: text.check(z.describe('Почему верный ответ верен (со слотами)')),
  rules: rules.check(z.describe('Правила, которые тренирует вопрос, как их нумерует текущая редакция')),
  editions: z.optional(editions),
  variables: z.optional(z.record(variableNameSchema, variableSchema)),
  answer: z.optional(z.enum(['count']).check(z.describe('count: ответ на вопрос о зоне — число карт, а не их имена'))),
  scenario: templateScenarioSchema,
  mistakes: z.array(mistakeSchema).check(z.minLength(2), z.maxLength(8)),
  ask: z.optional(askSchema),
});

export type TemplateInput = z.output<typeof templateSchema>;
export type MistakeInput = z.output<typeof mistakeSchema>;
export type VariableInput = z.output<typeof variableSchema>;
