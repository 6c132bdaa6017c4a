// get_rule: a rule (or a section) as written, with its citation, in the current view or an edition.
import * as z from 'zod/mini';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { blockText, formatCitation, isRuleNumber } from '../../rulebook/index.ts';
import { CURRENT_VIEW, rulePath, sectionPath } from '../../routes/index.ts';
import { lookupRule } from '../../cli/rule-lookup.ts';
import { answered, editionTitle, refused, unknownEdition } from '../result.ts';
import type { Served } from '../server.ts';

export function getRule(server: McpServer, { graph }: Served): void {
  const title = editionTitle(graph);
  server.registerTool(
    'get_rule',
    {
      title: 'Get a rule',
      description:
        'A rule of «Берсерк. Герои» by its number (205.4, 517.3.1) or a section by its number (205), word for word as the rulebook prints it, with its citation. Default: the current view; give an edition id (list_editions) for that edition alone.',
      inputSchema: {
        number: z.string().check(z.describe('A rule number such as 205.4, or a section such as 205')),
        edition: z.optional(z.string().check(z.describe('An edition id (list_editions)'))),
      },
    },
    async ({ number, edition }) => {
      const wrong = unknownEdition(graph, edition);
      if (wrong) return wrong;
      if (!isRuleNumber(number)) return refused(`«${number}» — не номер правила (нужно, например, 205.4 или 517.3.1).`);
      const found = lookupRule(graph, number, edition);
      if (!found.ok) {
        const elsewhere = found.reason === 'absent' ? found.elsewhere : [];
        return refused(
          `Правила ${number} нет ${edition ? `в редакции «${title(edition)}»` : 'в текущей редакции'}${elsewhere.length ? `; оно есть в: ${elsewhere.map(title).join(', ')}` : ''}.`,
          { elsewhere },
        );
      }
      const view = edition ?? CURRENT_VIEW;
      if (found.rule) {
        const { rule, edition: from } = found.rule;
        const text = rule.blocks.map(blockText).join('\n\n');
        const citation = formatCitation(title(from), number);
        return answered(`${text}\n\n${citation}`, {
          number,
          edition: from,
          editionTitle: title(from),
          inferred: rule.inferred,
          text,
          citation,
          url: rulePath(view, number),
        });
      }
      const s = found.section;
      const rules = s.rules.map((r) => ({ number: r.rule.number, edition: r.edition, text: r.rule.blocks.map(blockText).join('\n\n') }));
      const heading = `${s.number}. ${s.title ?? '(заголовок в отрывке не сохранился)'} — ${title(s.edition)}`;
      return answered([heading, ...rules.map((r) => r.text)].join('\n\n'), {
        number,
        section: true,
        title: s.title,
        edition: s.edition,
        editionTitle: title(s.edition),
        rules,
        url: sectionPath(view, s.number),
      });
    },
  );
}
