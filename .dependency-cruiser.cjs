/*
 * The layers of the code and the one direction imports run in (README, "Code map"). From the
 * ground up: src/lib (generic helpers), src/schemas (payload shapes and their reference data),
 * src/domain (pure rules), src/content-service (the client), src/forms and src/i18n (form rules
 * and texts shared by islands, pages and the server); above them the islands (src/features), the
 * build's loaders and page assembly (src/site), Astro's build hooks (integrations/), the
 * build-and-publish engine (publish/) and, on top, the site server (site-server/), which runs
 * the engine for its rebuild hooks. The engine uses the page assembly's build files (dirs, state,
 * shards, record digests), never the other way. The local content service
 * (local-content-service/) stands beside the site and shares only the two lowest floors. Tests
 * and scripts may import anything.
 */

/** Paths of a floor and everything above it, as regular expressions. */
const floors = {
  lib: '^src/lib/',
  schemas: '^src/schemas/',
  domain: '^src/domain/',
  contentService: '^src/content-service/',
  forms: '^src/forms/',
  i18n: '^src/i18n/',
  islands: '^src/features/',
  loaders: '^src/site/loaders/',
  build: '^(src/site/|src/content\\.config\\.ts)',
  pages: '^src/(pages|views|components|layouts)/',
  astroHooks: '^integrations/',
  publisher: '^publish/',
  requestHandlers: '^site-server/(ajax|forms|mail)/',
  server: '^site-server/',
  localService: '^local-content-service/',
  tooling: '^(scripts|tests)/',
};

/** A rule: files in `from` may not import files in any of `to`. */
const forbid = (name, comment, from, to) => ({
  name,
  comment,
  severity: 'error',
  from: { path: from },
  to: { path: to.join('|') },
});

const aboveSchemas = [floors.domain, floors.contentService, floors.forms, floors.i18n];
const app = [
  floors.islands,
  floors.build,
  floors.pages,
  floors.astroHooks,
  floors.publisher,
  floors.server,
  floors.localService,
];

module.exports = {
  forbidden: [
    forbid(
      'lib-imports-nothing',
      'src/lib is the ground floor: generic helpers that know no site.',
      floors.lib,
      [floors.schemas, ...aboveSchemas, ...app, floors.tooling],
    ),
    forbid(
      'schemas-stand-alone',
      'Payload shapes import only their own floor and src/lib.',
      floors.schemas,
      [...aboveSchemas, ...app, floors.tooling],
    ),
    forbid(
      'domain-is-pure',
      'Domain rules import schemas and lib, never the client or an app.',
      floors.domain,
      [floors.contentService, floors.forms, floors.i18n, ...app, floors.tooling],
    ),
    forbid(
      'client-below-apps',
      'The content-service client serves the apps; it imports none.',
      floors.contentService,
      [floors.forms, floors.i18n, ...app, floors.tooling],
    ),
    forbid(
      'forms-below-apps',
      'Form rules are shared by islands and server; they import no app.',
      floors.forms,
      [floors.i18n, ...app, floors.tooling],
    ),
    forbid(
      'i18n-below-apps',
      'Texts are shared by pages, islands and mails; they import no app.',
      floors.i18n,
      [...app, floors.tooling],
    ),
    forbid(
      'islands-run-in-the-browser',
      'Islands never import the build, pages, the engine, the server or the local service.',
      floors.islands,
      [
        floors.loaders,
        floors.build,
        floors.pages,
        floors.astroHooks,
        floors.publisher,
        floors.server,
        floors.localService,
        floors.tooling,
      ],
    ),
    forbid(
      'loaders-below-pages',
      'Build loaders feed pages; they import no island, page, engine or server.',
      floors.loaders,
      [
        floors.islands,
        floors.pages,
        floors.astroHooks,
        floors.publisher,
        floors.server,
        floors.localService,
        floors.tooling,
      ],
    ),
    forbid(
      'page-assembly-below-engine',
      'Page assembly does not import the engine, the server or tooling.',
      floors.build,
      [floors.publisher, floors.server, floors.localService, floors.tooling],
    ),
    {
      name: 'src-never-reaches-the-engine',
      comment:
        "Nothing under src/ reaches the engine or the server, not even through a build hook (page assembly takes client:paint's entrypoint from integrations/islands.ts).",
      severity: 'error',
      from: { path: '^src/' },
      to: { path: [floors.publisher, floors.server].join('|'), reachable: true },
    },
    forbid(
      'build-hooks-below-server',
      "Astro's build hooks use page assembly and the engine's build-time parts, not the server.",
      floors.astroHooks,
      [floors.islands, floors.pages, floors.server, floors.localService, floors.tooling],
    ),
    forbid(
      'engine-below-server',
      'The build-and-publish engine runs Astro; it imports no island, page, hook or server.',
      floors.publisher,
      [
        floors.islands,
        floors.pages,
        floors.astroHooks,
        floors.server,
        floors.localService,
        floors.tooling,
      ],
    ),
    forbid(
      'handlers-below-publisher',
      'Request handlers import no island, build or engine.',
      floors.requestHandlers,
      [
        floors.islands,
        floors.build,
        floors.pages,
        floors.astroHooks,
        floors.publisher,
        floors.localService,
        floors.tooling,
      ],
    ),
    forbid(
      'server-not-islands',
      'The server never imports browser code, pages, build hooks or the local service.',
      floors.server,
      [floors.islands, floors.pages, floors.astroHooks, floors.localService, floors.tooling],
    ),
    forbid(
      'local-service-apart',
      'The local content service shares only lib, schemas and domain with the site.',
      floors.localService,
      [
        floors.contentService,
        floors.forms,
        floors.i18n,
        floors.islands,
        floors.build,
        floors.pages,
        floors.astroHooks,
        floors.publisher,
        floors.server,
        floors.tooling,
      ],
    ),
    {
      name: 'no-circular',
      comment: 'No import circles: each module stands on what it imports.',
      severity: 'error',
      from: { pathNot: '^node_modules/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^node_modules/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.mjs', '.js'] },
  },
};
