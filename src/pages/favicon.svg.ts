// /favicon.svg: the site's mark (src/site/identity.ts).
import { markSvg } from '../site/identity.ts';

export function GET() {
  return new Response(markSvg(), { headers: { 'Content-Type': 'image/svg+xml' } });
}
