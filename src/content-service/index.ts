import { createContentService, type ContentService } from './api.ts';
import { HttpClient, type HttpClientOptions } from './http-client.ts';

export {
  ContentValidationError,
  createContentService,
  parseEstateSearchAnswer,
  type ContentService,
} from './api.ts';
export { HttpClient } from './http-client.ts';
export { HttpError, ServiceTimeoutError } from './http-error.ts';

/** Default local content service address (the embedded default of `npm start`). */
export const defaultContentServiceUrl = 'http://127.0.0.1:4322';

/**
 * The deadline of each content-service call (ms), by who waits for it: a visitor (the site
 * server's ajax routes and forms, CONTENT_SERVICE_TIMEOUT_MS) answers well within the 20 s the
 * browser gives a form; a build (BUILD_SERVICE_TIMEOUT_MS) reads every summary of the site in
 * one large answer and fails within it, naming the call, when the service
 * hangs.
 */
export const serviceTimeoutDefaults = { visitor: 8_000, build: 60_000 } as const;

/** The deadline of a content-service call for a visitor or a build, from the environment. */
export function serviceTimeoutMs(
  env: Record<string, string | undefined>,
  waiting: keyof typeof serviceTimeoutDefaults,
): number {
  const setting = Number(
    waiting === 'visitor' ? env.CONTENT_SERVICE_TIMEOUT_MS : env.BUILD_SERVICE_TIMEOUT_MS,
  );
  return Number.isFinite(setting) && setting > 0 ? setting : serviceTimeoutDefaults[waiting];
}

/**
 * The content service configured by the environment (CONTENT_SERVICE_URL, SITE_ID), its calls
 * under the deadline of who waits for them (`waiting`: a visitor unless a build says so).
 */
export function contentServiceFromEnv(
  env: Record<string, string | undefined> = process.env,
  overrides: Partial<HttpClientOptions> = {},
  waiting: keyof typeof serviceTimeoutDefaults = 'visitor',
): ContentService {
  return createContentService(
    new HttpClient({
      baseUrl: env.CONTENT_SERVICE_URL || defaultContentServiceUrl,
      siteId: env.SITE_ID || 'demo',
      ...(env.CONTENT_SERVICE_BASE_PATH ? { basePath: env.CONTENT_SERVICE_BASE_PATH } : {}),
      timeoutMs: serviceTimeoutMs(env, waiting),
      ...overrides,
    }),
  );
}
