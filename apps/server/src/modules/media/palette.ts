/** Colours of the generated artwork: one scheme per location, darkened for the dusk view. */
export interface Scheme {
  skyTop: string;
  skyBottom: string;
  ground: string;
  wall: string;
  roof: string;
  accent: string;
  glass: string;
  backdrop: string;
  foliage: string;
}

export const SCHEMES: Record<string, Scheme> = {
  coastal: {
    skyTop: '#8ecae6',
    skyBottom: '#e3f4fb',
    ground: '#e9d8a6',
    wall: '#f8f5ee',
    roof: '#35586b',
    accent: '#2a7ea3',
    glass: '#9cc9de',
    backdrop: '#4f9ec1',
    foliage: '#6a9a5b',
  },
  urban: {
    skyTop: '#a9bccf',
    skyBottom: '#edf1f5',
    ground: '#9ba3ab',
    wall: '#c8b39a',
    roof: '#474c55',
    accent: '#8d4b37',
    glass: '#a7c0d3',
    backdrop: '#c4ccd5',
    foliage: '#5f8a55',
  },
  mountain: {
    skyTop: '#89b4e0',
    skyBottom: '#e4eef8',
    ground: '#6f8f5a',
    wall: '#9a6543',
    roof: '#37383b',
    accent: '#d9a441',
    glass: '#b9d4e6',
    backdrop: '#8fa4b8',
    foliage: '#3f6b45',
  },
  desert: {
    skyTop: '#f2c28b',
    skyBottom: '#fbecd5',
    ground: '#ddb07a',
    wall: '#f0e2c8',
    roof: '#b8683c',
    accent: '#5f7f6e',
    glass: '#a9c4c9',
    backdrop: '#e7bf8c',
    foliage: '#6f8f4e',
  },
  nordic: {
    skyTop: '#b3c9da',
    skyBottom: '#eef3f7',
    ground: '#f2f5f8',
    wall: '#9c3b2e',
    roof: '#263238',
    accent: '#f2efe8',
    glass: '#c4d8e4',
    backdrop: '#cfdbe5',
    foliage: '#2f5a44',
  },
  suburban: {
    skyTop: '#9fd3f0',
    skyBottom: '#e8f5fc',
    ground: '#8cbf6a',
    wall: '#f3eee4',
    roof: '#6b4f3f',
    accent: '#3e6a8a',
    glass: '#a6cbe0',
    backdrop: '#b9dba0',
    foliage: '#4d8a47',
  },
};

/** Mixes two #rrggbb colours; t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const channel = (hex: string, index: number) => Number.parseInt(hex.slice(1 + index * 2, 3 + index * 2), 16);
  const parts = [0, 1, 2].map((index) =>
    Math.round(channel(a, index) * (1 - t) + channel(b, index) * t)
      .toString(16)
      .padStart(2, '0'),
  );
  return `#${parts.join('')}`;
}

export function duskScheme(scheme: Scheme): Scheme {
  const dim = (colour: string, amount: number) => mix(colour, '#101828', amount);
  return {
    ...scheme,
    skyTop: '#1f2b4a',
    skyBottom: '#f0a26a',
    ground: dim(scheme.ground, 0.5),
    wall: dim(scheme.wall, 0.38),
    roof: dim(scheme.roof, 0.4),
    accent: dim(scheme.accent, 0.3),
    glass: '#ffd27a',
    backdrop: dim(scheme.backdrop, 0.55),
    foliage: dim(scheme.foliage, 0.55),
  };
}

/** A small deterministic pseudo-random sequence from a text seed (same design, same picture). */
export function randomFrom(seed: string): () => number {
  let state = 2166136261;
  for (const char of seed) state = Math.imul(state ^ char.charCodeAt(0), 16777619);
  return () => {
    state = Math.imul(state ^ (state >>> 15), 2246822507);
    state = Math.imul(state ^ (state >>> 13), 3266489909);
    state ^= state >>> 16;
    return (state >>> 0) / 4294967296;
  };
}
