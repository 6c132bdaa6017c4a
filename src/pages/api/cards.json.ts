// /api/cards.json: every card as data (unknown facts are null), for the judge sandbox and tools.
import { loadExamples } from '../../site/examples.ts';

export async function GET() {
  const { cards } = await loadExamples();
  return new Response(JSON.stringify(cards), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
}
