import sharp from 'sharp';
import { parseSceneName, pictureSizes, type PictureSize, type SceneKind } from './picture-paths.ts';
import { createRandom, type Random } from './random.ts';

export { pictureScenes } from './picture-paths.ts';

/*
 * Generated photos for the demo data: each scene is drawn as SVG on a 1600×1200 canvas (the
 * 4:3 of the agency's photos) and converted to WebP by sharp. No stock photos, no network.
 * The scene number picks the subject (a terraced house, a villa, a kitchen...), the variant
 * the palette (bright day, golden hour, overcast) so the same subject still looks different.
 */

const width = 1600;
const height = 1200;

type Palette = {
  skyTop: string;
  skyBottom: string;
  sun: string | null;
  ground: string;
  groundDark: string;
  light: number;
};

const outdoorPalettes: readonly Palette[] = [
  {
    skyTop: '#5aa2e0',
    skyBottom: '#d4ecfa',
    sun: '#fff4b8',
    ground: '#7db85c',
    groundDark: '#5f9a45',
    light: 1,
  },
  {
    skyTop: '#f08a5d',
    skyBottom: '#fde2b8',
    sun: '#ffd27a',
    ground: '#94a85a',
    groundDark: '#738744',
    light: 0.92,
  },
  {
    skyTop: '#8fa6bb',
    skyBottom: '#e6ebf0',
    sun: null,
    ground: '#6f9a5b',
    groundDark: '#557a45',
    light: 0.85,
  },
];

type Interior = {
  wall: string;
  wallShade: string;
  floor: string;
  floorLine: string;
  accent: string;
  fabric: string;
};

const interiorPalettes: readonly Interior[] = [
  {
    wall: '#f3eee6',
    wallShade: '#e2dace',
    floor: '#c89a67',
    floorLine: '#b0824f',
    accent: '#2f5d62',
    fabric: '#8fa9a3',
  },
  {
    wall: '#dfe7dc',
    wallShade: '#c9d5c5',
    floor: '#8a5a3b',
    floorLine: '#71472c',
    accent: '#c96a3d',
    fabric: '#e8d8bf',
  },
  {
    wall: '#e4e9ef',
    wallShade: '#cfd8e2',
    floor: '#9ea3a8',
    floorLine: '#868b90',
    accent: '#34495e',
    fabric: '#d9a5a0',
  },
];

type Facade = { wall: string; mortar: string; roof: string; trim: string };

const facadeColours: readonly [Facade, ...Facade[]] = [
  { wall: '#a4543a', mortar: '#8e4631', roof: '#3d3b3f', trim: '#f2efe8' },
  { wall: '#f1efe9', mortar: '#dcd8cf', roof: '#55575c', trim: '#2f3337' },
  { wall: '#d8c3a0', mortar: '#c4ad88', roof: '#5b3a2e', trim: '#ffffff' },
];

function facade(index: number): Facade {
  return facadeColours[index % facadeColours.length] ?? facadeColours[0];
}

// --- tiny SVG helpers ---------------------------------------------------------------------------

function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}" ${extra}/>`;
}

function poly(points: readonly (readonly [number, number])[], fill: string, extra = ''): string {
  return `<polygon points="${points.map(([x, y]) => `${x},${y}`).join(' ')}" fill="${fill}" ${extra}/>`;
}

function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" ${extra}/>`;
}

function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}" ${extra}/>`;
}

function line(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  strokeWidth: number,
): string {
  return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${stroke}" stroke-width="${strokeWidth}" stroke-linecap="round"/>`;
}

function path(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}" ${extra}/>`;
}

// --- outdoor pieces --------------------------------------------------------------------------

function sky(palette: Palette, random: Random, horizon: number): string {
  const parts = [
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.skyTop}"/><stop offset="1" stop-color="${palette.skyBottom}"/></linearGradient></defs>`,
    rect(0, 0, width, horizon + 40, 'url(#sky)'),
  ];
  if (palette.sun)
    parts.push(
      circle(random.int(180, 1420), random.int(120, 300), 80, palette.sun, 'opacity="0.95"'),
    );
  for (let index = random.int(2, 4); index > 0; index -= 1) {
    const x = random.int(100, 1500);
    const y = random.int(90, Math.max(120, horizon - 380));
    const scale = random.float(0.7, 1.3);
    parts.push(
      `<g opacity="${palette.sun ? 0.9 : 0.75}" fill="#ffffff">${ellipse(x, y, 110 * scale, 38 * scale, '#ffffff')}${ellipse(x - 70 * scale, y + 10, 70 * scale, 28 * scale, '#ffffff')}${ellipse(x + 80 * scale, y + 8, 80 * scale, 30 * scale, '#ffffff')}</g>`,
    );
  }
  return parts.join('');
}

function ground(palette: Palette, horizon: number): string {
  return (
    rect(0, horizon, width, height - horizon, palette.ground) +
    rect(0, horizon, width, 18, palette.groundDark, 'opacity="0.5"')
  );
}

