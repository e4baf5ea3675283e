import type { EstateSummary } from '../../../src/schemas/estate-summary.ts';

/** What the product tests read from the local content service, over HTTP like the site. */
export type Address = {
  visible?: boolean | null;
  street?: Record<string, string | null> | null;
  street_address?: string | null;
  number?: string | null;
  geoLocation?: { lat: number; lon: number } | null;
};

/** An estate of the service as a visitor can meet it: a standalone listing, a project or a unit. */
export type ServiceEstate = {
  id: number;
  source: 'old' | 'guid';
  kind: 'estate' | 'project' | 'unit';
  statusId: number;
  parentId?: number;
  address: Address | undefined;
};

async function post<T>(service: string, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${service}/sites/demo/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
}

/** Every search summary the service holds, page by page (the service answers 500 at most). */
export async function allSummaries(
  service: string,
  query: Record<string, unknown> = {},
): Promise<EstateSummary[]> {
  const results: EstateSummary[] = [];
  for (let from = 0; ; from += 500) {
    const page = await post<{ total: { value: number }; results: EstateSummary[] }>(
      service,
      'estates',
      { query, pagination: { from, size: 500 } },
    );
    results.push(...page.results);
    if (page.results.length < 500 || results.length >= page.total.value) return results;
  }
}

type FullRecord = {
  id: number;
  status: { id: number };
  general: { address?: Address; parentId?: number | null };
  children?: FullRecord[];
};

/**
 * Every estate, project and unit of the service with its status and address, read from the
 * full records (a unit's address is only there).
 */
export async function allEstates(service: string): Promise<ServiceEstate[]> {
  const summaries = await allSummaries(service);
  const estates: ServiceEstate[] = [];
  for (const summary of summaries) {
    if (summary.guid) {
      const listing = await getJson<{ id: number; statusId: number; address?: Address }>(
        `${service}/sites/demo/estates/v2/${summary.id}`,
      );
      estates.push({
        id: summary.id,
        source: 'guid',
        kind: 'estate',
        statusId: summary.status.id,
        address: listing.address,
      });
      continue;
    }
    const record = await getJson<FullRecord>(`${service}/sites/demo/estates/group/${summary.id}`);
    estates.push({
      id: summary.id,
      source: 'old',
      kind: summary.isProject ? 'project' : 'estate',
      statusId: summary.status.id,
      address: record.general.address,
    });
    for (const unit of record.children ?? [])
      estates.push({
        id: unit.id,
        source: 'old',
        kind: 'unit',
        statusId: unit.status.id,
        parentId: summary.id,
        address: unit.general.address,
      });
  }
  return estates;
}

/** The site settings' hidden statuses (spec 2: their cards are not links). */
export async function hiddenStatuses(service: string): Promise<number[]> {
  return (await getJson<{ hiddenStatus?: number[] }>(`${service}/sites/demo`)).hiddenStatus ?? [];
}
