/*
 * Which public URLs a CDN must forget when files of the published build change. Pure: no I/O.
 * The files are paths relative to a build's root, with `/` (`nl/kopen/index.html`).
 */

/**
 * Files whose path carries a digest of their content: the bundles under `/assets/` and the
 * marker tiles under their snapshot's digest. A new content gets a new URL, so an edge's copy
 * is never wrong and never purged.
 */
const namedByContent = /^(assets|markers\/tiles)\//;

/** Rules the build writes for the servers in front (nginx answers them 404): no URL of the site. */
const ruleFiles = /^(_redirects|_headers|nginx-[a-z-]+\.conf)$/;

/** Whether the files under this build path (a folder or a file) can ever need a purge. */
export function mayNeedPurge(file: string): boolean {
  return !namedByContent.test(`${file}/`) && !ruleFiles.test(file);
}

/**
 * The URL the site serves a file of the build at, absolute on `siteUrl` (SITE_URL) as the
 * sitemaps write it: a page `x/index.html` at `/x` (the form every link of the site uses),
 * the home page at `/`, any other file at its own path; null for a file that is never purged.
 * A path's characters are encoded as a browser encodes the link (WHATWG URL), with `%`, `?`,
 * `#` and `\` of a file name kept as part of the path.
 * @example fileUrl('nl/kopen/index.html', 'https://www.example.be') // 'https://www.example.be/nl/kopen'
 * @example fileUrl('assets/client.CZSF4sce.js', 'https://www.example.be') // null
 */
export function fileUrl(file: string, siteUrl: string): string | null {
  if (!mayNeedPurge(file)) return null;
  const path =
    file === 'index.html'
      ? '/'
      : file.endsWith('/index.html')
        ? `/${file.slice(0, -'/index.html'.length)}`
        : `/${file}`;
  const kept = path.replace(/[%?#\\]/g, (character) => encodeURIComponent(character));
  return new URL(kept, siteUrl).href;
}

/**
 * The URLs to purge for the files that changed, were added or were removed between two
 * publishes: each once, sorted. An added page is purged too: its URL may have been cached as
 * an answer without it (a 404, an old slug's 301); a removed one now answers 410, 301 or 404.
 */
export function purgeUrls(files: Iterable<string>, siteUrl: string): string[] {
  const urls = new Set<string>();
  for (const file of files) {
    const url = fileUrl(file, siteUrl);
    if (url !== null) urls.add(url);
  }
  return [...urls].sort();
}
