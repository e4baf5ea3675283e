import type { Random } from './random.ts';

/**
 * The generated picture catalogue: scenes per kind, each in a few colour variants, served by
 * the local content service at `/media/{scene}-{variant}/{size}.webp` (relative to the service).
 */
export const sceneCounts = {
  house: 6,
  apartment: 6,
  plot: 3,
  commercial: 3,
  garage: 2,
  interior: 8,
  holiday: 6,
  portrait: 8,
} as const;

export type SceneKind = keyof typeof sceneCounts;

/** Colour variants of every scene (palette, time of day). */
export const sceneVariants = 3;

/** The three sizes of every picture, 4:3 like the agency's photos. */
export const pictureSizes = {
  thumbnail: { width: 400, height: 300 },
  medium: { width: 1024, height: 768 },
  original: { width: 1600, height: 1200 },
} as const;

export type PictureSize = keyof typeof pictureSizes;

const sceneKinds = Object.keys(sceneCounts) as SceneKind[];

/** Every scene-variant name of the catalogue, e.g. 'house-3-2'. */
export const pictureScenes: readonly string[] = sceneKinds.flatMap((kind) =>
  Array.from({ length: sceneCounts[kind] }, (_, scene) =>
    Array.from({ length: sceneVariants }, (_, variant) => `${kind}-${scene + 1}-${variant + 1}`),
  ).flat(),
);

export type SceneName = { kind: SceneKind; scene: number; variant: number };

/**
 * Reads a scene-variant name back into its parts; names outside the catalogue give null, so a
 * request path can be checked before anything is drawn.
 *
 * @example parseSceneName('interior-4-2') // { kind: 'interior', scene: 4, variant: 2 }
 */
export function parseSceneName(name: string): SceneName | null {
  const match = /^([a-z]+)-(\d+)-(\d+)$/.exec(name);
  if (!match) return null;
  const kind = match[1] as SceneKind;
  const scene = Number(match[2]);
  const variant = Number(match[3]);
  if (!(kind in sceneCounts)) return null;
  if (scene < 1 || scene > sceneCounts[kind] || variant < 1 || variant > sceneVariants) return null;
  return { kind, scene, variant };
}

/** Path of one size of a scene-variant, relative to the content service. */
export function pictureUrl(sceneVariant: string, size: PictureSize): string {
  return `/media/${sceneVariant}/${size}.webp`;
}

/** A random scene-variant name of one kind. */
export function randomScene(random: Random, kind: SceneKind): string {
  return `${kind}-${random.int(1, sceneCounts[kind])}-${random.int(1, sceneVariants)}`;
}
