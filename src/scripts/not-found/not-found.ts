// The 404 page at an address like /rules/205.9/: says that the excerpts have no rule 205.9 and
// links the nearest rules that exist in that view (from the rule numbers the page names).
import { isRuleNumber } from '../../rulebook/index.ts';
import { rulePath, sectionPath, viewRootPath } from '../../routes/index.ts';
import { href } from '../../site/href.ts';
import type { RuleNumbers } from '../../pages/api/rule-numbers.json.ts';
import { nearestRules } from './nearest-rules.ts';

async function explain(): Promise<void> {
  const path = decodeURIComponent(location.pathname);
  // The page names its build's copy of the rule numbers (src/site/data-files.ts).
  const numbers = document.querySelector<HTMLElement>('.not-found-nearby')?.dataset.ruleNumbers;
  if (!numbers) return;
  const response = await fetch(numbers);
  if (!response.ok) return;
  const { views } = (await response.json()) as RuleNumbers;
  const rooted = views.map((v) => ({ ...v, root: href(viewRootPath(v.id)) }));
  const view = rooted.filter((v) => path.startsWith(v.root)).sort((a, b) => b.root.length - a.root.length)[0];
  const key = view && path.slice(view.root.length).replace(/\/$/, '');
  if (!view || !isRuleNumber(key)) return;
  const isRule = key.includes('.');
  document.querySelector('.not-found-title')!.textContent = isRule ? `Правила ${key} нет в выдержках` : `Раздела ${key} нет в выдержках`;
  document.querySelector('.not-found-what')!.textContent = `В доступных выдержках («${view.title}») ${isRule ? 'правила' : 'раздела'} с номером ${key} нет.`;
  const links = nearestRules(view, key).map((k) => {
    const li = document.createElement('li');
    const link = k.includes('.') ? href(rulePath(view.id, k)) : href(sectionPath(view.id, Number(k)));
    li.append(Object.assign(document.createElement('a'), { href: link, textContent: k.includes('.') ? k : `Раздел ${k}` }));
    return li;
  });
  if (!links.length) return;
  document.querySelector('.not-found-nearest')!.replaceChildren(...links);
  document.querySelector<HTMLElement>('.not-found-nearby')!.hidden = false;
}

void explain().catch(() => undefined);
