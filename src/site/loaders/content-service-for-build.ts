import {
  contentServiceFromEnv,
  ContentValidationError,
  HttpError,
  ServiceTimeoutError,
} from '../../content-service/index.ts';

/**
 * The content service the build reads, from CONTENT_SERVICE_URL and SITE_ID, each call under
 * the build's deadline (BUILD_SERVICE_TIMEOUT_MS).
 */
export const contentServiceForBuild = contentServiceFromEnv(process.env, {}, 'build');

/** A failure that must stop the build: nothing is published (DESIGN: fail loudly at build). */
export class BuildDataError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'BuildDataError';
  }
}

/**
 * Runs one content-service call for the build. The service unreachable, not answering within
 * the deadline or answering 5xx stops the build with a message naming the call and its URL.
 */
export async function callService<T>(call: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof HttpError) {
      throw new BuildDataError(
        `Content service call '${call}' failed: ${error.status} ${error.statusText} from ${error.url}`,
        { cause: error },
      );
    }
    if (error instanceof ContentValidationError) throw error;
    if (error instanceof ServiceTimeoutError) {
      throw new BuildDataError(
        `Content service call '${call}' timed out: ${error.message} (BUILD_SERVICE_TIMEOUT_MS)`,
        { cause: error },
      );
    }
    const base = contentServiceForBuild.http.url('/');
    throw new BuildDataError(
      `Content service call '${call}' could not reach ${base}: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  }
}

/** Whether an error is a record the service answered but that fails its schema or is missing. */
export function isInvalidRecord(error: unknown): error is ContentValidationError | HttpError {
  return (
    error instanceof ContentValidationError || (error instanceof HttpError && error.status === 404)
  );
}
