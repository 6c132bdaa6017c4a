// practice_question: a judge's practice question whose answer the engine computed, with its
// choices, each choice's reason and the rules; the same seed gives the same question.
import * as z from 'zod/mini';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { LEVELS, type Level } from '../../practice/index.ts';
import { seededOrder } from '../../choice/index.ts';
import { anchorLabel, practicePath } from '../../routes/index.ts';
import { boardLink } from '../../cli/computed.ts';
import { answered, editionTitle, refused } from '../result.ts';
import type { Served } from '../server.ts';

const LETTERS = 'абвгдежз';
const levels = Object.keys(LEVELS) as [Level, ...Level[]];

export function practiceQuestion(server: McpServer, { graph }: Served): void {
  const title = editionTitle(graph);
  const all = [...graph.practice.questions].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  server.registerTool(
    'practice_question',
    {
      title: 'A practice question',
      description: `A judge's practice question on the rules of «Берсерк. Герои»; the rules engine computed its answer and the reason of every wrong choice. Level: ${levels.map((l) => `${l} (${LEVELS[l]})`).join(', ')}. Section: a section number such as 205. The same seed gives the same question; without one, a random seed is chosen and returned.`,
      inputSchema: {
        level: z.optional(z.enum(levels)),
        section: z.optional(z.int().check(z.describe('A section number of the rules, e.g. 205'))),
        seed: z.optional(z.union([z.string(), z.int()]).check(z.describe('Any text or number'))),
      },
    },
    async ({ level, section, seed }) => {
      const pool = all.filter((q) => (level === undefined || q.level === level) && (section === undefined || q.sections.includes(section)));
      if (!pool.length)
        return refused(`Нет вопросов${level ? ` уровня «${LEVELS[level]}»` : ''}${section !== undefined ? ` по разделу ${section}` : ''}.`, {
          sections: [...new Set(all.flatMap((q) => q.sections))].sort(),
        });
      const used = seed ?? String(Math.floor(Math.random() * 1e9));
      const q = seededOrder(pool, used)[0];
      const choices = q.choices.map((c, i) => ({ letter: LETTERS[i], text: c.text, correct: c.correct, reason: c.reason }));
      const editions = q.editions.map(title);
      const text = [
        `${q.text}${q.editionMatters ? ` (${editions.join(', ')})` : ''}`,
        ...choices.map((c) => `${c.letter}) ${c.text}`),
        `Ответ: ${q.answer}. ${choices.find((c) => c.correct)?.reason ?? ''}`,
        `Правила: ${q.rules.map(anchorLabel).join('; ')}.`,
      ].join('\n');
      return answered(text, {
        seed: used,
        id: q.id,
        level: q.level,
        levelTitle: LEVELS[q.level],
        question: q.text,
        editions: q.editions,
        choices,
        answer: q.answer,
        rules: q.rules,
        sections: q.sections,
        url: practicePath(q.id),
        board: boardLink(q.scenario),
      });
    },
  );
}