function tree(x: number, baseY: number, size: number, palette: Palette, conifer = false): string {
  const trunk = rect(x - size * 0.08, baseY - size * 0.9, size * 0.16, size * 0.9, '#6b4a32');
  if (conifer) {
    return (
      trunk +
      poly(
        [
          [x, baseY - size * 2.4],
          [x - size * 0.6, baseY - size * 0.7],
          [x + size * 0.6, baseY - size * 0.7],
        ],
        '#2f5d3a',
      )
    );
  }
  return (
    trunk +
    circle(x, baseY - size * 1.25, size * 0.62, palette.groundDark) +
    circle(x - size * 0.35, baseY - size * 1.05, size * 0.45, palette.groundDark) +
    circle(x + size * 0.38, baseY - size * 1.0, size * 0.42, palette.groundDark)
  );
}

function window(
  x: number,
  y: number,
  w: number,
  h: number,
  trim: string,
  glass = '#9cc3d8',
): string {
  return (
    rect(x - 6, y - 6, w + 12, h + 12, trim) +
    rect(x, y, w, h, glass) +
    line(x + w / 2, y, x + w / 2, y + h, trim, 6) +
    rect(x, y, w, h * 0.35, '#ffffff', 'opacity="0.25"')
  );
}

function bricks(x: number, y: number, w: number, h: number, colour: string): string {
  const lines: string[] = [];
  for (let row = y + 22; row < y + h; row += 22) lines.push(line(x, row, x + w, row, colour, 2));
  return `<g opacity="0.45">${lines.join('')}</g>`;
}

type HouseSpec = {
  x: number;
  width: number;
  wallHeight: number;
  roof: 'saddle' | 'flat' | 'hipped' | 'steep';
  floors: number;
  windowsPerFloor: number;
  brick: boolean;
  garage: boolean;
  chimney: boolean;
  shutters: boolean;
};

function house(spec: HouseSpec, colours: Facade, baseY: number): string {
  const { x, wallHeight: wh } = spec;
  const w = spec.width;
  const top = baseY - wh;
  const parts: string[] = [];
  const roofHeight = spec.roof === 'flat' ? 30 : spec.roof === 'steep' ? w * 0.42 : w * 0.3;
  if (spec.chimney && spec.roof !== 'flat')
    parts.push(rect(x + w * 0.68, top - roofHeight * 0.9, 46, roofHeight * 0.7, colours.mortar));
  if (spec.roof === 'flat') {
    parts.push(rect(x - 14, top - roofHeight, w + 28, roofHeight, colours.roof));
  } else if (spec.roof === 'hipped') {
    parts.push(
      poly(
        [
          [x - 30, top],
          [x + w * 0.22, top - roofHeight],
          [x + w * 0.78, top - roofHeight],
          [x + w + 30, top],
        ],
        colours.roof,
      ),
    );
  } else {
    parts.push(
      poly(
        [
          [x - 30, top],
          [x + w / 2, top - roofHeight],
          [x + w + 30, top],
        ],
        colours.roof,
      ),
    );
  }
  parts.push(rect(x, top, w, wh, colours.wall));
  if (spec.brick) parts.push(bricks(x, top, w, wh, colours.mortar));
  const garageWidth = spec.garage ? w * 0.3 : 0;
  const usable = w - garageWidth;
  const floorHeight = wh / spec.floors;
  for (let floor = 0; floor < spec.floors; floor += 1) {
    const rowTop = top + floor * floorHeight + floorHeight * 0.22;
    const count = spec.windowsPerFloor;
    const slot = usable / count;
    for (let index = 0; index < count; index += 1) {
      const ground = floor === spec.floors - 1;
      const isDoor = ground && index === count - 1;
      const wx = x + slot * index + slot * 0.22;
      const ww = slot * 0.56;
      if (isDoor) {
        parts.push(
          rect(wx + ww * 0.15, rowTop, ww * 0.7, baseY - rowTop, colours.roof),
          circle(wx + ww * 0.72, rowTop + (baseY - rowTop) * 0.55, 6, '#d9b25a'),
        );
      } else {
        const wHeight = floorHeight * 0.5;
        parts.push(window(wx, rowTop, ww, wHeight, colours.trim));
        if (spec.shutters)
          parts.push(
            rect(wx - 30, rowTop - 4, 22, wHeight + 8, '#3f6b4a'),
            rect(wx + ww + 8, rowTop - 4, 22, wHeight + 8, '#3f6b4a'),
          );
      }
    }
  }
  if (spec.garage) {
    const gx = x + usable + 10;
    const gTop = baseY - floorHeight * 0.78;
    parts.push(rect(gx, gTop, garageWidth - 30, baseY - gTop, '#d5d2cc'));
    for (let row = gTop + 20; row < baseY; row += 26)
      parts.push(line(gx, row, gx + garageWidth - 30, row, '#b9b5ad', 4));
  }
  return parts.join('');
}

