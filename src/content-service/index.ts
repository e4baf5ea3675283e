import { createContentService, type ContentService } from './api.ts';
import { HttpClient, type HttpClientOptions } from './http-client.ts';

export {
  ContentValidationError,
  createContentService,
  parseEstateSearchAnswer,
  type ContentService,
} from './api.ts';
export { HttpClient } from './http-client.ts';
export { HttpError } from './http-error.ts';

/** Default local content service address (the embedded default of `npm start`). */
export const defaultContentServiceUrl = 'http://127.0.0.1:4322';

/** The content service configured by the environment (CONTENT_SERVICE_URL, SITE_ID). */
export function contentServiceFromEnv(
  env: Record<string, string | undefined> = process.env,
  overrides: Partial<HttpClientOptions> = {},
): ContentService {
  return createContentService(
    new HttpClient({
      baseUrl: env.CONTENT_SERVICE_URL || defaultContentServiceUrl,
      siteId: env.SITE_ID || 'demo',
      ...(env.CONTENT_SERVICE_BASE_PATH ? { basePath: env.CONTENT_SERVICE_BASE_PATH } : {}),
      ...overrides,
    }),
  );
}
