// Putting a scenario into a link and back: deflate, then base64url, in the address's hash.
const toBase64Url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fromBase64Url = (text: string) => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

async function through(stream: CompressionStream | DecompressionStream, bytes: Uint8Array): Promise<Uint8Array> {
  const out = new Response(new Blob([bytes as BlobPart]).stream().pipeThrough(stream));
  return new Uint8Array(await out.arrayBuffer());
}

export async function encodeScenario(yaml: string): Promise<string> {
  const bytes = new TextEncoder().encode(yaml);
  return `s=${toBase64Url(await through(new CompressionStream('deflate-raw'), bytes))}`;
}

/** The scenario in a hash made by `encodeScenario`, or null when there is none or it is damaged. */
export async function decodeScenario(hash: string): Promise<string | null> {
  const match = /(?:^#?|&)s=([A-Za-z0-9_-]+)/.exec(hash);
  if (!match) return null;
  try {
    return new TextDecoder().decode(await through(new DecompressionStream('deflate-raw'), fromBase64Url(match[1])));
  } catch {
    return null;
  }
}