function hedge(y: number, palette: Palette): string {
  const parts: string[] = [];
  for (let x = -40; x < width + 40; x += 70) parts.push(ellipse(x, y, 60, 34, palette.groundDark));
  return parts.join('');
}

function path2(y: number): string {
  return poly(
    [
      [720, height],
      [880, height],
      [840, y],
      [770, y],
    ],
    '#d8cfc0',
    'opacity="0.9"',
  );
}

function houseScene(scene: number, palette: Palette, random: Random, variant: number): string {
  const horizon = 760;
  const baseY = 900;
  const colours = facade(scene + variant);
  const specs: Record<number, HouseSpec> = {
    1: {
      x: 520,
      width: 560,
      wallHeight: 420,
      roof: 'saddle',
      floors: 2,
      windowsPerFloor: 3,
      brick: true,
      garage: false,
      chimney: true,
      shutters: false,
    },
    2: {
      x: 380,
      width: 840,
      wallHeight: 380,
      roof: 'flat',
      floors: 2,
      windowsPerFloor: 4,
      brick: false,
      garage: true,
      chimney: false,
      shutters: false,
    },
    3: {
      x: 300,
      width: 1000,
      wallHeight: 330,
      roof: 'hipped',
      floors: 1,
      windowsPerFloor: 4,
      brick: true,
      garage: true,
      chimney: true,
      shutters: false,
    },
    4: {
      x: 260,
      width: 1080,
      wallHeight: 250,
      roof: 'steep',
      floors: 1,
      windowsPerFloor: 5,
      brick: false,
      garage: false,
      chimney: true,
      shutters: true,
    },
    5: {
      x: 260,
      width: 700,
      wallHeight: 430,
      roof: 'saddle',
      floors: 2,
      windowsPerFloor: 4,
      brick: true,
      garage: false,
      chimney: true,
      shutters: false,
    },
    6: {
      x: 360,
      width: 880,
      wallHeight: 260,
      roof: 'hipped',
      floors: 1,
      windowsPerFloor: 4,
      brick: false,
      garage: true,
      chimney: false,
      shutters: false,
    },
  };
  const spec = specs[scene] ?? (specs[1] as HouseSpec);
  const parts = [sky(palette, random, horizon), ground(palette, horizon)];
  parts.push(
    tree(random.int(80, 200), baseY - 20, 150, palette),
    tree(random.int(1400, 1520), baseY - 10, 170, palette),
  );
  if (scene === 5) {
    // A semi-detached pair: the neighbour's half, in another colour, behind this one's roof.
    const neighbour = {
      ...spec,
      x: spec.x + spec.width,
      width: 420,
      windowsPerFloor: 2,
      chimney: false,
    };
    parts.push(house(neighbour, facade(scene + variant + 1), baseY));
  }
  parts.push(house(spec, colours, baseY));
  parts.push(hedge(baseY + 40, palette), path2(baseY + 10));
  return parts.join('');
}

function apartmentScene(scene: number, palette: Palette, random: Random, variant: number): string {
  const horizon = 820;
  const baseY = 960;
  const floors = 3 + scene;
  const columns = scene % 2 === 0 ? 5 : 4;
  const buildingWidth = 720 + columns * 40;
  const x = (width - buildingWidth) / 2;
  const floorHeight = Math.min(120, 760 / floors);
  const top = baseY - floors * floorHeight;
  const body =
    ['#e9e4da', '#b9705a', '#cfd3d6', '#f4f1ea', '#8d8f94', '#d9c6a5'][(scene + variant) % 6] ??
    '#e9e4da';
  const parts = [
    sky(palette, random, horizon),
    ground(palette, horizon),
    rect(0, baseY, width, height - baseY, '#bdb8ae'),
  ];
  parts.push(tree(140, baseY, 170, palette), tree(1460, baseY, 150, palette));
  parts.push(
    rect(x, top, buildingWidth, baseY - top, body),
    rect(x - 20, top - 24, buildingWidth + 40, 26, '#4a4d52'),
  );
  const slot = buildingWidth / columns;
  for (let floor = 0; floor < floors; floor += 1) {
    const y = top + floor * floorHeight + floorHeight * 0.2;
    for (let column = 0; column < columns; column += 1) {
      const wx = x + column * slot + slot * 0.18;
      const ground = floor === floors - 1;
      if (ground && column === Math.floor(columns / 2)) {
        parts.push(
          rect(wx, y, slot * 0.64, baseY - y, '#3b4046'),
          rect(wx + 8, y + 8, slot * 0.64 - 16, baseY - y - 8, '#8fb3c7'),
        );
        continue;
      }
      parts.push(window(wx, y, slot * 0.64, floorHeight * 0.55, '#f7f7f5', '#8fb3c7'));
      if (!ground && (column + floor + scene) % 2 === 0) {
        parts.push(
          rect(wx - 14, y + floorHeight * 0.55, slot * 0.64 + 28, 12, '#55595f'),
          rect(wx - 14, y + floorHeight * 0.32, slot * 0.64 + 28, 6, '#55595f', 'opacity="0.8"'),
        );
      }
    }
  }
  return parts.join('');
}

