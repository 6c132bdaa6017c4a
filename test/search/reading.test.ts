// Reading the rulebook back out of the index's files (the offline reader's data): every section
// and rule of every view comes back exactly as the rulebook has it, numbered, anchored and
// labelled as that view has it, though views share one document for one text.
import { describe, expect, it } from 'vitest';
import { searchCorpus } from '../../src/content-files/index.ts';
import { graph } from '../content-graph.ts';
import type { Block, View, ViewBlock, ViewRule } from '../../src/rulebook/index.ts';
import { rulePath, sectionPath } from '../../src/routes/index.ts';
import { buildCorpus, memoryLoader, Reading, type ReadingBlock } from '../../src/search/index.ts';
import { siteFiles, viewOf } from './helpers.ts';

const { views } = graph();
const data = searchCorpus(graph());
const fetched: string[] = [];
const built = siteFiles(data);
const load = memoryLoader(built.files);
const reading = await Reading.open((path) => (fetched.push(path), load(path)), built.root);

const block = ({ line: _line, ...rest }: Block): ReadingBlock => rest;
const rule = ({ edition, rule: r }: ViewRule) => ({ number: r.number, inferred: r.inferred, edition, blocks: r.blocks.map(block) });
const paragraph = ({ edition, anchor, block: b }: ViewBlock) => ({ edition, block: { ...block(b), anchor } });
const ruleOrder = (view: View) => view.sections.flatMap((s) => s.rules.map((r) => r.rule.number));

describe('reading the rulebook from the index', () => {
  it('shares documents between views: the test covers texts that another view’s document holds', () => {
    expect(data.docs.some((d) => d.also?.some((a) => a.number && a.number !== d.number))).toBe(true);
    expect(data.sections.some((s) => s.paragraphs.some((p) => !p.doc.startsWith(`${s.view}:`)))).toBe(true);
  });

  for (const view of views) {
    it(`gives every section of ${view.id} as the view has it`, async () => {
      for (const [i, section] of view.sections.entries()) {
        await expect(reading.section(view.id, section.number), `${view.id} ${section.number}`).resolves.toEqual({
          view: view.id,
          number: section.number,
          title: section.title,
          notes: {
            ...(section.titleEdition && section.titleEdition !== section.edition ? { titleEdition: section.titleEdition } : {}),
            ...(section.numberInferred ? { numberInferred: true } : {}),
            ...(section.startsMidway ? { startsMidway: true } : {}),
            ...(section.endsMidway ? { endsMidway: true } : {}),
          },
          preamble: section.preamble.map(paragraph),
          rules: section.rules.map(rule),
          trailing: section.trailing.map(paragraph),
          prev: view.sections[i - 1]?.number ?? null,
          next: view.sections[i + 1]?.number ?? null,
        });
      }
    });

    it(`gives every rule of ${view.id} with its section and neighbours`, async () => {
      const order = ruleOrder(view);
      for (const section of view.sections) {
        for (const entry of section.rules) {
          const at = order.indexOf(entry.rule.number);
          await expect(reading.rule(view.id, entry.rule.number), `${view.id} ${entry.rule.number}`).resolves.toEqual({
            view: view.id,
            rule: rule(entry),
            section: { number: section.number, title: section.title },
            prev: order[at - 1] ?? null,
            next: order[at + 1] ?? null,
          });
        }
      }
    });
  }

  it('notes what the section pages note: a heading of another edition, a number not printed, excerpts cut off', async () => {
    const notes = await Promise.all(views.flatMap((v) => v.sections.map((s) => reading.section(v.id, s.number).then((r) => r!.notes))));
    for (const key of ['titleEdition', 'numberInferred', 'startsMidway', 'endsMidway'])
      expect(
        notes.some((n) => key in n),
        key,
      ).toBe(true);
  });

  it('has no rule or section the view lacks', async () => {
    await expect(reading.rule('current', '520.9')).resolves.toBeNull();
    await expect(reading.rule('current', '999.1')).resolves.toBeNull();
    await expect(reading.rule('nowhere', '205.4')).resolves.toBeNull();
    await expect(reading.section('current', 999)).resolves.toBeNull();
    // 206 «Запас» is late's only.
    await expect(reading.section('early', 206).then((s) => s?.title)).resolves.not.toBe('Запас.');
  });

  it('links a cited number as the site does: the same view first, then the others', async () => {
    await expect(reading.resolve('early', '208.2')).resolves.toBe(rulePath('early', '208.2'));
    await expect(reading.resolve('current', '205.4')).resolves.toBe(rulePath('current', '205.4'));
    await expect(reading.resolve('current', '205')).resolves.toBe(sectionPath('current', 205));
    await expect(reading.resolve('current', '520.9')).resolves.toBeNull();
    const onlyEarly = views
      .find((v) => v.id === 'early')!
      .sections.flatMap((s) => s.rules.map((r) => r.rule.number))
      .find((n) => !ruleOrder(views[0]).includes(n));
    if (onlyEarly) await expect(reading.resolve('current', onlyEarly)).resolves.toBe(rulePath('early', onlyEarly));
  });

  it('fetches a rule’s section file and the chunk of its text, not the whole index', async () => {
    const fresh = await Reading.open((path) => (fetched.push(path), load(path)), built.root);
    fetched.length = 0;
    await fresh.rule('current', '517.3.1');
    expect(fetched.filter((p) => p.includes('/docs/'))).toHaveLength(1);
    expect(fetched.filter((p) => p.includes('/numbers/'))).toEqual([expect.stringMatching(/^\/search\/numbers\/517\.[\w-]{8}\.json$/)]);
  });

  it('keeps a view’s own spelling where a shared document writes the text otherwise', async () => {
    // Two views of one section whose texts differ only in «ё» and spacing: one document, two texts.
    const late = viewOf(['301.1. Ещё  одна карта.', '301.2. Вторая.']);
    const early = { ...viewOf(['301.1. Еще одна карта.', '301.2. Вторая.']), id: 'early' };
    const { root: rootPath, files } = siteFiles(buildCorpus({ views: [late, early], editions: [{ id: 'late', title: 'Поздняя' }] }));
    expect(JSON.parse(files.get(rootPath)!).docs).toBe(2);
    const small = await Reading.open(memoryLoader(files), rootPath);
    await expect(small.rule('current', '301.1').then((r) => r?.rule.blocks)).resolves.toEqual([
      { kind: 'paragraph', anchor: '301.1', text: '301.1. Ещё  одна карта.' },
    ]);
    await expect(small.rule('early', '301.1').then((r) => r?.rule.blocks)).resolves.toEqual([
      { kind: 'paragraph', anchor: '301.1', text: '301.1. Еще одна карта.' },
    ]);
  });
});
