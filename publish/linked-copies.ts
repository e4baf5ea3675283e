import { readdir, rename } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { deleteAside } from './delete-aside.ts';
import { linkTreeAside, syncTreeAside } from './link-tree.ts';

/*
 * An incremental build starts from a copy of the published build that shares its files (hard
 * links, link-tree.ts): several files per estate, each page in a folder of its own, which takes
 * the kernel longer to link than Astro takes to render one change, and deleting an old build as
 * long again, on the core Astro needs.
 *
 * So a long-running publisher (the site server) makes the copy ahead, as soon as a build is
 * published, while it waits for the next change; the next build takes it with one rename. And it
 * makes it from the build the publish pruned (beyond PUBLISH_KEEP) rather than from nothing:
 * that tree is made the new build's copy by changing only the files that differ (syncTree,
 * which only reads both trees), and is not deleted either. A copy a build took and left
 * untouched (the build failed, or found nothing to change) is given back for the one after.
 *
 * On disk, beside the builds: `.linked-<build>.partial` while being made, renamed to
 * `.linked-<build>` once complete, so another process (a manual `npm run rebuild`) can take a
 * complete copy too, and never a half-made one; `.linked-spare-<build>` for a pruned build kept
 * to be made the next copy. Any other `.linked-` tree (a copy of a build no longer served, one
 * left half-made by a process that stopped) serves as a spare as well: syncTree makes any tree
 * right.
 */

const prefix = '.linked-';
const partial = '.partial';
const sparePrefix = `${prefix}spare-`;

const copyName = (buildDir: string) => `${prefix}${basename(buildDir)}`;

/** The linked copies of the builds under one publish root. */
export class LinkedCopies {
  readonly root: string;
  /** The copy being made in this process, and whether it was completed. */
  private making: { of: string; done: Promise<boolean> } | null = null;

  constructor(root: string) {
    this.root = root;
  }

  /**
   * Keeps `buildDir` (a build the publisher no longer keeps) as a spare for the next copy
   * instead of deleting it; deleted when it cannot be renamed.
   */
  async recycle(buildDir: string): Promise<void> {
    try {
      await rename(buildDir, join(this.root, `${sparePrefix}${basename(buildDir)}`));
    } catch {
      await deleteAside(buildDir);
    }
  }

  /**
   * Starts making a copy of `buildDir` (a build under the root) in the background: from a spare
   * when there is one, else linked from nothing. Other trees beyond the one spare it uses are
   * deleted.
   */
  prepare(buildDir: string): void {
    const name = copyName(buildDir);
    if (this.making?.of === buildDir) return;
    // One copy at a time: an earlier one still being made finishes first (deleting its folder
    // while a thread links into it would leave a half copy under a complete copy's name).
    const before = this.making?.done ?? Promise.resolve(true);
    const done = before
      .then(() => this.choose(name))
      .then(async ({ complete, spare }) => {
        if (complete) return true;
        const target = join(this.root, name + partial);
        if (spare) {
          await rename(join(this.root, spare), target);
          await syncTreeAside(buildDir, target);
        } else {
          await linkTreeAside(buildDir, target);
        }
        await rename(target, join(this.root, name));
        return true;
      })
      .catch((error: unknown) => {
        console.warn(`could not link a copy of ${basename(buildDir)} ahead: ${String(error)}`);
        return false;
      });
    this.making = { of: buildDir, done };
  }

  /**
   * Makes `to` a linked copy of `buildDir`: the copy made ahead when there is one (waiting for it
   * when it is still being made), else one linked now. Resolves once `to` is complete.
   */
  async take(buildDir: string, to: string): Promise<void> {
    if (this.making?.of === buildDir) await this.making.done;
    try {
      await rename(join(this.root, copyName(buildDir)), to);
      return;
    } catch (error) {
      // None ready (none made, or another process took it): link one now.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    await linkTreeAside(buildDir, to);
  }

  /**
   * Takes back `from`, a copy of `buildDir` that a build took and did not change, for the next
   * build; when a copy of that build is there already, it is kept as a spare.
   */
  async giveBack(buildDir: string, from: string): Promise<void> {
    try {
      await rename(from, join(this.root, copyName(buildDir)));
    } catch {
      await this.recycle(from);
    }
  }

  /** Resolves once no copy is being made in this process (the bench waits for it). */
  async settled(): Promise<void> {
    await this.making?.done;
  }

  /**
   * What the copy named `name` is made from: itself when complete, else a spare (the newest
   * pruned build, else any other tree of ours). The trees neither chose are deleted.
   */
  private async choose(name: string): Promise<{ complete: boolean; spare: string | null }> {
    const entries = (await readdir(this.root).catch(() => [] as string[]))
      .filter((entry) => entry.startsWith(prefix))
      .sort();
    const complete = entries.includes(name);
    const spares = entries.filter((entry) => entry.startsWith(sparePrefix));
    const spare = complete ? null : (spares.at(-1) ?? entries.find((entry) => entry !== name));
    for (const entry of entries) {
      if (entry !== name && entry !== spare) await deleteAside(join(this.root, entry));
    }
    return { complete, spare: spare ?? null };
  }
}
