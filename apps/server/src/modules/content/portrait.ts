import { PORTRAIT_MIN_WIDTH } from '@atelier/domain/content-admin';
import { preparePicture } from '../files/upload-checks.ts';

/** The stored copy of a portrait: shown at most 160 CSS pixels wide, so 800 px is plenty. */
const PORTRAIT_MASTER_WIDTH = 800;

/** The same checks as a design picture (bytes, pixel limit, metadata stripped), with a portrait's limits. */
export const preparePortrait = (bytes: Buffer) =>
  preparePicture(bytes, { minWidth: PORTRAIT_MIN_WIDTH, maxWidth: PORTRAIT_MASTER_WIDTH });
