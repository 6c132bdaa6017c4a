// What the site keeps on the reader's device (localStorage), under one prefix. Storage may be
// off or full (private windows, strict settings): then nothing is kept and nothing breaks.
export const storageKeys = {
  /** `dark` or `light` when the reader chose against the system's theme. */
  theme: 'svod-theme',
  /** The build whose offline copy the reader last saw: a different one means «Обновлено». */
  offlineBuild: 'svod-offline-build',
  bookmarks: 'svod-bookmarks',
  recent: 'svod-recent',
  /** Practice: what the reader answered, and the rules they got wrong (src/scripts/practice/practice-progress.ts). */
  practice: 'svod-practice',
} as const;

type Key = (typeof storageKeys)[keyof typeof storageKeys];

export function readText(key: Key): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeText(key: Key, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    /* storage off or full: the reader loses only the convenience */
  }
}

export function readJson<T>(key: Key, fallback: T): T {
  try {
    return (JSON.parse(readText(key) ?? 'null') as T | null) ?? fallback;
  } catch {
    return fallback;
  }
}

export function writeJson(key: Key, value: unknown): void {
  writeText(key, JSON.stringify(value));
}
