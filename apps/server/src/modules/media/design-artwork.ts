import type { DesignImageView } from '@atelier/domain';
import { duskScheme, mix, randomFrom, SCHEMES, type Scheme } from './palette.ts';

/** The design fields the artwork is drawn from. */
export interface ArtworkDesign {
  id: string;
  location: string;
  buildingType: string;
  area: number;
  stories: number;
  bedrooms: number | null;
  bathrooms: number | null;
}

export const ARTWORK_WIDTH = 800;
export const ARTWORK_HEIGHT = 500;
const GROUND = 420;
const LARGE_TYPES = new Set(['office', 'apartment-building', 'mixed-use', 'healthcare', 'educational']);
type Roof = 'gable-steep' | 'gable' | 'hip' | 'shed' | 'flat';

function roofFor(design: ArtworkDesign): Roof {
  if (LARGE_TYPES.has(design.buildingType) || design.stories > 3) return 'flat';
  const byLocation: Record<string, Roof> = {
    mountain: 'gable-steep',
    nordic: 'gable-steep',
    coastal: 'shed',
    suburban: 'hip',
    desert: 'flat',
    urban: 'flat',
  };
  return byLocation[design.location] ?? 'gable';
}

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" fill="${fill}"${extra}/>`;
const polygon = (points: [number, number][], fill: string) =>
  `<polygon points="${points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ')}" fill="${fill}"/>`;

/** An SVG picture of a design: a front elevation by day or dusk, or a ground-floor plan. */
export function designSvg(design: ArtworkDesign, view: DesignImageView, width: number): string {
  const height = Math.round((width * ARTWORK_HEIGHT) / ARTWORK_WIDTH);
  const body = view === 'plan' ? floorPlan(design) : elevation(design, view === 'dusk');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${ARTWORK_WIDTH} ${ARTWORK_HEIGHT}">${body}</svg>`;
}

function elevation(design: ArtworkDesign, dusk: boolean): string {
  const day = SCHEMES[design.location] ?? (SCHEMES.suburban as Scheme);
  const scheme = dusk ? duskScheme(day) : day;
  const random = randomFrom(design.id);
  const large = LARGE_TYPES.has(design.buildingType);
  const buildingWidth = Math.min(560, Math.max(230, 180 + Math.log2(design.area / 600) * 85));
  const floorHeight = Math.min(large ? 48 : 68, 300 / design.stories);
  const buildingHeight = floorHeight * design.stories;
  const x0 = 400 - buildingWidth / 2 + (random() - 0.5) * 40;
  const y0 = GROUND - buildingHeight;
  const parts: string[] = [
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${scheme.skyTop}"/><stop offset="1" stop-color="${scheme.skyBottom}"/></linearGradient></defs>`,
    rect(0, 0, ARTWORK_WIDTH, GROUND, 'url(#sky)'),
    `<circle cx="${(120 + random() * 560).toFixed(0)}" cy="${dusk ? 300 : 80}" r="${dusk ? 46 : 34}" fill="${dusk ? '#ffcf8a' : '#fff6d0'}" opacity="${dusk ? 0.8 : 0.9}"/>`,
    backdrop(design.location, scheme, random),
    rect(0, GROUND, ARTWORK_WIDTH, ARTWORK_HEIGHT - GROUND, scheme.ground),
    rect(0, GROUND, ARTWORK_WIDTH, 6, mix(scheme.ground, '#000000', 0.15)),
  ];
  parts.push(roof(roofFor(design), x0, y0, buildingWidth, scheme));
  parts.push(rect(x0, y0, buildingWidth, buildingHeight, scheme.wall));
  parts.push(rect(x0 + buildingWidth * 0.82, y0, buildingWidth * 0.18, buildingHeight, '#000000', ' opacity="0.06"'));
  // Windows floor by floor; at dusk most rooms are lit.
  const columns = Math.max(2, Math.floor(buildingWidth / (large ? 44 : 70)));
  const pitch = buildingWidth / columns;
  const doorColumn = Math.floor(random() * columns);
  for (let floor = 0; floor < design.stories; floor++) {
    const top = y0 + floor * floorHeight + floorHeight * 0.22;
    const windowHeight = floorHeight * (large ? 0.56 : 0.5);
    for (let column = 0; column < columns; column++) {
      const left = x0 + column * pitch + pitch * 0.22;
      const ground = floor === design.stories - 1;
      if (ground && column === doorColumn) {
        parts.push(rect(left, top, pitch * 0.56, GROUND - top, scheme.accent));
        continue;
      }
      const lit = !dusk || random() > 0.25;
      parts.push(rect(left, top, pitch * 0.56, windowHeight, lit ? scheme.glass : mix(scheme.glass, '#1b2433', 0.7)));
    }
    if (large && floor > 0)
      parts.push(rect(x0, y0 + floor * floorHeight - 2, buildingWidth, 4, scheme.roof, ' opacity="0.35"'));
  }
  parts.push(foreground(design.location, scheme, random, x0, buildingWidth));
  return parts.join('');
}