function plotScene(scene: number, palette: Palette, random: Random): string {
  const horizon = scene === 3 ? 640 : 700;
  const parts = [sky(palette, random, horizon), ground(palette, horizon)];
  if (scene === 1) {
    // A building plot: staked out, a fence along the street, neighbours in the distance.
    parts.push(
      house(
        {
          x: 80,
          width: 300,
          wallHeight: 170,
          roof: 'saddle',
          floors: 1,
          windowsPerFloor: 2,
          brick: true,
          garage: false,
          chimney: false,
          shutters: false,
        },
        facade(0),
        horizon + 20,
      ),
    );
    parts.push(
      house(
        {
          x: 1260,
          width: 280,
          wallHeight: 160,
          roof: 'saddle',
          floors: 1,
          windowsPerFloor: 2,
          brick: false,
          garage: false,
          chimney: false,
          shutters: false,
        },
        facade(1),
        horizon + 20,
      ),
    );
    for (let x = 60; x < width; x += 90) parts.push(rect(x, 960, 12, 90, '#8b6b4a'));
    parts.push(rect(0, 985, width, 10, '#8b6b4a'), rect(0, 1030, width, 10, '#8b6b4a'));
    parts.push(
      rect(700, 760, 14, 200, '#6b5b4b'),
      rect(620, 740, 180, 110, '#f5f1e6'),
      rect(640, 760, 140, 16, '#c0392b'),
      rect(640, 790, 100, 10, '#7f8c8d'),
    );
  } else if (scene === 2) {
    // Meadow with a row of pollard willows.
    for (let index = 0; index < 6; index += 1)
      parts.push(
        tree(160 + index * 250 + random.int(-30, 30), horizon + 90 + (index % 2) * 30, 90, palette),
      );
    for (let index = 0; index < 40; index += 1)
      parts.push(
        ellipse(
          random.int(0, width),
          random.int(horizon + 160, height),
          random.int(20, 40),
          6,
          palette.groundDark,
          'opacity="0.6"',
        ),
      );
  } else {
    // Edge of a wood.
    for (let index = 0; index < 14; index += 1)
      parts.push(
        tree(
          random.int(0, width),
          horizon + random.int(10, 120),
          random.int(110, 190),
          palette,
          index % 3 !== 0,
        ),
      );
    parts.push(path('M700 1200 Q820 900 760 660 L800 660 Q900 900 900 1200 Z', '#c8b79a'));
  }
  return parts.join('');
}

function commercialScene(scene: number, palette: Palette, random: Random, variant: number): string {
  const horizon = 820;
  const baseY = 1000;
  const parts = [
    sky(palette, random, horizon),
    rect(0, horizon, width, height - horizon, '#c9c4bb'),
    rect(0, baseY, width, height - baseY, '#a9a49a'),
  ];
  if (scene === 1) {
    const colour = ['#1d3557', '#7b2d26', '#2a6041'][variant - 1] ?? '#1d3557';
    parts.push(
      rect(200, 220, 1200, baseY - 220, '#e8e2d6'),
      bricks(200, 220, 1200, 440, '#cfc6b6'),
    );
    for (let index = 0; index < 4; index += 1)
      parts.push(window(280 + index * 290, 300, 170, 200, '#ffffff'));
    parts.push(rect(200, 640, 1200, 60, colour));
    for (let index = 0; index < 12; index += 1)
      parts.push(
        poly(
          [
            [200 + index * 100, 700],
            [300 + index * 100, 700],
            [250 + index * 100, 760],
          ],
          index % 2 === 0 ? colour : '#f5f1e6',
        ),
      );
    parts.push(
      rect(260, 780, 760, 220, '#9cc3d8'),
      rect(1080, 780, 240, 220, '#3b4046'),
      rect(1100, 800, 200, 200, '#8fb3c7'),
    );
  } else if (scene === 2) {
    parts.push(rect(360, 160, 880, baseY - 160, '#6f8496'));
    for (let row = 0; row < 8; row += 1) {
      for (let column = 0; column < 6; column += 1) {
        parts.push(
          rect(380 + column * 145, 180 + row * 100, 130, 84, row % 2 === 0 ? '#a7c4d8' : '#93b6cc'),
        );
      }
    }
    parts.push(
      rect(660, 900, 280, 100, '#2f3a44'),
      tree(220, baseY, 150, palette),
      tree(1380, baseY, 150, palette),
    );
  } else {
    parts.push(
      rect(140, 480, 1320, baseY - 480, '#b7bcc2'),
      poly(
        [
          [120, 480],
          [800, 380],
          [1480, 480],
        ],
        '#8a9198',
      ),
    );
    for (let x = 140; x < 1460; x += 40) parts.push(line(x, 480, x, baseY, '#a5abb2', 3));
    for (let index = 0; index < 3; index += 1)
      parts.push(
        rect(260 + index * 380, 700, 260, 300, '#6e7479'),
        rect(260 + index * 380, 700, 260, 20, '#f1c40f'),
      );
  }
  return parts.join('');
}

