import { inject } from 'vitest';
import { crawlSite, type Crawl } from './crawl.ts';
import { hiddenAddressNeedles } from './hidden-addresses.ts';
import { allEstates, type ServiceEstate } from './service-data.ts';

/** The product the global setup started (tests/product/global-setup.ts). */
export const product = () => inject('product');

let estates: Promise<ServiceEstate[]> | undefined;
/** Every estate, project and unit of the running product's content service. */
export function serviceEstates(): Promise<ServiceEstate[]> {
  estates ??= allEstates(product().service);
  return estates;
}

/**
 * The one crawl of the running product every product test reads: from the four home pages,
 * then the sitemaps, with the pages that carry a hidden address noted on the way.
 */
export async function productCrawl(): Promise<Crawl> {
  const { site, service, dataDir } = product();
  const needles = hiddenAddressNeedles(await serviceEstates());
  return crawlSite({
    site,
    checkedOrigins: [new URL(service).origin],
    needles: [...needles.keys()],
    cacheDir: dataDir,
  });
}
