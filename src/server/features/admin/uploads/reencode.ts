// Every uploaded image is decoded and written again by an image library (sharp, on libvips), and the
// new bytes are what is stored. Checking the first bytes alone let through a file that is an image
// and something else too: a GIF whose bytes are also a script, served from the site's own address.
// What a browser gets now is only what the library drew from the pixels: no trailing bytes, no
// comments, no metadata (EXIF, GPS positions, XMP, colour profiles: sharp keeps none by default).
import sharp from 'sharp';
import { HttpError } from '../../../http-errors.ts';
import type { UploadType } from '../../../../shared/api/admin-questions.ts';

/**
 * The most pixels an upload may decode to, all frames of an animation together: a 5,000 × 5,000
 * figure, or a 500 × 500 animation of 100 frames. A small file that claims far more (an "image
 * bomb") is refused from its header, before it is decoded.
 */
export const MAX_IMAGE_PIXELS = 25_000_000;
/** How long decoding and encoding one image may take before it is given up. */
export const REENCODE_SECONDS = 10;

// the server decodes each image once: a cache of libvips' operations would only hold memory
sharp.cache(false);

const formatOf: Record<UploadType, string> = { 'image/png': 'png', 'image/jpeg': 'jpeg', 'image/gif': 'gif', 'image/webp': 'webp' };
const nameOf: Record<UploadType, string> = { 'image/png': 'PNG', 'image/jpeg': 'JPEG', 'image/gif': 'GIF', 'image/webp': 'WebP' };

const megapixels = (pixels: number) => `${(pixels / 1_000_000).toLocaleString('en-IN', { maximumFractionDigits: 1 })} megapixels`;

const unreadable = (type: UploadType) =>
  new HttpError(
    415,
    'unsupported-type',
    `This file starts like a ${nameOf[type]} image but is not a whole one: it could not be read (it may be damaged or cut short). Open it in an image editor, save it again and upload that.`,
  );

/**
 * The image written again in its own format, oriented as its EXIF said and with no metadata. A GIF
 * or WebP keeps its animation: a figure that steps through an algorithm needs its frames, and GIF
 * stays GIF, as the author chose, which every browser shows. Refused: bytes that do not decode as
 * the type they start with, more than MAX_IMAGE_PIXELS, and work that takes over REENCODE_SECONDS.
 */
export async function reencodeImage(bytes: Buffer, type: UploadType): Promise<Buffer> {
  const animated = type === 'image/gif' || type === 'image/webp';
  // 'error' refuses broken or cut-short pixel data; 'warning' would refuse many real cameras' files too
  const options = { animated, failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS, autoOrient: true } as const;

  // the header alone, with no limit yet: a bomb is told apart from a broken file by what it claims
  const header = await sharp(bytes, { ...options, limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!header || header.format !== formatOf[type]) throw unreadable(type);
  const pixels = header.width * (header.pageHeight ?? header.height) * (animated ? (header.pages ?? 1) : 1);
  if (pixels > MAX_IMAGE_PIXELS) {
    throw new HttpError(
      413,
      'payload-too-large',
      `This image is ${header.width.toLocaleString('en-IN')} × ${(header.pageHeight ?? header.height).toLocaleString('en-IN')} pixels${animated && (header.pages ?? 1) > 1 ? ` in ${header.pages} frames` : ''} (${megapixels(pixels)}); an image can be at most ${megapixels(MAX_IMAGE_PIXELS)}. Make it smaller and upload it again.`,
    );
  }

  const image = sharp(bytes, options).timeout({ seconds: REENCODE_SECONDS });
  const encoded =
    type === 'image/png'
      ? image.png()
      : type === 'image/jpeg'
        ? image.jpeg({ quality: 90, mozjpeg: true })
        : type === 'image/gif'
          ? image.gif()
          : image.webp({ quality: 90 });
  try {
    return await encoded.toBuffer();
  } catch (error) {
    if (error instanceof Error && /timeout/i.test(error.message)) {
      throw new HttpError(413, 'payload-too-large', `This image took more than ${REENCODE_SECONDS} seconds to read. Make it smaller and upload it again.`);
    }
    throw unreadable(type);
  }
}
