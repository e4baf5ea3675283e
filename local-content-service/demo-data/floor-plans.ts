import sharp from 'sharp';

/*
 * A floor plan of a demo estate as a picture (WebP), so the demo's plans open in the site's
 * photo viewer as an agency's scanned or drawn plans do. Walls only, no text: the drawing needs
 * no font, and it reads the same in every language. The same estate always gets the same plan.
 */

const width = 1600;
const height = 1200;
const margin = 120;
const wall = 14;

/** A small deterministic sequence from the estate id (a linear congruential generator). */
function sequence(seed: number): () => number {
  let state = (seed * 2654435761) % 4294967296;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

/** The SVG of the plan: the outer walls, a hall across, rooms on both sides with door gaps. */
export function floorPlanSvg(estateId: number): string {
  const next = sequence(estateId);
  const left = margin;
  const top = margin;
  const right = width - margin;
  const bottom = height - margin;
  const hallTop = top + (bottom - top) * (0.42 + next() * 0.12);
  const hallBottom = hallTop + 150;
  const lines: string[] = [];
  const line = (x1: number, y1: number, x2: number, y2: number) =>
    lines.push(`<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"/>`);
  const door = 90;
  // The hall's walls, each with a door into every room it passes.
  for (const [y, rooms] of [
    [hallTop, 2 + Math.floor(next() * 2)],
    [hallBottom, 2 + Math.floor(next() * 3)],
  ] as const) {
    const step = (right - left) / rooms;
    for (let room = 0; room < rooms; room += 1) {
      const start = left + step * room;
      const opening = start + step * (0.25 + next() * 0.4);
      line(start, y, opening, y);
      line(opening + door, y, start + step, y);
      if (room > 0) line(start, y === hallTop ? top : y, start, y === hallTop ? y : bottom);
    }
  }
  // The front door in the bottom wall, and a window on each side.
  const entrance = left + (right - left) * (0.3 + next() * 0.4);
  const windows = [top, bottom].map(
    (y) =>
      `<rect x="${left + (right - left) * (0.1 + next() * 0.2)}" y="${y - 6}" width="180" height="12" fill="#cfe3f5" stroke="none"/>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="${width}" height="${height}" fill="#fbfaf7"/>
<g stroke="#2b2b2b" stroke-width="${wall}" stroke-linecap="square" fill="none">
<path d="M${entrance} ${bottom} H${left} V${top} H${right} V${bottom} H${entrance + door}"/>
${lines.join('\n')}
</g>
${windows.join('\n')}
<path d="M${entrance} ${bottom} a${door} ${door} 0 0 1 ${door} -${door}" stroke="#8a8a8a" stroke-width="3" fill="none"/>
</svg>`;
}

/** The plan as a WebP of the photos' largest size. */
export async function renderFloorPlan(estateId: number): Promise<Buffer> {
  return sharp(Buffer.from(floorPlanSvg(estateId)))
    .webp({ quality: 80 })
    .toBuffer();
}