function roof(shape: Roof, x: number, y: number, w: number, scheme: Scheme): string {
  const overhang = 16;
  switch (shape) {
    case 'gable-steep':
    case 'gable': {
      const rise = Math.min(y - 24, w * (shape === 'gable-steep' ? 0.42 : 0.26));
      return polygon(
        [
          [x - overhang, y + 2],
          [x + w / 2, y - rise],
          [x + w + overhang, y + 2],
        ],
        scheme.roof,
      );
    }
    case 'hip': {
      const rise = Math.min(y - 24, w * 0.2);
      return polygon(
        [
          [x - overhang, y + 2],
          [x + w * 0.28, y - rise],
          [x + w * 0.72, y - rise],
          [x + w + overhang, y + 2],
        ],
        scheme.roof,
      );
    }
    case 'shed':
      return polygon(
        [
          [x - overhang * 2, y + 4],
          [x - overhang * 2, y - 34],
          [x + w + overhang * 2, y - 10],
          [x + w + overhang * 2, y + 4],
        ],
        scheme.roof,
      );
    default:
      return rect(x - 8, y - 14, w + 16, 16, scheme.roof);
  }
}

function backdrop(location: string, scheme: Scheme, random: () => number): string {
  switch (location) {
    case 'mountain':
      return (
        polygon(
          [
            [0, GROUND],
            [180, 130],
            [330, GROUND],
          ],
          scheme.backdrop,
        ) +
        polygon(
          [
            [180, 130],
            [150, 185],
            [212, 182],
          ],
          '#f4f7fb',
        ) +
        polygon(
          [
            [380, GROUND],
            [610, 100],
            [800, GROUND],
          ],
          mix(scheme.backdrop, '#000000', 0.1),
        )
      );
    case 'coastal':
      return rect(0, GROUND - 46, ARTWORK_WIDTH, 46, scheme.backdrop);
    case 'urban':
      return Array.from({ length: 9 }, (_, index) => {
        const height = 90 + random() * 170;
        return rect(index * 92 - 10, GROUND - height, 70, height, scheme.backdrop);
      }).join('');
    case 'desert':
      return `<ellipse cx="220" cy="${GROUND}" rx="300" ry="60" fill="${scheme.backdrop}"/><ellipse cx="650" cy="${GROUND}" rx="260" ry="44" fill="${mix(scheme.backdrop, '#ffffff', 0.2)}"/>`;
    case 'nordic':
      return Array.from({ length: 12 }, (_, index) =>
        tree(index * 70 + random() * 30, GROUND, 70 + random() * 50, scheme.foliage, 'pine'),
      ).join('');
    default:
      return `<ellipse cx="400" cy="${GROUND}" rx="520" ry="50" fill="${scheme.backdrop}"/>`;
  }
}

function tree(x: number, base: number, height: number, colour: string, kind: 'pine' | 'round' | 'cactus'): string {
  if (kind === 'pine') {
    return polygon(
      [
        [x - height * 0.28, base],
        [x, base - height],
        [x + height * 0.28, base],
      ],
      colour,
    );
  }
  if (kind === 'cactus') {
    return (
      rect(x - 6, base - height, 12, height, colour, ' rx="6"') +
      rect(x - 20, base - height * 0.7, 10, height * 0.35, colour, ' rx="5"')
    );
  }
  return (
    rect(x - 4, base - height * 0.4, 8, height * 0.4, '#6b4f3a') +
    `<circle cx="${x.toFixed(1)}" cy="${(base - height * 0.62).toFixed(1)}" r="${(height * 0.34).toFixed(1)}" fill="${colour}"/>`
  );
}

