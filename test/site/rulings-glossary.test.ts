// Rulings and the glossary in the site's data: which rulings a rule, section, card or term shows
// in each view, what changed for judges between editions, the API's shape, and a build that stops
// at the file and line of a ruling that fails.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { assembleSiteData } from '../../src/site/assemble.ts';
import { graph } from '../content-graph.ts';
import {
  changedRulings,
  rulingsApi,
  rulingsForCard,
  rulingsForRule,
  rulingsForSection,
  rulingRunPayload,
  ruleLinks,
  answersOf,
} from '../../src/site/rulings.ts';
import { ownTerms, rulesUsing, rulingsMentioning, definitionsOf } from '../../src/site/glossary.ts';
import { siteLoader } from '../../src/site/site-loader.ts';
import { root } from '../astro-cli.ts';

const site = assembleSiteData(graph());
const ids = (list: { ruling: { id: string } }[]) => list.map((r) => r.ruling.id);
const ruling = (id: string) => site.rulings.find((r) => r.ruling.id === id)!;
const term = (slug: string) => site.glossary.find((t) => t.slug === slug)!;

describe('rulings in the site’s data', () => {
  it('shows a ruling on its rule’s page in every view, by that view’s number', () => {
    const id = 'first-turn-weakness-activated-abilities';
    expect(ids(rulingsForRule(site, 'current', '209.2'))).toContain(id);
    expect(ids(rulingsForRule(site, 'late', '209.2'))).toContain(id);
    expect(ids(rulingsForRule(site, 'early', '208.2'))).toContain(id);
    expect(ids(rulingsForRule(site, 'early', '209.2'))).not.toContain(id);
    // Summoning is in the late edition's excerpts only: the ruling is not checked in the early one.
    expect(ids(rulingsForRule(site, 'early', '208.2'))).not.toContain('first-turn-weakness-after-summon');
  });

  it('counts a paragraph of a rule as the rule, and a rule’s sub-rules as their own', () => {
    expect(ids(rulingsForRule(site, 'current', '211.2'))).toEqual(expect.arrayContaining(['one-event-per-player', 'event-cannot-be-attacked-or-wounded']));
    expect(ids(rulingsForRule(site, 'current', '517.3'))).not.toContain('summon-not-found-still-shuffles');
    expect(ids(rulingsForRule(site, 'current', '517.3.1'))).toContain('summon-not-found-still-shuffles');
  });

  it('shows on a section’s page the rulings on its paragraphs outside any rule', () => {
    expect(ids(rulingsForSection(site, 'current', 204))).toEqual(['deck-top-no-shuffle', 'deck-goes-to-owner']);
    expect(ids(rulingsForSection(site, 'early', 209))).toEqual(expect.arrayContaining(['spell-goes-to-graveyard', 'spell-without-legal-target']));
  });

  it('finds the rulings about a card, and lists what changed for judges', () => {
    expect(ids(rulingsForCard(site, 'Гипноз'))).toEqual(['first-turn-weakness-after-control']);
    expect(ids(changedRulings(site, 'early', 'late'))).toEqual(['graveyard-keeps-markers']);
  });

  it('gives both answers where the editions differ, each with its edition’s title', () => {
    expect(answersOf(site, ruling('graveyard-keeps-markers')).map((a) => a.editions.map((e) => e.title))).toEqual([['Ранняя редакция'], ['Поздняя редакция']]);
    expect(answersOf(site, ruling('kutila-in-play'))).toEqual([{ answer: '7 монет', editions: [{ id: 'early', title: 'Ранняя редакция' }], held: true }]);
  });

  it('links a ruling’s rules in the current view and says how other editions number them', () => {
    expect(ruleLinks(site, ruling('first-turn-weakness-activated-abilities'))).toEqual([
      { rule: '209.2', href: '/rules/209.2/', inferred: false, elsewhere: [{ edition: 'early', title: 'Ранняя редакция', rule: '208.2' }] },
    ]);
    // An inferred number is marked as rule pages mark it.
    expect(ruleLinks(site, ruling('accumulation-only-below-ten'))).toMatchObject([{ rule: '520.3', inferred: true }]);
    expect(ruleLinks(site, ruling('heal-more-than-wounds'))).toMatchObject([{ rule: '518.2', inferred: true }]);
    expect(ruleLinks(site, ruling('spell-goes-to-graveyard'))[0]).toMatchObject({ rule: '210-p2', href: '/rules/210/#210-p2' });
  });

  it('hands «Проверить» the scenario as the edition reads it', () => {
    const payload = rulingRunPayload(site, ruling('first-turn-weakness-activated-abilities'), 'early');
    expect(payload.scenario.edition).toBe('early');
    expect(JSON.stringify(payload.scenario.steps)).toContain('"208.2"');
  });

  it('serves each ruling with its answers per edition, url, rules, cards, editions and whether it held', () => {
    const api = rulingsApi(site);
    expect(api).toHaveLength(site.rulings.length);
    expect(api.find((r) => r.id === 'graveyard-keeps-markers')).toMatchObject({
      url: '/rulings/graveyard-keeps-markers/',
      rules: ['205.4'],
      cards: [{ name: 'Кутила', url: '/cards/kutila/' }],
      editions: ['early', 'late'],
      answers: { early: expect.stringMatching(/^Только Инкарнация/), late: expect.stringMatching(/^Инкарнация и маркеры/) },
      differs: true,
      held: true,
      checks: [
        { edition: 'early', rules: ['205.4'], passed: true, run: '/api/rulings/graveyard-keeps-markers/early.json' },
        { edition: 'late', rules: ['205.4'], passed: true, run: '/api/rulings/graveyard-keeps-markers/late.json' },
      ],
    });
  });
});

