// How a judge asks for a situation in search (issue 28, src/ask): the words that name it, and what
// the numbers of a query count. A practice template's numbers are its slots (src/practice); a
// ruling's or an example's are the fixed numbers of its scenario, which a query must match.
import * as z from 'zod/mini';
import { named } from '../../input/index.ts';
import { count, text } from './fields.ts';

/** What a number in a judge's query may count (src/ask reads each from the words around it). */
export const QUANTITIES = ['hand', 'graveyard', 'deck', 'discard', 'draw', 'coins', 'wounds', 'heal'] as const;
export type Quantity = (typeof QUANTITIES)[number];

export const askSaysSchema = named(
  z.array(text).check(z.minLength(1), z.maxLength(8)),
  'askSays',
  'Слова, которые называют ситуацию: каждое нужно в запросе (в любой форме); варианты через «|»: «стоит|стоимость»; имя карты — в любом падеже',
);

/** A ruling's or an example's `ask:`: its words, and the numbers its scenario has that a query must not contradict. */
export const fixedAskSchema = named(
  z.strictObject({
    says: askSaysSchema,
    counts: z.optional(
      named(
        z.partialRecord(z.enum(QUANTITIES), count),
        'fixedCounts',
        'Числа сценария, о которых спрашивают: {wounds: 2, heal: 5}. Запрос с другим числом получает не этот ответ, а предложение открыть ситуацию на столе',
      ),
    ),
  }),
  'fixedAsk',
  'Как судья спрашивает об этой ситуации в поиске: слова, которые её называют, и её числа; ответ — прогон сценария движком',
);

export type FixedAskInput = z.output<typeof fixedAskSchema>;
