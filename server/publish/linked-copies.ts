import { readdir, rename } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { deleteAside } from './delete-aside.ts';
import { linkTreeAside } from './link-tree.ts';

/*
 * An incremental build starts from a copy of the published build that shares its files (hard
 * links, link-tree.ts). At 10,000 estates that is about 77,000 files in 40,000 folders, which
 * took 6.5–13 s to link on a 2-core machine's disk: as long as Astro takes to render one change,
 * and on a second core Astro needs. A long-running publisher (the site server) makes the copy
 * ahead, as soon as a build is published, while it waits for the next change; the next build
 * takes it with one rename. A copy a build took and left untouched (the build failed, or found
 * nothing to change) is given back for the one after.
 *
 * On disk, beside the builds: `.linked-<build>.partial` while being linked, renamed to
 * `.linked-<build>` once complete, so another process (a manual `npm run rebuild`) can take a
 * complete copy too, and never a half-made one.
 */

const prefix = '.linked-';
const partial = '.partial';

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
   * Starts making a copy of `buildDir` (a build under the root) in the background; copies of
   * other builds (older publishes, a rollback's) are deleted.
   */
  prepare(buildDir: string): void {
    const name = copyName(buildDir);
    if (this.making?.of === buildDir) return;
    // One copy at a time: an earlier one still being linked finishes first (deleting its folder
    // while a thread links into it would leave a half copy under a complete copy's name).
    const before = this.making?.done ?? Promise.resolve(true);
    const done = before
      .then(() => this.dropOthers(name))
      .then(async (complete) => {
        if (complete) return true;
        const target = join(this.root, name + partial);
        await linkTreeAside(buildDir, target);
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
   * when it is still being linked), else one linked now. Resolves once `to` is complete.
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
   * build; deleted when a copy of that build is there already.
   */
  async giveBack(buildDir: string, from: string): Promise<void> {
    try {
      await rename(from, join(this.root, copyName(buildDir)));
    } catch {
      await deleteAside(from);
    }
  }

  /** Resolves once no copy is being made in this process (the bench waits for it). */
  async settled(): Promise<void> {
    await this.making?.done;
  }

  /**
   * Deletes the copies of builds other than `keep`'s (and half-made ones left by a process that
   * stopped); resolves with whether a complete copy named `keep` is there.
   */
  private async dropOthers(keep: string): Promise<boolean> {
    let complete = false;
    for (const entry of await readdir(this.root).catch(() => [] as string[])) {
      if (!entry.startsWith(prefix)) continue;
      if (entry === keep) complete = true;
      else await deleteAside(join(this.root, entry));
    }
    return complete;
  }
}
