import type { RunningService } from '../../local-content-service/server.ts';

type StoredEstate = {
  id: number;
  parentId: number | null;
  children?: unknown[];
  general: { title: Record<string, string> };
};

/**
 * Changes the Dutch title of `count` estates (plain ones: no project, no unit), the `run`-th
 * such batch, and tells the service, as an agent editing listings would: the next build renders
 * their pages again. Returns their ids.
 */
export function changeEstates(
  service: Pick<RunningService, 'store' | 'invalidate'>,
  count: number,
  run: number,
): number[] {
  const plain = service.store
    .documents<StoredEstate>('demo', 'estate')
    .filter((estate) => !estate.parentId && !estate.children?.length);
  const changed: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const estate = plain[(run * count + index) % plain.length]!;
    service.store.putDocument('demo', 'estate', estate.id, {
      ...estate,
      general: {
        ...estate.general,
        title: { ...estate.general.title, nl: `${estate.general.title.nl} (${run + 1})` },
      },
    });
    changed.push(estate.id);
  }
  service.invalidate('demo', { estate: changed });
  return changed;
}
