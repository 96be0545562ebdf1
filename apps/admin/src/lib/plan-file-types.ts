import { PLAN_FILE_MAX_BYTES, type PlanFileKind } from '@atelier/domain/design-admin';
import type { Accept } from 'react-dropzone';
import { formatBytes } from './format-bytes';

interface FileTypes {
  /** What the file picker offers and a drop accepts. */
  accept: Accept;
  /** The same for people, with the size limit. */
  hint: string;
}

const PDF: Accept = { 'application/pdf': ['.pdf'] };
const CAD: Accept = { 'image/vnd.dwg': ['.dwg'], 'image/vnd.dxf': ['.dxf'], 'application/zip': ['.zip'] };
const upTo = `up to ${formatBytes(PLAN_FILE_MAX_BYTES)}`;

/** The files a design's buyers download: the plan set is a PDF; CAD files are DWG, DXF or a ZIP of them. */
export const PLAN_FILE_TYPES: Record<PlanFileKind, FileTypes> = {
  'plan-set': { accept: PDF, hint: `A PDF, ${upTo}.` },
  cad: { accept: CAD, hint: `DWG, DXF or a ZIP of them, ${upTo}.` },
};

/** The drawing of a plan option an order bought (decision 043): a PDF, or CAD files, as a design's files. */
export const OPTION_DRAWING_TYPES: FileTypes = {
  accept: { ...PDF, ...CAD },
  hint: `A PDF, or DWG, DXF or a ZIP of them, ${upTo}.`,
};
