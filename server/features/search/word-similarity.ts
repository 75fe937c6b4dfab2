/*
 * pg_trgm's `query <% key` (word_similarity(query, key) >= pg_trgm.word_similarity_threshold),
 * computed as PostgreSQL 15's pg_trgm computes it (calc_word_similarity and iterate_word_similarity
 * in trgm_op.c), for texts already folded to [a-z0-9 ] (search keys and `toSearchQuery` output):
 * each word padded with two spaces before and one after gives its trigrams in order; the similarity
 * of the query with a continuous extent of the key's trigrams is
 * |common| / (|query| + |extent| - |common|) over distinct trigrams, in float4 as pg_trgm computes
 * it, and the extent is searched the way pg_trgm searches it (not an exhaustive maximum), so that
 * the key index (key-index.ts) finds exactly the rows PostgreSQL would. word-similarity.test.ts holds the two to
 * the same answers.
 */

const ALPHABET = ' abcdefghijklmnopqrstuvwxyz0123456789';
const CODE_OF = new Uint8Array(128);
for (let index = 1; index < ALPHABET.length; index += 1) CODE_OF[ALPHABET.charCodeAt(index)] = index;

/** A character's place in ALPHABET; 0 (a space) for any character outside [a-z0-9], as for the end of the text. */
function codeAt(text: string, index: number): number {
  const char = index < text.length ? text.charCodeAt(index) : 32;
  return char < 128 ? CODE_OF[char] : 0;
}

/** How many distinct trigram codes there are (37 characters, three places): each fits 16 bits. */
export const TRIGRAM_CODES = ALPHABET.length ** 3;

/**
 * The trigrams of a folded text, in order, repeats kept, each as a number below TRIGRAM_CODES.
 * Characters outside [a-z0-9] separate words, as pg_trgm's alphanumeric words.
 */
export function trigramsOf(text: string): number[] {
  const trigrams: number[] = [];
  // The two characters before the current one, as pg_trgm pads each word: "  word ".
  let previous = 0;
  let beforePrevious = 0;
  let inWord = false;
  for (let index = 0; index <= text.length; index += 1) {
    const code = codeAt(text, index);
    if (code === 0 && !inWord) continue;
    if (!inWord) {
      inWord = true;
      previous = 0;
      beforePrevious = 0;
    }
    trigrams.push((beforePrevious * ALPHABET.length + previous) * ALPHABET.length + code);
    beforePrevious = previous;
    previous = code;
    if (code === 0) inWord = false;
  }
  return trigrams;
}

/** The trigram of the three letters or digits at `text[at]`, or -1 when one of them is not. */
export function wordTrigram(text: string, at: number): number {
  let trigram = 0;
  for (let index = at; index < at + 3; index += 1) {
    const code = codeAt(text, index);
    if (code === 0) return -1;
    trigram = trigram * ALPHABET.length + code;
  }
  return trigram;
}

/** A query's distinct trigrams, made once to be compared with many keys. */
export type QueryTrigrams = Int32Array;

export function queryTrigrams(query: string): QueryTrigrams {
  return Int32Array.from(new Set(trigramsOf(query)));
}

// Scratch space of one comparison (comparisons never interleave: they are synchronous).
const slotOf = new Int32Array(TRIGRAM_CODES);
const slotStamp = new Uint32Array(TRIGRAM_CODES);
let stamp = 0;
let slots = new Int32Array(256);
let found = new Uint8Array(256);
let lastPosition = new Int32Array(256);

/** float4 division, as pg_trgm's CALCSML. */
const similarity = (count: number, queryLength: number, extentLength: number) =>
  Math.fround(count / (queryLength + extentLength - count));

/**
 * `query <% key` with `pg_trgm.word_similarity_threshold = threshold`, the key given by its
 * trigrams (`trigramsOf`), as a whole array or the part [from, to) of one.
 */
export function isWordSimilar(
  query: QueryTrigrams,
  keyTrigrams: ArrayLike<number>,
  threshold: number,
  from = 0,
  to = keyTrigrams.length,
): boolean {
  const length = to - from;
  if (query.length === 0 || length === 0) return false;
  if (slots.length < length) {
    slots = new Int32Array(length * 2);
    found = new Uint8Array(length * 2);
    lastPosition = new Int32Array(length * 2);
  }
  stamp += 1;
  if (stamp === 0xffffffff) {
    slotStamp.fill(0);
    stamp = 1;
  }
  // Each distinct trigram of the key gets a slot; found[slot]: the query holds it.
  let slotCount = 0;
  for (let position = 0; position < length; position += 1) {
    const trigram = keyTrigrams[from + position];
    if (slotStamp[trigram] !== stamp) {
      slotStamp[trigram] = stamp;
      slotOf[trigram] = slotCount;
      found[slotCount] = query.includes(trigram) ? 1 : 0;
      lastPosition[slotCount] = -1;
      slotCount += 1;
    }
    slots[position] = slotOf[trigram];
  }
  return iterateWordSimilarity(length, query.length, threshold) >= threshold;
}

/**
 * iterate_word_similarity (plain, not strict) over `slots[0, length)`: walks the key's trigrams,
 * widening the extent up to each trigram the query holds and trying every later lower bound for a
 * better score; stops once the score reaches the threshold.
 */
function iterateWordSimilarity(length: number, queryLength: number, threshold: number): number {
  let extentLength = 0;
  let count = 0;
  let lower = -1;
  let best = 0;
  for (let position = 0; position < length; position += 1) {
    const slot = slots[position];
    if (lower >= 0 || found[slot]) {
      if (lastPosition[slot] < 0) {
        extentLength += 1;
        if (found[slot]) count += 1;
      }
      lastPosition[slot] = position;
    }
    if (!found[slot]) continue;

    if (lower === -1) {
      lower = position;
      extentLength = 1;
    }
    let current = similarity(count, queryLength, extentLength);
    let tryCount = count;
    let tryLength = extentLength;
    const previousLower = lower;
    for (let tryLower = lower; tryLower <= position; tryLower += 1) {
      const tried = similarity(tryCount, queryLength, tryLength);
      if (tried > current) {
        current = tried;
        extentLength = tryLength;
        lower = tryLower;
        count = tryCount;
      }
      if (current >= threshold) break;
      const trySlot = slots[tryLower];
      if (lastPosition[trySlot] === tryLower) {
        tryLength -= 1;
        if (found[trySlot]) tryCount -= 1;
      }
    }
    best = Math.max(best, current);
    if (best >= threshold) break;
    for (let dropped = previousLower; dropped < lower; dropped += 1) {
      const droppedSlot = slots[dropped];
      if (lastPosition[droppedSlot] === dropped) lastPosition[droppedSlot] = -1;
    }
  }
  return best;
}