function garageScene(scene: number, palette: Palette, random: Random, variant: number): string {
  if (scene === 2) {
    // Underground car park: concrete, pillars, painted bays.
    const parts = [
      rect(0, 0, width, height, '#8d9196'),
      rect(0, 0, width, 300, '#6f7378'),
      rect(0, 700, width, 500, '#7a7e83'),
    ];
    for (let index = 0; index < 5; index += 1)
      parts.push(
        rect(100 + index * 340, 260, 60, 460, '#b3b6b9'),
        rect(100 + index * 340, 420, 60, 30, '#f1c40f'),
      );
    for (let index = 0; index < 7; index += 1)
      parts.push(
        poly(
          [
            [160 + index * 240, 720],
            [180 + index * 240, 720],
            [60 + index * 260, 1200],
            [30 + index * 260, 1200],
          ],
          '#e9e9e9',
        ),
      );
    for (let index = 0; index < 4; index += 1)
      parts.push(rect(200 + index * 380, 60, 220, 24, '#fdfcf4', 'opacity="0.9"'));
    parts.push(
      rect(680, 460, 240, 60, ['#2e86de', '#27ae60', '#c0392b'][variant - 1] ?? '#2e86de'),
    );
    return parts.join('');
  }
  const horizon = 760;
  const baseY = 960;
  const parts = [
    sky(palette, random, horizon),
    ground(palette, horizon),
    rect(0, baseY, width, height - baseY, '#a8a29a'),
  ];
  parts.push(rect(120, 520, 1360, baseY - 520, '#c9b49a'), rect(100, 500, 1400, 30, '#5b5e63'));
  const doors = ['#dfe4ea', '#a3b1c2', '#c7d3c0'];
  for (let index = 0; index < 5; index += 1) {
    const x = 160 + index * 268;
    parts.push(
      rect(x, 600, 228, baseY - 600, doors[(index + variant) % doors.length] ?? '#dfe4ea'),
    );
    for (let row = 620; row < baseY; row += 30)
      parts.push(line(x, row, x + 228, row, '#8e969f', 3));
  }
  return parts.join('');
}

