// /favicon.svg: the site's mark (src/site/mark.ts).
import { markSvg } from '../site/mark.ts';

export function GET() {
  return new Response(markSvg(), { headers: { 'Content-Type': 'image/svg+xml' } });
}
