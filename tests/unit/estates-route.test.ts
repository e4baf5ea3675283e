import { describe, expect, it } from 'vitest';
import { createAjaxApp, type AjaxContentService } from '../../site-server/ajax/app.ts';
import { HttpError } from '../../src/content-service/index.ts';
import { estateHref } from '../../src/domain/estate-href.ts';
import { estateToSummary } from '../../src/domain/listing-card.ts';
import { projectEntityLink } from '../../src/domain/slugs.ts';
import type { EstateSummary } from '../../src/schemas/estate-summary.ts';
import { generateDemoData } from '../../local-content-service/demo-data/generate.ts';

/*
 * The favourites route of the site server (GET /{lang}/ajax/estates?ids=…): the favourites'
 * estates read through the client, each as itself, with the addresses a visitor may not see
 * hidden, so the favourites page needs neither the client nor its schemas.
 */

const demo = generateDemoData({ estates: 80 });
const summaries: EstateSummary[] = demo.estates
  .filter((estate) => estate.general.parentId == null)
  .map(estateToSummary);
const shown = summaries.find((summary) => summary.general.address.visible)!;
const hidden = summaries.find(
  (summary) => !summary.general.address.visible && summary.general.address.street,
)!;
const project = demo.estates.find((estate) => estate.general.project)!;
const unit = demo.estates.find((estate) => estate.general.parentId === project.id)!;

function appWith(service: Partial<AjaxContentService>) {
  const searches: unknown[] = [];
  const contentService = {
    site: () => Promise.resolve(demo.site),
    estateFilters: () => Promise.resolve({}),
    searchEstates: (query: unknown) => {
      searches.push(query);
      return Promise.resolve({ total: 0, results: [] });
    },
    projectEstate: () => Promise.reject(new Error('no project is asked for')),
    ...service,
  } as unknown as AjaxContentService;
  const app = createAjaxApp({
    forms: { parts: {} as never },
    contentService,
    site: { url: 'http://127.0.0.1:4680' },
    log: () => {},
  });
  const get = async (path: string) => {
    const response = await app.request(`http://127.0.0.1:4680${path}`);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  return { get, searches };
}

describe('GET /{lang}/ajax/estates', () => {
  it('answers the saved estates, with a hidden address hidden', async () => {
    const { get, searches } = appWith({
      searchEstates: (query) => {
        searches.push(query);
        return Promise.resolve({ total: 2, results: [shown, hidden] });
      },
    });
    const answer = await get(`/nl/ajax/estates?ids=${shown.id},${hidden.id}`);
    expect(answer.status).toBe(200);
    expect(searches).toEqual([
      {
        query: { terms: { 'children.general.id': [shown.id, hidden.id] } },
        pagination: { from: 0, size: 2 },
      },
    ]);
    const results = answer.body.results as EstateSummary[];
    expect(results.map((result) => result.id)).toEqual([shown.id, hidden.id]);
    expect(results[0]).toEqual(shown);
    expect(results[1]!.general.address).toMatchObject({ street: null, number: null });
    expect(answer.body.unitProjects).toEqual({});
    // Each card's link in the route's language, made from what the visitor is shown.
    expect(answer.body.hrefs).toEqual({
      [String(shown.id)]: estateHref(shown, 'nl'),
      [String(hidden.id)]: estateHref(results[1]!, 'nl'),
    });
  });

  it('answers a saved unit as its own card, read from its project, without the project', async () => {
    const projectSummary = estateToSummary(project);
    const { get } = appWith({
      searchEstates: () => Promise.resolve({ total: 1, results: [projectSummary] }),
      projectEstate: () => Promise.resolve({ ...project, children: [unit] }),
    });
    const answer = await get(`/fr/ajax/estates?ids=${unit.id}`);
    expect(answer.status).toBe(200);
    expect((answer.body.results as EstateSummary[]).map((result) => result.id)).toEqual([unit.id]);
    expect(answer.body.unitProjects).toMatchObject({ [unit.id]: { id: project.id } });
    // The unit's card links under its project, in French.
    expect(answer.body.hrefs).toEqual({
      [String(unit.id)]: projectEntityLink(project, unit.id, 'fr'),
    });
  });

  it('asks nothing for no ids, leaves out what is not an id, and refuses too long a list', async () => {
    const { get, searches } = appWith({});
    expect(await get('/en/ajax/estates?ids=')).toEqual({
      status: 200,
      body: { results: [], unitProjects: {}, hrefs: {} },
    });
    expect(searches).toEqual([]);
    await get('/en/ajax/estates?ids=12,abc,%3Cscript%3E,12');
    expect(searches).toEqual([
      { query: { terms: { 'children.general.id': [12] } }, pagination: { from: 0, size: 1 } },
    ]);
    const many = Array.from({ length: 501 }, (_, index) => index + 1).join(',');
    expect((await get(`/en/ajax/estates?ids=${many}`)).status).toBe(400);
  });

  it('answers 503 when the content service fails', async () => {
    const { get } = appWith({
      searchEstates: () =>
        Promise.resolve({
          total: 0,
          results: [],
          error: new HttpError(503, 'Unavailable', 'estates', 'down'),
        }),
    });
    expect(await get('/de/ajax/estates?ids=12')).toEqual({
      status: 503,
      body: { error: 'form.error.unavailable' },
    });
  });
});