function interiorScene(scene: number, palette: Interior, random: Random): string {
  const floorY = 820;
  const parts = [
    rect(0, 0, width, floorY, palette.wall),
    rect(0, 0, 120, floorY, palette.wallShade),
    rect(0, floorY, width, height - floorY, palette.floor),
  ];
  for (let y = floorY + 40; y < height; y += 60)
    parts.push(line(0, y, width, y, palette.floorLine, 3));
  parts.push(rect(0, floorY - 16, width, 16, palette.wallShade));
  const windowOnWall = (x: number, w: number) =>
    rect(x - 12, 150, w + 24, 500, '#ffffff') +
    rect(x, 162, w, 476, '#bfe0f2') +
    line(x + w / 2, 162, x + w / 2, 638, '#ffffff', 10) +
    rect(x, 162, w, 160, '#ffffff', 'opacity="0.3"');
  switch (scene) {
    case 1: // living room
      parts.push(windowOnWall(980, 420));
      parts.push(ellipse(700, 1000, 520, 110, palette.fabric, 'opacity="0.6"'));
      parts.push(
        rect(300, 580, 720, 140, palette.accent),
        rect(260, 640, 800, 180, palette.accent),
        rect(300, 820, 30, 40, '#3b2f2f'),
        rect(990, 820, 30, 40, '#3b2f2f'),
      );
      parts.push(
        rect(340, 600, 160, 110, palette.fabric),
        rect(820, 600, 160, 110, palette.fabric),
      );
      parts.push(
        rect(560, 900, 300, 30, '#6b4a32'),
        line(1300, 820, 1300, 420, '#444', 8),
        poly(
          [
            [1230, 420],
            [1370, 420],
            [1330, 340],
            [1270, 340],
          ],
          '#f7e7b4',
        ),
      );
      parts.push(rect(140, 640, 90, 180, '#b5651d'), circle(185, 560, 110, '#4f7d4f'));
      break;
    case 2: // kitchen
      parts.push(windowOnWall(620, 360));
      parts.push(rect(120, 560, 1480, 260, palette.accent), rect(120, 540, 1480, 24, '#e8e5df'));
      for (let x = 140; x < 1580; x += 180)
        parts.push(rect(x, 590, 160, 210, palette.accent, 'stroke="#00000033" stroke-width="4"'));
      parts.push(
        rect(120, 150, 420, 240, palette.accent),
        rect(1120, 150, 480, 240, palette.accent),
        rect(700, 520, 200, 20, '#c0c4c8'),
      );
      parts.push(rect(420, 900, 760, 200, '#e8e5df'), rect(420, 900, 760, 30, '#d8d4cc'));
      for (let index = 0; index < 3; index += 1)
        parts.push(
          line(520 + index * 260, 0, 520 + index * 260, 120, '#333', 4),
          ellipse(520 + index * 260, 140, 60, 34, '#2c2c2c'),
        );
      break;
    case 3: // bedroom
      parts.push(windowOnWall(1080, 360));
      parts.push(
        rect(300, 420, 640, 260, palette.accent),
        rect(260, 660, 720, 220, '#ffffff'),
        rect(260, 760, 720, 120, palette.fabric),
      );
      parts.push(rect(330, 600, 220, 90, '#f7f4ee'), rect(690, 600, 220, 90, '#f7f4ee'));
      parts.push(
        rect(1000, 720, 120, 140, '#8a6a4a'),
        circle(1060, 690, 34, '#f7e7b4'),
        rect(140, 700, 100, 160, '#8a6a4a'),
      );
      break;
    case 4: // bathroom
      for (let y = 0; y < floorY; y += 80)
        for (let x = 0; x < width; x += 80)
          parts.push(rect(x + 2, y + 2, 76, 76, '#ffffff', 'opacity="0.35"'));
      parts.push(rect(160, 600, 760, 220, '#ffffff'), rect(180, 620, 720, 40, '#dfe8ee'));
      parts.push(
        rect(1080, 580, 360, 60, '#f7f7f7'),
        rect(1120, 640, 280, 180, palette.accent),
        rect(1110, 220, 300, 320, '#cfe4ee', 'stroke="#b8c4cc" stroke-width="10"'),
      );
      parts.push(
        line(1260, 560, 1260, 520, '#9aa', 10),
        circle(400, 380, 70, '#dfe8ee'),
        line(400, 310, 400, 240, '#9aa', 10),
      );
      break;
    case 5: // dining room
      parts.push(windowOnWall(560, 480));
      parts.push(
        rect(380, 700, 840, 40, '#6b4a32'),
        rect(420, 740, 30, 160, '#6b4a32'),
        rect(1150, 740, 30, 160, '#6b4a32'),
      );
      for (let index = 0; index < 4; index += 1)
        parts.push(
          rect(430 + index * 200, 600, 110, 200, palette.accent, 'opacity="0.9"'),
          rect(430 + index * 200, 780, 110, 20, '#3b2f2f'),
        );
      for (let index = 0; index < 3; index += 1)
        parts.push(
          line(560 + index * 240, 0, 560 + index * 240, 300, '#333', 4),
          circle(560 + index * 240, 330, 44, '#f4d58d'),
        );
      parts.push(rect(140, 420, 260, 400, '#8a6a4a'));
      break;
    case 6: // home office
      parts.push(windowOnWall(200, 400));
      parts.push(
        rect(760, 640, 700, 30, '#8a6a4a'),
        rect(780, 670, 26, 150, '#555'),
        rect(1410, 670, 26, 150, '#555'),
      );
      parts.push(
        rect(980, 470, 280, 170, '#2c3e50'),
        rect(995, 485, 250, 140, '#7fb3d5'),
        rect(1100, 640, 50, 10, '#333'),
      );
      parts.push(
        rect(900, 690, 160, 140, palette.accent),
        rect(900, 560, 160, 140, palette.accent),
      );
      for (let shelf = 0; shelf < 3; shelf += 1) {
        parts.push(rect(760, 180 + shelf * 110, 600, 14, '#8a6a4a'));
        for (let book = 0; book < 10; book += 1)
          parts.push(
            rect(
              780 + book * 52 + random.int(0, 8),
              100 + shelf * 110,
              36,
              80,
              ['#c0392b', '#2980b9', '#27ae60', '#f39c12', '#8e44ad'][book % 5] ?? '#c0392b',
            ),
          );
      }
      break;
    case 7: // attic bedroom under the roof slope
      parts.push(
        poly(
          [
            [0, 0],
            [700, 0],
            [0, 520],
          ],
          palette.wallShade,
        ),
        poly(
          [
            [900, 0],
            [width, 0],
            [width, 520],
          ],
          palette.wallShade,
        ),
      );
      parts.push(
        poly(
          [
            [1080, 60],
            [1300, 60],
            [1400, 240],
            [1180, 240],
          ],
          '#bfe0f2',
          'stroke="#ffffff" stroke-width="14"',
        ),
      );
      parts.push(
        rect(420, 640, 760, 200, '#ffffff'),
        rect(420, 730, 760, 110, palette.fabric),
        rect(460, 590, 200, 80, '#f7f4ee'),
        rect(940, 590, 200, 80, '#f7f4ee'),
      );
      for (let index = 0; index < 6; index += 1)
        parts.push(
          line(0, 100 + index * 80, 700 - index * 100, 100 + index * 80 - 70, '#c9bca8', 4),
        );
      break;
    default: {
      // entrance hall with staircase
      parts.push(
        rect(240, 240, 260, 580, '#6b4a32'),
        rect(265, 265, 210, 250, '#bfe0f2'),
        circle(460, 560, 10, '#d9b25a'),
      );
      for (let step = 0; step < 9; step += 1)
        parts.push(
          rect(
            800 + step * 70,
            820 - (step + 1) * 70,
            700 - step * 70,
            70,
            '#8a6a4a',
            'stroke="#6b4a32" stroke-width="4"',
          ),
        );
      parts.push(
        line(800, 700, 1430, 140, '#333', 10),
        rect(600, 360, 120, 160, palette.accent),
        ellipse(560, 1000, 220, 60, palette.fabric, 'opacity="0.7"'),
      );
      break;
    }
  }
  return parts.join('');
}

