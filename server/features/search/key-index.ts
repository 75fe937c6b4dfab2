import { FUZZY_BELOW } from './search-ranking';
import { isWordSimilar, queryTrigrams, TRIGRAM_CODES, trigramsOf, wordTrigram } from './word-similarity';

export interface KeyedRow {
  id: number;
  key: string;
}

/**
 * A kind's search keys held in memory with a trigram index, answering which rows a query matches
 * as search-ranking.ts defines it: the keys that hold the text (`LIKE '%q%'`), and when those are
 * fewer than FUZZY_BELOW, the keys word-similar to it as well (pg_trgm's `q <% key`). PostgreSQL
 * then only ranks those rows; its trigram index would read every posting list of the query's
 * trigrams for both, most of a cold search's time.
 */
export interface KeyIndex {
  /**
   * The ids of the rows the folded query (three characters or more) matches, in no order; null
   * when the query is common enough to cost more here than in PostgreSQL (see the limits below).
   */
  matchingIds(query: string): number[] | null;
}

/** How many keys a query may look into for its text, and how many rows it may match. */
export const MAX_LITERAL_SCAN = 4000;
export const MAX_MATCHES = 1000;
/** How many keys a query may compare in full for near misses. */
export const MAX_COMPARED = 200;

/** Per row, how many of the query's trigrams its key holds, in the low bits; the query's mark above them. */
const COUNT_BITS = 8;
const COUNT_MASK = (1 << COUNT_BITS) - 1;

/** A trigram held by at least this share of the keys also gets a bitset over the rows. */
const BITSET_SHARE = 1 / 32;

export function buildKeyIndex(rows: KeyedRow[], threshold: number): KeyIndex {
  const ids = Int32Array.from(rows, (row) => row.id);
  const keys = rows.map((row) => row.key);
  const { trigrams, keyStarts } = keyTrigramsOf(rows);
  const { postings, postingStarts } = postingsOf(trigrams, keyStarts);
  const bitsets = bitsetsOf(postings, postingStarts, rows.length);
  const marks = new Uint32Array(rows.length);
  let lastMark = 0;
  const listLength = (trigram: number) => postingStarts[trigram + 1] - postingStarts[trigram];

  function matchingIds(query: string): number[] | null {
    const literal = literalRows(query);
    if (literal === null || literal.length > MAX_MATCHES) return null;
    const matches = literal.map((row) => ids[row]);
    if (literal.length >= FUZZY_BELOW) return matches;
    const similar = similarIds(query);
    return similar && [...new Set([...matches, ...similar])];
  }

  /**
   * The rows whose key holds the text. Each three letters or digits in a row of it are a trigram of
   * any key holding it: the keys holding its two rarest such trigrams are the ones to look into.
   */
  function literalRows(query: string): number[] | null {
    const held: number[] = [];
    for (let at = 0; at + 3 <= query.length; at += 1) {
      const trigram = wordTrigram(query, at);
      if (trigram >= 0 && !held.includes(trigram)) held.push(trigram);
    }
    if (held.length === 0) return null;
    const [rarest, next] = held.sort((a, b) => listLength(a) - listLength(b));
    if (listLength(rarest) > MAX_LITERAL_SCAN) return null;
    const alsoHolds = next === undefined ? () => true : holderOf(next);
    const rows: number[] = [];
    for (let at = postingStarts[rarest]; at < postingStarts[rarest + 1]; at += 1) {
      const row = postings[at];
      if (alsoHolds(row) && keys[row].includes(query)) rows.push(row);
    }
    return rows;
  }

  /** Whether a row's key holds the trigram: by its bitset, or by marking the rows of its list. */
  function holderOf(trigram: number): (row: number) => boolean {
    const bits = bitsets[trigram];
    if (bits) return (row) => hasBit(bits, row);
    const mark = nextMark();
    for (let at = postingStarts[trigram]; at < postingStarts[trigram + 1]; at += 1) marks[postings[at]] = mark;
    return (row) => marks[row] === mark;
  }

  /*
   * A key needs `needed` of the query's n trigrams, so it holds one of the n - needed + 1 rarest:
   * their posting lists name every candidate. The commoner trigrams only count for those
   * candidates, by bitset where the list is long, and a candidate that can no longer reach
   * `needed` is dropped.
   */
  function similarIds(text: string): number[] | null {
    const wanted = queryTrigrams(text).sort((a, b) => listLength(a) - listLength(b));
    const needed = Math.ceil(wanted.length * threshold - 1e-9);
    if (needed === 0) return [];
    if (wanted.length > COUNT_MASK) return null;
    const mark = nextMark();
    let candidates: number[] = [];
    const rare = wanted.length - needed + 1;
    for (let listIndex = 0; listIndex < wanted.length; listIndex += 1) {
      const trigram = wanted[listIndex];
      const bits = bitsets[trigram];
      if (listIndex < rare || bits === undefined) {
        const end = postingStarts[trigram + 1];
        for (let at = postingStarts[trigram]; at < end; at += 1) {
          const row = postings[at];
          const previous = marks[row];
          if ((previous & ~COUNT_MASK) === mark) marks[row] = previous + 1;
          else if (listIndex < rare) {
            marks[row] = mark | 1;
            candidates.push(row);
          }
        }
      } else {
        for (const row of candidates) if (hasBit(bits, row)) marks[row] += 1;
      }
      // Through the rare lists every candidate can still reach `needed`: the commoner ones prune.
      if (listIndex >= rare) candidates = stillReaching(candidates, needed - (wanted.length - 1 - listIndex));
    }
    if (candidates.length > MAX_COMPARED) return null;
    const similar: number[] = [];
    for (const row of candidates) {
      if (isWordSimilar(wanted, trigrams, threshold, keyStarts[row], keyStarts[row + 1])) similar.push(ids[row]);
    }
    return similar;
  }

  /** The candidates holding at least `least` of the query's trigrams so far, kept in place. */
  function stillReaching(candidates: number[], least: number): number[] {
    let kept = 0;
    for (const row of candidates) if ((marks[row] & COUNT_MASK) >= least) candidates[kept++] = row;
    candidates.length = kept;
    return candidates;
  }

  /** A number no row is marked with yet, for one query's marks (above the count bits). */
  function nextMark(): number {
    lastMark += 1;
    if (lastMark >= 2 ** (32 - COUNT_BITS)) {
      marks.fill(0);
      lastMark = 1;
    }
    return (lastMark << COUNT_BITS) >>> 0;
  }

  return { matchingIds };
}

