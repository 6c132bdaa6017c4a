// The board's situation in the address: JSON, deflated, base64url, after `#b=`, and the step the
// sender was showing after `&step=` (none: the starting position). Older links carry the
// scenario's text after `#s=`. Decoding stops at MAX_DECODED bytes, so a small link cannot
// unpack into megabytes and freeze the page; data nested deeper than MAX_DEPTH is damaged (a
// scenario is nested a few levels; 80,000 would overflow the stack of whatever copies it). Whether
// the data is a scenario at all, the engine's own reader says before the board opens it.
export const MAX_DECODED = 256 * 1024;
export const MAX_DEPTH = 32;

/** Whether `value` is nested no deeper than MAX_DEPTH (walked without recursion). */
export function shallow(value: unknown): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [item, depth] = stack.pop()!;
    if (item === null || typeof item !== 'object') continue;
    if (depth >= MAX_DEPTH) return false;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return true;
}

export type Decoded =
  | { kind: 'data'; data: unknown; step: number }
  | { kind: 'text'; text: string; step: number }
  | { kind: 'damaged' }
  | { kind: 'too-big' }
  | null;

const toBase64Url = (bytes: Uint8Array) => {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};
const fromBase64Url = (text: string) => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

async function deflate(bytes: Uint8Array): Promise<Uint8Array> {
  const out = new Response(new Blob([bytes as BlobPart]).stream().pipeThrough(new CompressionStream('deflate-raw')));
  return new Uint8Array(await out.arrayBuffer());
}

/** Inflates, or returns null once the output passes `limit` bytes. */
async function inflate(bytes: Uint8Array, limit: number): Promise<Uint8Array | null> {
  const reader = new Blob([bytes as BlobPart]).stream().pipeThrough(new DecompressionStream('deflate-raw')).getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}

export async function encodeBoard(data: unknown, step = 0): Promise<string> {
  return `b=${toBase64Url(await deflate(new TextEncoder().encode(JSON.stringify(data))))}${step > 0 ? `&step=${step}` : ''}`;
}

/** What the address's hash carries: the board's data, a scenario's text, or why it cannot be read. */
export async function decodeHash(hash: string): Promise<Decoded> {
  const match = /^#?([bs])=([^&]*)(?:&step=(.*))?$/.exec(hash);
  if (!match) return null;
  if (match[3] !== undefined && !/^\d{1,6}$/.test(match[3])) return { kind: 'damaged' };
  const step = Number(match[3] ?? 0);
  try {
    const bytes = await inflate(fromBase64Url(match[2]), MAX_DECODED);
    if (!bytes) return { kind: 'too-big' };
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    if (match[1] === 's') return { kind: 'text', text, step };
    const data: unknown = JSON.parse(text);
    return shallow(data) ? { kind: 'data', data, step } : { kind: 'damaged' };
  } catch {
    return { kind: 'damaged' };
  }
}

/** Hands the link to the system's share sheet where there is one (the Web Share API), else copies
 *  it; says which, or that neither could be done. */
export async function shareLink(url: string, title: string): Promise<'shared' | 'copied' | 'cancelled' | 'failed'> {
  if (typeof navigator.share === 'function' && (!navigator.canShare || navigator.canShare({ url }))) {
    try {
      await navigator.share({ title, url });
      return 'shared';
    } catch (error) {
      // The judge closed the sheet: nothing to copy then.
      if ((error as DOMException)?.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
