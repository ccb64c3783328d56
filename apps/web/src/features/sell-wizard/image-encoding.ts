// Photos are re-encoded as JPEG of at most 5 MB before upload (seller-admin spec sections 5, 9):
// quality starts at 0.92 and drops by 0.1 until the file fits, down to a floor of about 0.2.
import { LIMITS } from '@gaadi/domain/constants';

const JPEG_START_QUALITY = 0.92;
const JPEG_QUALITY_STEP = 0.1;
const JPEG_QUALITY_FLOOR = 0.2;

/** 0.92, 0.82, … 0.22: every quality tried, highest first, none below the floor. */
export function jpegQualitySteps(start = JPEG_START_QUALITY, step = JPEG_QUALITY_STEP, floor = JPEG_QUALITY_FLOOR): number[] {
  const steps: number[] = [];
  // Rounded to hundredths so that repeated subtraction does not drift (0.92 - 0.7 = 0.22000000000000003).
  for (let q = start; q >= floor - 1e-9; q = Math.round((q - step) * 100) / 100) steps.push(q);
  return steps;
}

/** Encodes at each quality in turn and keeps the first result within maxBytes, else the smallest tried. */
export async function encodeWithinLimit(
  encode: (quality: number) => Promise<Blob>,
  maxBytes: number = LIMITS.maxImageBytes,
): Promise<Blob> {
  let last: Blob | null = null;
  for (const quality of jpegQualitySteps()) {
    last = await encode(quality);
    if (last.size <= maxBytes) return last;
  }
  return last!;
}

function canvasToBlob(canvas: HTMLCanvasElement, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Image could not be encoded'))), 'image/jpeg', quality),
  );
}

/** Decodes an image file in the browser and returns it re-encoded as a JPEG file within the size limit. */
export async function reencodeAsJpeg(file: File, maxBytes: number = LIMITS.maxImageBytes): Promise<File> {
  const bitmap = await createImageBitmap(file);
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas is not available');
  // JPEG has no transparency: paint white under transparent PNG areas instead of black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  const blob = await encodeWithinLimit((q) => canvasToBlob(canvas, q), maxBytes);
  const name = file.name.replace(/\.[^.]*$/, '') || 'photo';
  return new File([blob], `${name}.jpg`, { type: 'image/jpeg' });
}
