import { formatMessage, messages } from '@portcall/contracts/messages';
import { LOGO_MAX_DIMENSION } from '@portcall/contracts/supplier';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../platform/errors';

export type LogoFormat = 'png' | 'jpeg' | 'webp';

/** The format the first bytes say, whatever the file is called or claims to be. */
export function sniffImage(buffer: Buffer): LogoFormat | null {
  if (buffer.length >= 8 && buffer.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (buffer.length >= 3 && buffer[0] === 0xff && buffer[1] === 0xd8 && buffer[2] === 0xff) return 'jpeg';
  if (
    buffer.length >= 12 &&
    buffer.subarray(0, 4).toString('latin1') === 'RIFF' &&
    buffer.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp';
  return null;
}

const typeError = () => new AppError(400, 'LOGO_TYPE', { logo: messages.LOGO_TYPE });

/**
 * Checks an uploaded logo by its content and answers it re-encoded (platform-core §5 "File upload
 * field"): the magic bytes must say PNG, JPEG or WebP (an SVG or HTML named .png never reaches the
 * decoder); the dimensions are read from the header before any pixel is decoded, so a 10,000 x
 * 10,000 image is refused cheaply; the pixels are then decoded and written anew, so no metadata,
 * trailing bytes or active content of the upload survive.
 */
export async function checkAndReencodeLogo(
  buffer: Buffer,
  options: { exactSize: boolean; width: number; height: number },
): Promise<{ buffer: Buffer; format: LogoFormat; width: number; height: number }> {
  const format = sniffImage(buffer);
  if (!format) throw typeError();
  const maxPixels = LOGO_MAX_DIMENSION * LOGO_MAX_DIMENSION;
  let meta: Metadata;
  try {
    meta = await sharp(buffer, { limitInputPixels: false }).metadata();
  } catch {
    throw typeError();
  }
  if (meta.format !== format || !meta.width || !meta.height) throw typeError();
  if (meta.width > LOGO_MAX_DIMENSION || meta.height > LOGO_MAX_DIMENSION)
    throw new AppError(
      400,
      'LOGO_DIMENSIONS_TOO_LARGE',
      {
        logo: formatMessage('LOGO_DIMENSIONS_TOO_LARGE', {
          width: meta.width,
          height: meta.height,
          max: LOGO_MAX_DIMENSION,
        }),
      },
      { width: meta.width, height: meta.height, max: LOGO_MAX_DIMENSION },
    );
  if (options.exactSize && (meta.width !== options.width || meta.height !== options.height)) {
    const text = formatMessage('IMAGE_SIZE', { width: options.width, height: options.height });
    throw new AppError(400, 'IMAGE_SIZE', { logo: text }, { width: options.width, height: options.height });
  }
  try {
    const image = sharp(buffer, { limitInputPixels: maxPixels, failOn: 'error' }).rotate();
    const out =
      format === 'png'
        ? await image.png().toBuffer({ resolveWithObject: true })
        : format === 'jpeg'
          ? await image.jpeg({ quality: 90 }).toBuffer({ resolveWithObject: true })
          : await image.webp({ quality: 90 }).toBuffer({ resolveWithObject: true });
    return { buffer: out.data, format, width: out.info.width, height: out.info.height };
  } catch {
    throw typeError();
  }
}
