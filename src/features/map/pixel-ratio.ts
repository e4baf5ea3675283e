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
  if ((globalThis.devicePixelRatio ?? 1) <= 1) return;
  const canvas = map.getCanvas();
  const gl = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
  const info = gl?.getExtension('WEBGL_debug_renderer_info');
  const renderer = gl && info ? String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL)) : '';
  if (softwareRenderer.test(renderer)) map.setPixelRatio(1);
}
