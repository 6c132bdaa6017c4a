// The closer look at a shortlisted document: where each matched query word stands in it, then
// whether they form the query's phrase, how close they stand, and how many are in its head.
// Scratch buffers are kept between documents, so a query allocates almost nothing here.
import type { Postings } from './format.ts';

/** Bits of an event's place that say which term it is (so a place and a term sort as one number). */
const TERM_BITS = 5;
const TERM_MASK = (1 << TERM_BITS) - 1;
/** The most query words a look holds: each needs a bit of an event. */
export const MAX_TERMS = 1 << TERM_BITS;

/** Sorts a[from, to) in place; the runs here are short and mostly sorted already. */
function sortRange(a: Int32Array, from: number, to: number): void {
  if (to - from > 64) return void a.subarray(from, to).sort();
  for (let i = from + 1; i < to; i++) {
    const x = a[i];
    let j = i - 1;
    while (j >= from && a[j] > x) a[j + 1] = a[j--];
    a[j + 1] = x;
  }
}

export class CloserLook {
  /** The positions of each matched term, one run after another: run r is pos[runs[r], runs[r + 1]). */
  private pos: Int32Array = new Int32Array(256);
  private readonly runs = new Int32Array(MAX_TERMS + 1);
  /** The query term of each run. */
  private readonly termOf = new Int32Array(MAX_TERMS);
  private found = 0;
  private events: Int32Array = new Int32Array(256);
  private readonly count = new Int32Array(MAX_TERMS);

  private room(buffer: Int32Array, need: number): Int32Array {
    if (need <= buffer.length) return buffer;
    const bigger = new Int32Array(Math.max(need, buffer.length * 2));
    bigger.set(buffer);
    return bigger;
  }

  /** Gathers, for each term in `mask`, its positions in `doc` from the words it matches (`lists[term]`). */
  gather(lists: Postings[][], mask: number, doc: number): void {
    let n = 0;
    let r = 0;
    for (let t = 0; t < lists.length; t++) {
      if (!(mask & (1 << t))) continue;
      this.termOf[r] = t;
      this.runs[r] = n;
      for (const p of lists[t]) {
        let lo = 0;
        let hi = p.docs.length;
        while (lo < hi) {
          const mid = (lo + hi) >> 1;
          if (p.docs[mid] < doc) lo = mid + 1;
          else hi = mid;
        }
        if (lo === p.docs.length || p.docs[lo] !== doc) continue;
        const from = p.starts[lo];
        const to = p.starts[lo + 1];
        this.pos = this.room(this.pos, n + to - from);
        for (let i = from; i < to; i++) this.pos[n++] = p.positions[i];
      }
      if (lists[t].length > 1) sortRange(this.pos, this.runs[r], n);
      r++;
    }
    this.runs[r] = n;
    this.found = r;
  }

  /** How many of the gathered terms stand in the head (name, number, title): their places are below 0. */
  headWords(): number {
    let n = 0;
    for (let r = 0; r < this.found; r++) if (this.runs[r] < this.runs[r + 1] && this.pos[this.runs[r]] < 0) n++;
    return n;
  }

  /** The first place of run r from `lo` to `hi`, or -1. */
  private firstIn(r: number, lo: number, hi: number): number {
    for (let i = this.runs[r]; i < this.runs[r + 1]; i++) if (this.pos[i] >= lo) return this.pos[i] <= hi ? this.pos[i] : -1;
    return -1;
  }

  /**
   * The gathered terms one after another, in order, stop words holding their places (`offsets` by
   * term), each at most `slack` words further from the one before than in the query.
   */
  phrase(offsets: number[], slack = 0): boolean {
    for (let i = this.runs[0]; i < this.runs[1]; i++) {
      let at = this.pos[i];
      let r = 1;
      for (; r < this.found; r++) {
        const step = offsets[this.termOf[r]] - offsets[this.termOf[r - 1]];
        at = this.firstIn(r, at + step, at + step + slack);
        if (at < 0) break;
      }
      if (r === this.found) return true;
    }
    return false;
  }

  /** Matched words close together in the text: words / length of the shortest window holding them all. */
  proximity(): number {
    // Each text word as (place, term) in one sortable number; head words (below 0) stay out.
    this.events = this.room(this.events, this.runs[this.found]);
    let n = 0;
    let k = 0;
    for (let r = 0; r < this.found; r++) {
      if (this.runs[r] === this.runs[r + 1] || this.pos[this.runs[r + 1] - 1] < 0) continue;
      for (let i = this.runs[r]; i < this.runs[r + 1]; i++) if (this.pos[i] >= 0) this.events[n++] = (this.pos[i] << TERM_BITS) | k;
      k++;
    }
    if (k < 2) return 0;
    sortRange(this.events, 0, n);
    const { events, count } = this;
    count.fill(0, 0, k);
    let covered = 0;
    let best = 0;
    for (let lo = 0, hi = 0; hi < n; hi++) {
      if (count[events[hi] & TERM_MASK]++ === 0) covered++;
      while (covered === k) {
        // A window across two blocks spans their gap (format.ts, BLOCK_GAP), so it scores next to nothing.
        best = Math.max(best, k / ((events[hi] >> TERM_BITS) - (events[lo] >> TERM_BITS) + 1));
        if (--count[events[lo] & TERM_MASK] === 0) covered--;
        lo++;
      }
    }
    return best;
  }
}
