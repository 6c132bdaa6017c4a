// The site's sections, said once: the header's navigation and the home page's doors both list
// them from here. `within` are the paths whose pages belong to a section (the header marks it).
import {
  CURRENT_VIEW,
  cardsPath,
  diffPath,
  editionsPath,
  examplesPath,
  glossaryPath,
  judgePath,
  practicePath,
  rulingsPath,
  viewRootPath,
} from '../routes/index.ts';
import type { SiteData } from './data.ts';
import { count, nouns } from './words.ts';

export interface SiteSection {
  title: string;
  path: string;
  within: string[];
  /** What the home page says the section is for. */
  lead: string;
  /** How much it holds, in words («46 решений»); none where counting says nothing. */
  size?: string;
  /** A door on the home page only: the header, one row on a laptop, has room for the main ones. */
  homeOnly?: boolean;
}

export function siteSections(site: SiteData): SiteSection[] {
  // The newest pair views.yaml compares, as the home page's changes say (changes.ts).
  const compared = site.declared.compare.at(-1);
  const rules = site.current.sections.reduce((n, s) => n + s.rules.length, 0);
  return [
    {
      title: 'Правила',
      path: viewRootPath(CURRENT_VIEW),
      within: [viewRootPath(CURRENT_VIEW)],
      lead: 'Текст правил по разделам, каждое правило по своей ссылке.',
      size: `${count(site.current.sections.length, nouns.section)}, ${count(rules, nouns.rule)}`,
    },
    { title: 'Стол судьи', path: judgePath(), within: [judgePath()], lead: 'Соберите расклад касаниями и спросите: движок правил ответит и назовёт правила.' },
    ...(site.practice.questions.length
      ? [
          {
            title: 'Тренировка',
            path: practicePath(),
            within: [practicePath()],
            lead: 'Вопросы судьи по правилам: ответ считает движок и объясняет, где ошибка.',
            size: count(site.practice.questions.length, nouns.question),
          },
        ]
      : []),
    {
      title: 'Решения',
      path: rulingsPath(),
      within: [rulingsPath()],
      lead: 'Короткие ответы на вопросы, которые возникают за столом, проверенные движком.',
      size: count(site.rulings.length, nouns.ruling),
    },
    {
      title: 'Глоссарий',
      path: glossaryPath(),
      within: [glossaryPath()],
      lead: 'Термины, которые правила определяют сами, с цитатой определения.',
      size: count(site.glossary.length, nouns.term),
    },
    {
      title: 'Карты',
      path: cardsPath(),
      within: [cardsPath()],
      lead: 'Карты из правил, примеров и решений: свойства и правила их способностей.',
      size: count(site.cards.length, nouns.card),
    },
    {
      title: 'Примеры',
      path: examplesPath(),
      within: [examplesPath()],
      lead: 'Примеры из правил, которые движок прогоняет по шагам.',
      size: count(site.examples.length, nouns.example),
    },
    ...(compared
      ? [
          {
            title: 'Изменения',
            path: diffPath(...compared),
            within: [diffPath(...compared)],
            lead: 'Что изменилось между редакциями, абзац за абзацем.',
            homeOnly: true,
          },
        ]
      : []),
    { title: 'Редакции', path: editionsPath(), within: [editionsPath()], lead: 'Каждая редакция правил отдельно и откуда взят её текст.' },
  ];
}
