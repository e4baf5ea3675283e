import { readFile } from 'node:fs/promises';
import { parseEstateSearchAnswer } from '../../content-service/index.ts';
import type { EstateSummary } from '../../schemas/estate-summary.ts';
import { writeFileAtomic } from '../atomic-file.ts';

/*
 * The publisher's no-change check (publish/source-check.ts) asks the content service for
 * every estate's summary in one answer before the build starts, and the estates loader needs the
 * same summaries. When a build follows, the check hands its answer over in a file (the build
 * request's `summariesFile`), written before the build starts, and the loader reads it instead
 * of asking again: one answer of the site's size instead of two. Anything
 * unexpected (no file, the answer cut or invalid) and the loader asks the service itself.
 */

/** Hands the check's search answer, as the JSON text it already made, to the build. */
export async function handSummariesText(file: string, text: string): Promise<void> {
  await writeFileAtomic(file, text);
}

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
    const answer = parseEstateSearchAnswer('POST estates (handed over)', JSON.parse(text));
    return answer.results.length === answer.total ? answer.results : null;
  } catch {
    return null;
  }
}
