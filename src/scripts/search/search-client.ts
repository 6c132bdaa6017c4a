// The header box's search on the page's own thread: opens the index once (its small root; each
// query then fetches the shards it needs) and names its editions for the results' labels. The
// /search/ page searches in a worker instead (search-worker.ts).
import { SearchIndex } from '../../search/index.ts';
import { fetchSearchFile, searchRoot } from '../shared/search-files.ts';
import { nameEditions } from './search-render.ts';

let opening: Promise<SearchIndex> | null = null;

export function loadIndex(): Promise<SearchIndex> {
  const root = searchRoot();
  if (!root) return Promise.reject(new Error('the page names no search index'));
  opening ??= SearchIndex.open(fetchSearchFile, root)
    .then((index) => {
      nameEditions(index.editions);
      return index;
    })
    .catch((error: unknown) => {
      opening = null;
      throw error;
    });
  return opening;
}