describe('the glossary in the site’s data', () => {
  it('knows which paragraph defines which term, in each edition', () => {
    expect(ownTerms(site, 'early', '205-p1')).toEqual(['kladbishche']);
    expect(ownTerms(site, 'late', '209.2')).toEqual(['slabost-pervogo-khoda']);
    expect(ownTerms(site, 'late', '205.4')).toEqual([]);
  });

  it('lists the rules that use a term, not its definition', () => {
    const uses = rulesUsing(site, term('kladbishche')).map((u) => `${u.edition} ${u.label}`);
    expect(uses).toEqual(expect.arrayContaining(['late 205.2', 'late 205.4', 'late 517.4', 'early 205, абзац 2']));
    expect(uses).not.toContain('early 205, абзац 1');
  });

  it('finds the rulings that speak of a term in any of its forms', () => {
    expect(ids(rulingsMentioning(site, term('zapas')))).toEqual(expect.arrayContaining(['create-takes-from-supply', 'temporary-coins-return-not-a-loss']));
  });

  it('quotes one definition where the editions agree', () => {
    expect(definitionsOf(term('slabost-pervogo-khoda'))).toHaveLength(1);
    expect(definitionsOf(term('slabost-pervogo-khoda'))[0].places).toEqual([
      { edition: 'early', anchor: '208.2' },
      { edition: 'late', anchor: '209.2' },
    ]);
  });
});

describe('the site’s loader on rulings', () => {
  const context = { store: { clear: () => {}, set: () => {} }, logger: { info: () => {} } };
  it('stops the build at the file and line of a ruling that fails', async () => {
    const copy = mkdtempSync(join(tmpdir(), 'svod-site-rulings-'));
    cpSync(join(root, 'content'), join(copy, 'content'), { recursive: true });
    writeFileSync(
      join(copy, 'content/rulings/wrong-answer.yaml'),
      '# yaml-language-server: $schema=../schema/ruling.schema.json\nid: wrong-answer\nquestion: Что остаётся?\nanswer: Все маркеры\nexplanation: Неверно нарочно.\nrules: ["205.4"]\nbasis: [rule]\nscenario:\n  setup:\n    A:\n      play: [{ card: Кутила, markers: { Яд: 1 } }]\n  steps:\n    - destroy: Кутила\n    - expect: { markers: Кутила, is: { Яд: 1 } }\n',
    );
    await expect(siteLoader(copy).load(context as never)).rejects.toThrow(/content\/rulings\/wrong-answer\.yaml:14:\d+/);
  });

  it('stops the build at an answer the engine did not reach, and at a ruling that only asks', async () => {
    const load = async (file: string, edit: (text: string) => string) => {
      const copy = mkdtempSync(join(tmpdir(), 'svod-site-rulings-'));
      cpSync(join(root, 'content'), join(copy, 'content'), { recursive: true });
      const path = join(copy, 'content/rulings', file);
      writeFileSync(path, edit(readFileSync(path, 'utf8')));
      return siteLoader(copy).load(context as never);
    };
    // Its scenario still expects 7: only the answer is wrong.
    await expect(load('kutila-in-play.yaml', (t) => t.replace('answer: 7 монет', 'answer: 5 монет'))).rejects.toThrow(
      /content\/rulings\/kutila-in-play\.yaml:4:9: the answer names «5»/,
    );
    const asks = (t: string) => t.replace(/  steps:\n[\s\S]*$/, '  steps:\n    - ask: { cost: Кутила }\n');
    await expect(load('kutila-in-play.yaml', asks)).rejects.toThrow(/kutila-in-play\.yaml:\d+:\d+: no expectation decides the question in the early edition/);
  });
});
