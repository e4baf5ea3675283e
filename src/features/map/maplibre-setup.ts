import { setWorkerUrl } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import stylesheetUrl from 'maplibre-gl/dist/maplibre-gl.css?url';

/*
 * MapLibre, loaded only when a map is shown: the modules that draw maps import this one, and
 * pages reach them through dynamic imports only.
 *
 * - MapLibre 6 looks for its worker next to its own file, which a bundler moves; the worker is
 *   emitted as an asset of its own and named here, once, before any map starts. It is served
 *   from the site's origin, so a strict CSP needs no `blob:` in worker-src.
 * - MapLibre's stylesheet (controls, popups, the canvas container) is linked from here when the
 *   first map starts. Imported as CSS, Astro would put it in the head of every page, render-
 *   blocking, for a map most pages never show.
 */
setWorkerUrl(workerUrl);

let stylesheet: Promise<void> | null = null;

/** Links MapLibre's stylesheet once; resolves when it applies (or failed: maps still work). */
export function mapLibreStylesheet(): Promise<void> {
  stylesheet ??= new Promise<void>((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = stylesheetUrl;
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
    document.head.append(link);
  });
  return stylesheet;
}

/** Renderer names of WebGL drawn by the processor (Chromium's SwiftShader, Mesa's llvmpipe). */
const softwareRenderer = /swiftshader|llvmpipe|softpipe|software/i;

/**
 * Draws a map at one canvas pixel per CSS pixel where WebGL runs in software: the processor then
 * shades every pixel of every frame, and without a GPU the browser also copies each frame back
 * to compose the page, on the page's thread. A high-density screen's extra pixels cost there
 * what they add in sharpness. A GPU-drawn map keeps the screen's density.
 */
export function fitPixelRatioToRenderer(map: {
  getCanvas(): HTMLCanvasElement;
  setPixelRatio(pixelRatio: number): void;
}): void {
  if (window.devicePixelRatio <= 1) return;
  const canvas = map.getCanvas();
  const gl = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
  const info = gl?.getExtension('WEBGL_debug_renderer_info');
  const renderer = gl && info ? String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL)) : '';
  if (softwareRenderer.test(renderer)) map.setPixelRatio(1);
}
