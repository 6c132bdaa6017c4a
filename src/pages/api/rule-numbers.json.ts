// /api/rule-numbers.json: the section and rule numbers of every view.
// The 404 page fetches it to name the rules nearest to an address that has none.
import { loadSiteData, viewIndex } from '../../site/data.ts';

export interface RuleNumbers {
  views: { id: string; title: string; sections: number[]; rules: string[] }[];
}

export async function GET() {
  const site = await loadSiteData();
  const views = [...site.views.values()].map((view) => ({
    id: view.id,
    title: view.title,
    sections: view.sections.map((s) => s.number),
    rules: viewIndex(view).order,
  }));
  return new Response(JSON.stringify({ views } satisfies RuleNumbers), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
}