function holidayScene(scene: number, palette: Palette, random: Random): string {
  if (scene <= 3) {
    const horizon = 560;
    const parts = [
      sky(palette, random, horizon),
      rect(0, horizon, width, 220, '#3f7fa6'),
      rect(0, horizon, width, 30, '#5d9bc0'),
    ];
    for (let index = 0; index < 6; index += 1)
      parts.push(
        path(
          `M${random.int(0, 1400)} ${horizon + 60 + index * 30} q40 -14 80 0 t80 0`,
          'none',
          'stroke="#d6ecf5" stroke-width="5" opacity="0.7"',
        ),
      );
    parts.push(rect(0, horizon + 220, width, height - horizon - 220, '#ecd9a8'));
    if (scene === 1) {
      const colours = ['#e74c3c', '#3498db', '#f1c40f', '#2ecc71', '#9b59b6'];
      for (let index = 0; index < 5; index += 1) {
        const x = 220 + index * 250;
        parts.push(
          rect(x, 840, 170, 170, '#ffffff'),
          rect(x, 840, 170, 170, colours[index] ?? '#e74c3c', 'opacity="0.25"'),
        );
        for (let stripe = 0; stripe < 4; stripe += 1)
          parts.push(rect(x + stripe * 44, 840, 22, 170, colours[index] ?? '#e74c3c'));
        parts.push(
          poly(
            [
              [x - 14, 840],
              [x + 85, 780],
              [x + 184, 840],
            ],
            '#ffffff',
          ),
        );
      }
    } else if (scene === 2) {
      parts.push(rect(0, 640, width, 140, '#cfc6b6'));
      for (let index = 0; index < 4; index += 1) {
        const x = 40 + index * 400;
        parts.push(
          rect(x, 140, 340, 520, ['#f4f1ea', '#e9e4da', '#dcd6cc'][index % 3] ?? '#f4f1ea'),
        );
        for (let row = 0; row < 6; row += 1)
          parts.push(
            rect(x + 20, 170 + row * 80, 300, 50, '#8fb3c7'),
            rect(x + 10, 220 + row * 80, 320, 10, '#55595f'),
          );
      }
      parts.push(rect(0, 780, width, 40, '#b8ad98'));
    } else {
      for (let index = 0; index < 5; index += 1)
        parts.push(ellipse(200 + index * 320, horizon + 320, 260, 120, '#e3cf97'));
      for (let index = 0; index < 60; index += 1) {
        const x = random.int(0, width);
        const y = random.int(horizon + 220, height);
        parts.push(line(x, y, x + random.int(-14, 14), y - random.int(30, 60), '#8aa05a', 4));
      }
      parts.push(path('M760 1200 Q800 980 720 800 L760 800 Q860 980 880 1200 Z', '#f3e6c4'));
    }
    return parts.join('');
  }
  const horizon = 700;
  const parts = [sky(palette, random, horizon)];
  parts.push(
    path(
      `M0 ${horizon - 120} Q400 ${horizon - 360} 800 ${horizon - 180} T1600 ${horizon - 220} L1600 ${horizon + 40} L0 ${horizon + 40} Z`,
      '#4b6f4a',
    ),
  );
  parts.push(
    path(
      `M0 ${horizon - 20} Q500 ${horizon - 220} 1000 ${horizon - 60} T1600 ${horizon - 100} L1600 ${horizon + 60} L0 ${horizon + 60} Z`,
      '#3e5f3f',
    ),
  );
  parts.push(ground(palette, horizon + 40));
  for (let index = 0; index < 18; index += 1)
    parts.push(
      tree(random.int(0, width), horizon + random.int(40, 140), random.int(70, 130), palette, true),
    );
  if (scene === 5) {
    parts.push(path('M0 1020 Q500 940 900 1040 T1600 1000 L1600 1120 L0 1120 Z', '#5d9bc0'));
  }
  const chalet = scene === 6 ? '#7a5232' : '#8b5e3c';
  parts.push(
    rect(560, 720, 480, 260, scene === 5 ? '#b6aa96' : chalet),
    poly(
      [
        [520, 730],
        [800, 520],
        [1080, 730],
      ],
      '#4a3b33',
    ),
  );
  parts.push(
    window(620, 780, 110, 110, '#f0e6d6', '#f6d58e'),
    window(870, 780, 110, 110, '#f0e6d6', '#f6d58e'),
    rect(760, 840, 80, 140, '#4a3b33'),
  );
  if (scene !== 5)
    for (let y = 740; y < 980; y += 26) parts.push(line(560, y, 1040, y, '#6b4426', 3));
  return parts.join('');
}

