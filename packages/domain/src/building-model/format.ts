/** How the plan check writes sizes: as a studio would say them. */
import { formatFeetInches } from '../floor-plans.ts';
import { formatNumber } from '../number-format.ts';

export const feetText = formatFeetInches;

/** 7.8125 → "7.81 in". */
export const inchesText = (inches: number): string => `${formatNumber(Math.round(inches * 100) / 100)} in`;

/** 1480.25 → "1,480 sq ft". */
export const sqFtText = (sqFt: number): string => `${formatNumber(Math.round(sqFt))} sq ft`;
