/*
 * Spike: publishing a change in place. A tree of detail pages as the site lays them out (each
 * page in a folder of its own, a short link beside it) is made at two sizes; each run writes the
 * changed files beside their predecessors, keeps each predecessor in an undo folder (a hard
 * link), writes the undo log, switches every file with a rename, then undoes it all from the
 * log. Prints the medians of 5 runs with min and max.
 *
 *   node scripts/spike/publish-in-place.ts [workDir=/tmp/publish-in-place] [sizes=10000,40000]
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { link, mkdir, readFile, rename, rm, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

const segments = { nl: 'aanbod', fr: 'offre', en: 'offer', de: 'angebot' } as const;
type Change = [path: string, body: string];
type Logged = [path: string, was: 'changed' | 'added'];

function makeTree(root: string, estates: number): number {
  rmSync(root, { recursive: true, force: true });
  let files = 0;
  for (let id = 1; id <= estates; id += 1) {
    for (const [lang, segment] of Object.entries(segments)) {
      const short = join(root, lang, segment, String(id));
      const page = join(short, `huis-te-koop-${id}`);
      mkdirSync(page, { recursive: true });
      writeFileSync(join(page, 'index.html'), `<p>${id}</p>`.repeat(200));
      writeFileSync(join(short, 'index.html'), 'stub');
      files += 2;
    }
  }
  return files;
}

async function publish(root: string, undo: string, changes: Change[]): Promise<void> {
  for (const [path, body] of changes) {
    const file = join(root, path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(`${file}.next`, body);
  }
  const log: Logged[] = [];
  for (const [path] of changes) {
    const kept = join(undo, path);
    await mkdir(dirname(kept), { recursive: true });
    const was = await link(join(root, path), kept).then(
      () => 'changed' as const,
      () => 'added' as const,
    );
    log.push([path, was]);
  }
  await writeFile(join(undo, 'log.json'), JSON.stringify(log));
  for (const [path] of changes) await rename(join(root, `${path}.next`), join(root, path));
}

async function undoPublish(root: string, undo: string): Promise<void> {
  const log = JSON.parse(await readFile(join(undo, 'log.json'), 'utf8')) as Logged[];
  for (const [path, was] of log.reverse()) {
    if (was === 'changed') await rename(join(undo, path), join(root, path));
    else await unlink(join(root, path));
  }
  await rm(undo, { recursive: true, force: true });
}

const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const ms = (value: number) => Math.round(value);
  return {
    median: ms(sorted[Math.floor(sorted.length / 2)]!),
    min: ms(sorted[0]!),
    max: ms(sorted.at(-1)!),
  };
};
const since = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;

const workDir = process.argv[2] ?? '/tmp/publish-in-place';
const sizes = (process.argv[3] ?? '10000,40000').split(',').map(Number);
for (const estates of sizes) {
  const root = join(workDir, `site-${estates}`);
  const files = makeTree(root, estates);
  const published: number[] = [];
  const undone: number[] = [];
  for (let run = 0; run < 5; run += 1) {
    // 45 estates in 4 languages and two listing pages: the 182 files of the bench's change.
    const changes: Change[] = [];
    for (let n = 0; n < 45; n += 1) {
      const id = 1 + ((run * 997 + n * 131) % estates);
      for (const [lang, segment] of Object.entries(segments)) {
        changes.push([`${lang}/${segment}/${id}/huis-te-koop-${id}/index.html`, `<p>${run}</p>`]);
      }
    }
    changes.push(['nl/kopen/index.html', 'list'], ['fr/acheter/index.html', 'list']);
    const undo = join(workDir, `undo-${estates}-${run}`);
    let start = process.hrtime.bigint();
    await publish(root, undo, changes);
    published.push(since(start));
    start = process.hrtime.bigint();
    await undoPublish(root, undo);
    undone.push(since(start));
  }
  console.log(
    JSON.stringify({
      estates,
      files,
      changedFiles: 182,
      publishMs: summary(published),
      undoMs: summary(undone),
    }),
  );
  rmSync(root, { recursive: true, force: true });
}