function portraitScene(scene: number, variant: number): string {
  const backgrounds = ['#dfe7ef', '#efe4da', '#e1ebe1'];
  const skins = [
    '#f1c9a5',
    '#e0ac85',
    '#c68863',
    '#8d5b3e',
    '#f5d6bc',
    '#b97a56',
    '#e8b996',
    '#6f4630',
  ];
  const hairs = [
    '#2b1d16',
    '#6b3e23',
    '#c9a063',
    '#1b1b1b',
    '#9a5b2e',
    '#3b2a20',
    '#d8c29a',
    '#4a4a4a',
  ];
  const shirts = [
    '#1d3557',
    '#2a9d8f',
    '#e76f51',
    '#264653',
    '#6d597a',
    '#457b9d',
    '#8d99ae',
    '#3a5a40',
  ];
  const skin = skins[scene - 1] ?? '#f1c9a5';
  const hair = hairs[scene - 1] ?? '#2b1d16';
  const shirt = shirts[(scene + variant) % shirts.length] ?? '#1d3557';
  const longHair = scene % 2 === 1;
  const parts = [rect(0, 0, width, height, backgrounds[variant - 1] ?? '#dfe7ef')];
  parts.push(circle(800, 600, 460, '#ffffff', 'opacity="0.35"'));
  if (longHair)
    parts.push(path('M560 480 Q560 260 800 250 Q1040 260 1040 480 L1080 900 L520 900 Z', hair));
  parts.push(path('M360 1200 Q380 900 800 860 Q1220 900 1240 1200 Z', shirt));
  parts.push(rect(740, 760, 120, 140, skin));
  parts.push(ellipse(800, 560, 210, 250, skin));
  parts.push(
    path('M590 520 Q600 290 800 290 Q1000 290 1010 520 Q940 400 800 400 Q660 400 590 520 Z', hair),
  );
  parts.push(
    ellipse(730, 580, 16, 20, '#2b2b2b'),
    ellipse(870, 580, 16, 20, '#2b2b2b'),
    path(
      'M730 690 Q800 740 870 690',
      'none',
      'stroke="#8a4b3a" stroke-width="10" stroke-linecap="round"',
    ),
  );
  return parts.join('');
}

function sceneSvg(
  kind: SceneKind,
  scene: number,
  variant: number,
  size: { width: number; height: number },
): string {
  const random = createRandom(scene * 97 + variant * 13 + kind.length * 7919);
  const palette = outdoorPalettes[variant - 1] ?? (outdoorPalettes[0] as Palette);
  let body: string;
  switch (kind) {
    case 'house':
      body = houseScene(scene, palette, random, variant);
      break;
    case 'apartment':
      body = apartmentScene(scene, palette, random, variant);
      break;
    case 'plot':
      body = plotScene(scene, palette, random);
      break;
    case 'commercial':
      body = commercialScene(scene, palette, random, variant);
      break;
    case 'garage':
      body = garageScene(scene, palette, random, variant);
      break;
    case 'interior':
      body = interiorScene(
        scene,
        interiorPalettes[variant - 1] ?? (interiorPalettes[0] as Interior),
        random,
      );
      break;
    case 'holiday':
      body = holidayScene(scene, palette, random);
      break;
    case 'portrait':
      body = portraitScene(scene, variant);
      break;
  }
  const shade =
    kind === 'portrait' || kind === 'interior'
      ? ''
      : rect(0, 0, width, height, '#000000', `opacity="${(1 - palette.light).toFixed(2)}"`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="0 0 ${width} ${height}" preserveAspectRatio="xMidYMid slice">${body}${shade}</svg>`;
}

/**
 * Draws one scene-variant of the catalogue (e.g. 'house-3-2') at one of the three sizes and
 * returns it as WebP. Unknown scene names are refused, so a request path cannot make the
 * service draw anything else.
 *
 * @example await renderPicture('interior-2-1', 'thumbnail') // a 400×300 WebP of a kitchen
 */
export async function renderPicture(scene: string, size: PictureSize): Promise<Buffer> {
  const parsed = parseSceneName(scene);
  if (!parsed) throw new RangeError(`unknown picture scene: ${scene}`);
  const dimensions = pictureSizes[size];
  if (!dimensions) throw new RangeError(`unknown picture size: ${String(size)}`);
  const svg = sceneSvg(parsed.kind, parsed.scene, parsed.variant, dimensions);
  // The larger sizes are encoded with less effort: drawn on a visitor's first request, they
  // come about twice as fast for a file about a tenth larger; the cards' thumbnails keep it.
  return sharp(Buffer.from(svg))
    .resize(dimensions.width, dimensions.height, { fit: 'fill' })
    .webp({ quality: size === 'thumbnail' ? 75 : 82, effort: size === 'thumbnail' ? 4 : 2 })
    .toBuffer();
}
