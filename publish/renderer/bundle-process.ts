import { buildRequest } from '../../src/site/build-request.ts';
import { buildBundleHere } from './bundle.ts';

/*
 * The process of one render bundle build (bundle.ts's ensureRenderBundle starts it), with the
 * build request in BUILD_REQUEST as every `astro build` of the engine gets it.
 */
await buildBundleHere(buildRequest(), process.cwd());
