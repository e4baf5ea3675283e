import { afterEach, describe, expect, it, vi } from 'vitest';
import { fitPixelRatioToRenderer } from '../../src/features/map/pixel-ratio.ts';

/** A map whose canvas answers WebGL's renderer name, recording the pixel ratio it is given. */
function mapDrawnBy(renderer: string | null) {
  const set: number[] = [];
  const info = { UNMASKED_RENDERER_WEBGL: 0x9246 };
  const gl = {
    getExtension: (name: string) =>
      name === 'WEBGL_debug_renderer_info' && renderer ? info : null,
    getParameter: (parameter: number) =>
      parameter === info.UNMASKED_RENDERER_WEBGL ? renderer : null,
  };
  const canvas = { getContext: (type: string) => (type === 'webgl2' ? gl : null) };
  return {
    set,
    map: {
      getCanvas: () => canvas as unknown as HTMLCanvasElement,
      setPixelRatio: (ratio: number) => set.push(ratio),
    },
  };
}

describe('fitPixelRatioToRenderer', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('draws at one canvas pixel per CSS pixel where WebGL runs in software', () => {
    vi.stubGlobal('devicePixelRatio', 1.75);
    for (const renderer of [
      'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)',
      'llvmpipe (LLVM 15.0.6, 256 bits)',
    ]) {
      const { map, set } = mapDrawnBy(renderer);
      fitPixelRatioToRenderer(map);
      expect(set, renderer).toEqual([1]);
    }
  });

  it('keeps the screen’s density on a GPU, or when the renderer is not told', () => {
    vi.stubGlobal('devicePixelRatio', 2);
    for (const renderer of [
      'ANGLE (Apple, ANGLE Metal Renderer: Apple M2, Unspecified Version)',
      null,
    ]) {
      const { map, set } = mapDrawnBy(renderer);
      fitPixelRatioToRenderer(map);
      expect(set, String(renderer)).toEqual([]);
    }
  });
});
