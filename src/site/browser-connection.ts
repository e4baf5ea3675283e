import { defaultContentServiceUrl } from '../content-service/index.ts';

/** Where the islands reach the content service from the visitor's browser. */
export type BrowserConnection = { baseUrl: string; siteId: string };

/**
 * The content service as the browser sees it, for the islands' mount points (`data-service-url`,
 * `data-site-id`). PUBLIC_CONTENT_SERVICE_URL names it when the browser reaches it at another
 * address than the build does (a proxy, a public host name).
 */
export function browserConnection(env: NodeJS.ProcessEnv = process.env): BrowserConnection {
  return {
    baseUrl: env.PUBLIC_CONTENT_SERVICE_URL || env.CONTENT_SERVICE_URL || defaultContentServiceUrl,
    siteId: env.SITE_ID || 'demo',
  };
}
