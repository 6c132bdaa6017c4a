// A ruling's page under a new edition it gives no answer for (issue 27): a third edition holding
// 205.4 reworded and 004 as it is, named in views.yaml. The build passes; the page of the ruling
// on 205.4 says the answer is not checked there and shows the rule's words that changed, and the
// page of a ruling answered for the late edition only shows its answer carried, checked again.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../astro-cli.ts';
import { edit, graveyardText, LATE_EXCEPTIONS, THIRD, thirdEditionText, withThirdEdition } from '../fixtures/third-edition.ts';

let project: ReturnType<typeof withThirdEdition>;
let out: string;
const page = (id: string) => readFileSync(join(out, 'rulings', id, 'index.html'), 'utf8');

beforeAll(() => {
  project = withThirdEdition({ sources: [graveyardText([[LATE_EXCEPTIONS, 'кроме Инкарнации и Яда.']]), thirdEditionText()] });
  // Answered for the late edition alone: the third edition, whose 522.2 reads as late's 522.1, carries it.
  const chain = join(project.content, 'rulings', 'constructor-chain-with-illegal-target.yaml');
  writeFileSync(chain, edit(readFileSync(chain, 'utf8'), 'answer: "Нет:', 'answer:\n  late: "Нет:'));
  out = mkdtempSync(join(tmpdir(), 'svod-ruling-editions-'));
  buildSite({ outDir: out, env: { SVOD_CONTENT_DIR: project.content } });
}, 900_000);
afterAll(() => {
  for (const dir of [project?.cwd, out]) if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('a ruling’s page under an edition it gives no answer for', () => {
  it('says the answer is not checked there, and shows what changed in the rule', () => {
    const html = page('graveyard-keeps-markers');
    expect(html).toMatch(new RegExp(`<span class="answer-editions">${THIRD.title}</span>\\s+для этой редакции ответ не проверен: правила изменились`));
    expect(html).toContain(`${THIRD.title}: для этой редакции ответ не проверен</h3>`);
    expect(html).toContain('Ответ дан для редакции: Поздняя редакция.');
    expect(html).toMatch(/<ins>Яда<\/ins>/);
    expect(html).toMatch(/<del>[^<]*маркеров использования способностей/);
    expect(html).toContain(`href="/editions/${THIRD.id}/rules/205.4/"`);
  });

  it('shows an answer carried from the edition whose rule reads the same, checked again by the engine', () => {
    const html = page('constructor-chain-with-illegal-target');
    expect(html).toContain('Ответ перенесён из другой редакции: Поздняя редакция. Правило 522.2, абзац 2 читается в обеих одинаково');
    expect(html).toContain('Перенесённый ответ проверен при сборке: все шаги сходятся ✓');
  });
});
