import { readFile, writeFile } from 'node:fs/promises';
import { previewSvg } from '../src/domain/map-preview.ts';

/*
 * Writes public/map/preview.svg, the listing map's preview picture, from the offline style's
 * GeoJSON beside it: run after changing public/map/belgium.json (a unit test holds the two
 * together).
 */
const outline = JSON.parse(
  await readFile(new URL('../public/map/belgium.json', import.meta.url), 'utf8'),
) as Parameters<typeof previewSvg>[0];
await writeFile(new URL('../public/map/preview.svg', import.meta.url), previewSvg(outline));