function foreground(location: string, scheme: Scheme, random: () => number, x0: number, width: number): string {
  const kind = location === 'desert' ? 'cactus' : location === 'mountain' || location === 'nordic' ? 'pine' : 'round';
  const left = Math.max(30, x0 - 50 - random() * 30);
  const right = Math.min(770, x0 + width + 50 + random() * 30);
  return (
    tree(left, GROUND + 8, 60 + random() * 30, scheme.foliage, kind) +
    tree(right, GROUND + 8, 50 + random() * 30, scheme.foliage, kind)
  );
}

/** Ground-floor plan: the footprint split into rooms by the design's bedroom and bathroom counts. */
function floorPlan(design: ArtworkDesign): string {
  const random = randomFrom(`${design.id}-plan`);
  const grid = Array.from({ length: 40 }, (_, index) => {
    const position = index * 20;
    return `<path d="M${position} 0V500M0 ${position}H800" stroke="#dfe6ee" stroke-width="1"/>`;
  }).join('');
  const rooms = Math.min(
    11,
    design.bedrooms === null
      ? 4 + Math.round(Math.log2(design.area / 2000) * 2)
      : 2 + Math.ceil((design.bedrooms ?? 0) / Math.max(1, design.stories - 1)) + Math.ceil(design.bathrooms ?? 1),
  );
  const footprint = { x: 130, y: 70, w: 540, h: 360 };
  const cells = split(footprint, Math.max(3, rooms), random, true);
  const fills = ['#f7efe2', '#e8eef7', '#dff1f0', '#f3e6e6', '#eef3e4'];
  const roomShapes = cells
    .map((cell, index) => {
      const door = `<path d="M${(cell.x + 8).toFixed(1)} ${(cell.y + cell.h).toFixed(1)}a24 24 0 0 1 24 -24" fill="none" stroke="#6b7280" stroke-width="1.5"/>`;
      return (
        rect(
          cell.x,
          cell.y,
          cell.w,
          cell.h,
          fills[index % fills.length] ?? '#ffffff',
          ' stroke="#2b2f36" stroke-width="3"',
        ) + door
      );
    })
    .join('');
  const compass = polygon(
    [
      [730, 60],
      [720, 96],
      [730, 88],
      [740, 96],
    ],
    '#2b2f36',
  );
  const scaleBar =
    rect(130, 455, 120, 8, '#2b2f36') + rect(190, 455, 60, 8, '#f6f3ea', ' stroke="#2b2f36" stroke-width="2"');
  return `${rect(0, 0, ARTWORK_WIDTH, ARTWORK_HEIGHT, '#f6f3ea')}${grid}${roomShapes}${rect(footprint.x, footprint.y, footprint.w, footprint.h, 'none', ' stroke="#1f2329" stroke-width="8"')}${compass}${scaleBar}`;
}

interface Cell {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Splits a rectangle into `count` rooms, cutting across its longer side each time. */
function split(cell: Cell, count: number, random: () => number, first: boolean): Cell[] {
  if (count <= 1) return [cell];
  const ratio = first ? 0.45 : 0.35 + random() * 0.3;
  const leftCount = Math.max(1, Math.round(count * ratio));
  const rightCount = count - leftCount;
  if (cell.w >= cell.h) {
    const w = cell.w * (leftCount / count);
    return [
      ...split({ ...cell, w }, leftCount, random, false),
      ...split({ ...cell, x: cell.x + w, w: cell.w - w }, rightCount, random, false),
    ];
  }
  const h = cell.h * (leftCount / count);
  return [
    ...split({ ...cell, h }, leftCount, random, false),
    ...split({ ...cell, y: cell.y + h, h: cell.h - h }, rightCount, random, false),
  ];
}
