import type { Loader } from 'astro/loaders';
import { isInvalidRecord } from './content-service-for-build.ts';
import { InvalidRecords, invalidRecordThreshold } from './invalid-records.ts';
import { saveRecordDigests } from './record-digests.ts';
import { buildRequest } from '../build-request.ts';

/**
 * A loader for a small collection: `fetch` gives every record with its id (validated by the
 * client's schemas); records unchanged since the last build keep their stored entry.
 */
export function recordsLoader<T extends object>(
  name: string,
  fetch: () => Promise<{ id: string; data: T }[]>,
): Loader {
  return {
    name,
    async load({ store, logger, generateDigest, config }) {
      // A sharded full build's shards: `astro sync` loaded the content before them.
      if (buildRequest().synced) {
        logger.info(`${store.keys().length} entries, synced by an earlier step of this build`);
        return;
      }
      const invalid = new InvalidRecords(name, (message) => logger.warn(message));
      let records: { id: string; data: T }[];
      try {
        records = await fetch();
      } catch (error) {
        if (!isInvalidRecord(error)) throw error;
        invalid.seen();
        invalid.skip(name, error.message);
        records = [];
      }
      invalid.seen(records.length);
      const keep = new Set<string>();
      for (const { id, data } of records) {
        keep.add(id);
        const digest = generateDigest(data as Record<string, unknown>);
        if (store.get(id)?.digest !== digest) {
          store.set({ id, data: data as Record<string, unknown>, digest });
        }
      }
      for (const id of store.keys()) if (!keep.has(id)) store.delete(id);
      await saveRecordDigests(config.cacheDir, name, store);
      invalid.finish(invalidRecordThreshold(), (message) => logger.info(message));
    },
  };
}
