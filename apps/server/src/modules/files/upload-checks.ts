import {
  DESIGN_IMAGE_MAX_BYTES,
  DESIGN_IMAGE_MAX_PIXELS,
  DESIGN_IMAGE_MIN_WIDTH,
  PLAN_FILE_MAX_BYTES,
  type PlanFileKind,
} from '@atelier/domain/design-admin';
import { DomainError } from '@atelier/domain/domain-error';
import { loadPdfLib, loadSharp } from '../../lazy-package.ts';

const MB = 1024 * 1024;
/** The stored copy of a picture: at most this wide, metadata (EXIF, GPS, ICC names) stripped. */
const MASTER_MAX_WIDTH = 2560;

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The picture type its first bytes say it is (never the file name or the browser's claim). */
function pictureType(bytes: Uint8Array): 'jpeg' | 'png' | 'webp' | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
}

export interface PreparedPicture {
  bytes: Buffer;
  contentType: string;
  width: number;
  height: number;
}

const unusable = (message: string) => new DomainError('unprocessable', 'unusable_image', message);

export interface PictureLimits {
  /** The narrowest picture accepted (default DESIGN_IMAGE_MIN_WIDTH; portraits accept smaller ones). */
  minWidth?: number;
  /** The stored copy is at most this wide (default MASTER_MAX_WIDTH). */
  maxWidth?: number;
}

/**
 * Checks an uploaded picture and makes the stored copy: a JPEG, PNG or WebP by its bytes, at most
 * DESIGN_IMAGE_MAX_PIXELS declared (checked from the header before anything is decoded, so a
 * decompression bomb never expands), at least `minWidth` wide; turned upright, resized to `maxWidth`
 * and re-encoded as WebP without its metadata.
 */
export async function preparePicture(
  bytes: Buffer,
  { minWidth = DESIGN_IMAGE_MIN_WIDTH, maxWidth = MASTER_MAX_WIDTH }: PictureLimits = {},
): Promise<PreparedPicture> {
  if (bytes.byteLength > DESIGN_IMAGE_MAX_BYTES)
    throw new DomainError(
      'too_large',
      'file_too_large',
      `The picture must be at most ${DESIGN_IMAGE_MAX_BYTES / MB} MB.`,
    );
  if (!pictureType(bytes))
    throw new DomainError('unsupported_type', 'unsupported_file_type', 'This file is not a JPEG, PNG or WebP picture.');
  const options = { limitInputPixels: DESIGN_IMAGE_MAX_PIXELS, failOn: 'error' as const };
  // The header alone: nothing is decoded yet, so the declared size can be judged safely.
  const sharp = loadSharp();
  const metadata = await sharp(bytes, { limitInputPixels: false, failOn: 'error' })
    .metadata()
    .catch(() => null);
  if (!metadata?.width || !metadata.height) throw unusable('This picture cannot be read; it may be damaged.');
  if (metadata.width * metadata.height > DESIGN_IMAGE_MAX_PIXELS)
    throw unusable(
      `The picture is ${metadata.width} × ${metadata.height} pixels; at most ${DESIGN_IMAGE_MAX_PIXELS / 1_000_000} million pixels are accepted.`,
    );
  // EXIF orientations 5 to 8 turn the picture a quarter: its upright width is the stored height.
  const upright = (metadata.orientation ?? 1) >= 5;
  const width = upright ? metadata.height : metadata.width;
  if (width < minWidth) throw unusable(`The picture must be at least ${minWidth} pixels wide (this one is ${width}).`);
  try {
    const { data, info } = await sharp(bytes, options)
      .rotate()
      .resize({ width: maxWidth, withoutEnlargement: true })
      .webp({ quality: 90 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, contentType: 'image/webp', width: info.width, height: info.height };
  } catch {
    throw unusable('This picture cannot be read; it may be damaged.');
  }
}

export interface CheckedPlanFile {
  contentType: string;
  pageCount: number | null;
}

const CAD_NAME = /\.(dwg|dxf|zip)$/i;

/**
 * The pages of a PDF, or null when it cannot be read. pdf-lib opens some broken files (one without a
 * catalogue, like `%PDF-1.4 %%EOF`) and only fails when their pages are counted, so both are tried here.
 */
async function pdfPageCount(bytes: Buffer): Promise<number | null> {
  try {
    const pdf = await loadPdfLib().PDFDocument.load(bytes, { updateMetadata: false });
    return pdf.getPageCount();
  } catch {
    return null;
  }
}

/** A plan set must be a PDF that opens (its pages are counted); CAD files a DWG, DXF or ZIP by their bytes. */
export async function checkPlanFile(kind: PlanFileKind, bytes: Buffer, filename: string): Promise<CheckedPlanFile> {
  if (bytes.byteLength > PLAN_FILE_MAX_BYTES)
    throw new DomainError('too_large', 'file_too_large', `The file must be at most ${PLAN_FILE_MAX_BYTES / MB} MB.`);
  if (kind === 'plan-set') {
    if (!startsWith(bytes, ascii('%PDF-')))
      throw new DomainError('unsupported_type', 'unsupported_file_type', 'The plan set must be a PDF.');
    const pageCount = await pdfPageCount(bytes);
    if (!pageCount)
      throw new DomainError(
        'unprocessable',
        'unusable_pdf',
        'This PDF cannot be opened; it may be damaged or password-protected.',
      );
    return { contentType: 'application/pdf', pageCount };
  }
  const zip = startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]);
  const dwg = startsWith(bytes, ascii('AC10'));
  const dxf = /^\s*0\s*\r?\n\s*SECTION/.test(bytes.subarray(0, 64).toString('latin1'));
  if (!(zip || dwg || dxf) || !CAD_NAME.test(filename))
    throw new DomainError(
      'unsupported_type',
      'unsupported_file_type',
      'CAD files must be a DWG, a DXF or a ZIP of them.',
    );
  return { contentType: zip ? 'application/zip' : dwg ? 'image/vnd.dwg' : 'image/vnd.dxf', pageCount: null };
}

/** A modification quote's drawings (decision 053): a PDF that opens. */
export async function checkDrawingPdf(bytes: Buffer, filename: string): Promise<CheckedPlanFile> {
  if (!startsWith(bytes, ascii('%PDF-')))
    throw new DomainError('unsupported_type', 'unsupported_file_type', 'The drawings must be a PDF.');
  return checkPlanFile('plan-set', bytes, filename);
}

/** An option's drawing, as staff deliver it: a PDF that opens, or CAD files (a DWG, a DXF or a ZIP of them). */
export async function checkOptionFile(bytes: Buffer, filename: string): Promise<CheckedPlanFile> {
  try {
    return await checkPlanFile(startsWith(bytes, ascii('%PDF-')) ? 'plan-set' : 'cad', bytes, filename);
  } catch (error) {
    if (error instanceof DomainError && error.code === 'unsupported_file_type') {
      throw new DomainError(
        'unsupported_type',
        'unsupported_file_type',
        'The drawing must be a PDF, a DWG, a DXF or a ZIP.',
      );
    }
    throw error;
  }
}
