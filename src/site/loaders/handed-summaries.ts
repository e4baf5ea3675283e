import { readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseEstateSearchAnswer } from '../../content-service/index.ts';
import type { EstateSummary } from '../../schemas/estate-summary.ts';
import { writeFileAtomic } from '../atomic-file.ts';

/*
 * The publisher's no-change check (server/publish/source-check.ts) asks the content service for
 * every estate's summary in one answer before the build starts, and the estates loader needs the
 * same summaries. So the check hands its answer over in a file (BUILD_SUMMARIES_FILE) and the
 * loader reads it instead of asking again: at 10,000 estates that is one 25 MB answer instead
 * of two (issue 7). The loader waits a while for a file that is not there yet, so a check that
 * runs beside the build would work too. Anything unexpected (the check failed, the answer is
 * cut or invalid) and the loader asks the service itself.
 */

/** What the check writes when it has no answer to hand over. */
const unavailable = '{"unavailable":true}';

/** Hands the check's raw search answer (or its absence) to the build. */
export async function handSummaries(file: string, answer: unknown): Promise<void> {
  await handSummariesText(file, answer === undefined ? unavailable : JSON.stringify(answer));
}

/** Hands the check's search answer, as the JSON text it already made, to the build. */
export async function handSummariesText(file: string, text: string): Promise<void> {
  await writeFileAtomic(file, text);
}

/**
 * The summaries the check handed over, validated like a search answer; null when there are
 * none (no file named, the check had none, the answer is invalid or not whole).
 * @param waitMs how long to wait for the check to write the file
 */
export async function handedSummaries(
  file: string | undefined,
  waitMs = 20_000,
): Promise<EstateSummary[] | null> {
  if (!file) return null;
  const until = Date.now() + waitMs;
  let text: string | null = null;
  while (text === null) {
    text = await readFile(file, 'utf8').catch(() => null);
    if (text === null) {
      if (Date.now() > until) return null;
      await sleep(25);
    }
  }
  try {
    const data = JSON.parse(text) as unknown;
    if (text === unavailable) return null;
    const answer = parseEstateSearchAnswer('POST estates (handed over)', data);
    return answer.results.length === answer.total ? answer.results : null;
  } catch {
    return null;
  }
}