/** Every key's trigrams in order, one after another: row r's are trigrams[keyStarts[r], keyStarts[r + 1]). */
function keyTrigramsOf(rows: KeyedRow[]) {
  const keyStarts = new Int32Array(rows.length + 1);
  const parts = rows.map((row, index) => {
    const part = trigramsOf(row.key);
    keyStarts[index + 1] = keyStarts[index] + part.length;
    return part;
  });
  const trigrams = new Uint16Array(keyStarts[rows.length]);
  parts.forEach((part, index) => trigrams.set(part, keyStarts[index]));
  return { trigrams, keyStarts };
}

/** For each trigram, the rows whose key holds it, each once, in row order: postings[postingStarts[t], postingStarts[t + 1]). */
function postingsOf(trigrams: Uint16Array, keyStarts: Int32Array) {
  const rowCount = keyStarts.length - 1;
  const postingStarts = new Int32Array(TRIGRAM_CODES + 1);
  const lastRow = new Int32Array(TRIGRAM_CODES).fill(-1);
  const eachDistinct = (visit: (trigram: number, row: number) => void) => {
    for (let row = 0; row < rowCount; row += 1) {
      for (let at = keyStarts[row]; at < keyStarts[row + 1]; at += 1) {
        const trigram = trigrams[at];
        if (lastRow[trigram] === row) continue;
        lastRow[trigram] = row;
        visit(trigram, row);
      }
    }
    lastRow.fill(-1);
  };
  eachDistinct((trigram) => (postingStarts[trigram + 1] += 1));
  for (let trigram = 0; trigram < TRIGRAM_CODES; trigram += 1) postingStarts[trigram + 1] += postingStarts[trigram];
  const postings = new Int32Array(postingStarts[TRIGRAM_CODES]);
  const filled = postingStarts.slice(0, TRIGRAM_CODES);
  eachDistinct((trigram, row) => (postings[filled[trigram]++] = row));
  return { postings, postingStarts };
}

const hasBit = (bits: Uint32Array, row: number) => (bits[row >>> 5] & (1 << (row & 31))) !== 0;

/** A bitset over the rows for each trigram that BITSET_SHARE of the keys hold. */
function bitsetsOf(postings: Int32Array, postingStarts: Int32Array, rowCount: number): (Uint32Array | undefined)[] {
  const bitsets: (Uint32Array | undefined)[] = [];
  for (let trigram = 0; trigram < TRIGRAM_CODES; trigram += 1) {
    const [start, end] = [postingStarts[trigram], postingStarts[trigram + 1]];
    if (end - start < rowCount * BITSET_SHARE || end === start) continue;
    const bits = new Uint32Array((rowCount + 31) >>> 5);
    for (let at = start; at < end; at += 1) bits[postings[at] >>> 5] |= 1 << (postings[at] & 31);
    bitsets[trigram] = bits;
  }
  return bitsets;
}
