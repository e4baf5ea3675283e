import { readFile } from 'node:fs/promises';
import {
  estateSearchResponseSchema,
  estateSummarySchema,
  type EstateSummary,
} from '../../schemas/estate-summary.ts';
import { writeFileAtomic } from '../atomic-file.ts';
import { keptForNextBuild } from '../build-memo.ts';
import { buildRequest } from '../build-request.ts';

/*
 * The publisher's no-change check (publish/source-check.ts) asks the content service for
 * every estate's summary in one answer before the build starts, and the estates loader needs the
 * same summaries. When a build follows, the check hands its answer over in a file (the build
 * request's `summariesFile`), written before the build starts, and the loader reads it instead
 * of asking again: one answer of the site's size instead of two. Anything
 * unexpected (no file, the answer cut or invalid) and the loader asks the service itself.
 */

/** Hands the check's search answer, as the JSON text the service sent, to the build. */
export async function handSummariesText(file: string, text: string | Uint8Array): Promise<void> {
  await writeFileAtomic(file, text);
}

/**
 * Where the elements of the top-level `"results"` array of a JSON object text lie, as
 * `[start, end)` offsets, with the text around the array; null when the text has no such array
 * or is cut. Only strings and brackets are read: JSON.parse of each element, and of the rest,
 * still says whether the whole is valid JSON.
 */
export function resultTexts(text: string): { elements: [number, number][]; rest: string } | null {
  const elements: [number, number][] = [];
  let depth = 0;
  let arrayStart = -1;
  let arrayEnd = -1;
  let elementStart = 0;
  let lastKey = '';
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    const inArray = depth === 2 && arrayStart >= 0 && arrayEnd < 0;
    if (char === 0x22 /* " */) {
      // A string right in the array is an element that is not a summary.
      if (inArray) return null;
      const start = i;
      // The closing quote: one not escaped by an odd run of backslashes.
      for (;;) {
        i = text.indexOf('"', i + 1);
        if (i < 0) return null;
        let slashes = 0;
        while (text.charCodeAt(i - 1 - slashes) === 0x5c /* \ */) slashes += 1;
        if (slashes % 2 === 0) break;
      }
      if (depth === 1) lastKey = text.slice(start + 1, i);
    } else if (char === 0x7b /* { */ || char === 0x5b /* [ */) {
      if (depth === 1 && char === 0x5b && lastKey === 'results' && arrayStart < 0) arrayStart = i;
      else if (inArray) elementStart = i;
      depth += 1;
    } else if (char === 0x7d /* } */ || char === 0x5d /* ] */) {
      depth -= 1;
      if (depth < 0) return null;
      if (depth === 2 && arrayStart >= 0 && arrayEnd < 0) {
        elements.push([elementStart, i + 1]);
      } else if (depth === 1 && arrayStart >= 0 && arrayEnd < 0) arrayEnd = i + 1;
    } else if (inArray && char > 0x20 && char !== 0x2c /* , */) {
      // An element that is not an object or array (a number, true, null): not a summary.
      return null;
    }
  }
  if (depth !== 0 || arrayStart < 0 || arrayEnd < 0) return null;
  return { elements, rest: `${text.slice(0, arrayStart)}[]${text.slice(arrayEnd)}` };
}

/*
 * The summaries last handed over in this process, by the text the service wrote for each: a
 * resident renderer's next rebuild parses and validates only those whose text changed, and
 * hands out the same summary objects for the others, which the later steps' memories compare by
 * identity. Summaries are read, never changed.
 */
type HandedMemory = Map<string, EstateSummary>;

/**
 * The summaries the check handed over, validated like a search answer; null when there are
 * none (no file named or written, the answer is invalid or not whole).
 */
export async function handedSummaries(
  file: string | null | undefined,
): Promise<EstateSummary[] | null> {
  if (!file) return null;
  const text = await readFile(file, 'utf8').catch(() => null);
  if (text === null) return null;
  try {
    const found = resultTexts(text);
    if (!found) return null;
    const frame = estateSearchResponseSchema.safeParse(JSON.parse(found.rest));
    if (!frame.success || frame.data.total.value !== found.elements.length) return null;
    const kept = keptForNextBuild<HandedMemory>('handed-summaries', buildRequest().codeDigest);
    const last = kept.last;
    const next: HandedMemory = new Map();
    const results: EstateSummary[] = [];
    for (const [start, end] of found.elements) {
      const element = text.slice(start, end);
      let summary = last?.get(element);
      if (!summary) {
        const parsed = estateSummarySchema.safeParse(JSON.parse(element));
        if (!parsed.success) return null;
        summary = parsed.data;
      }
      next.set(element, summary);
      results.push(summary);
    }
    kept.keep(next);
    return results;
  } catch {
    return null;
  }
}
