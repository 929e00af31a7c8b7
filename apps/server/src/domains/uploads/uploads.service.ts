import { randomUUID } from 'node:crypto';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { RC } from '@lc/contracts';
import { AppError } from '../../http/errors.js';
import { monthFolder, publicPathOf, STORAGE_LAYOUT, type FileStorage } from '../../storage/index.js';

/** Image formats accepted, recognised by their first bytes (never by the name or the declared type). */
export type ImageKind = 'jpeg' | 'png' | 'gif' | 'webp';

/**
 * Upload policy (issue 7, issue 25); the size limit itself is the UPLOAD_MAX_MB setting. The pixel limit is
 * read from the image header before any pixel is decoded: a 117 KB PNG of 40 megapixels cost ~2.7 s of
 * server time to decode, so 24 MP (a 6000 × 4000 photo, more than any phone's default) is the most
 * accepted (docs/decisions.md).
 */
export const UPLOAD_POLICY = {
  /** widest or tallest side accepted */
  maxSide: 8000,
  /** most pixels accepted (24 megapixels) */
  maxPixels: 24_000_000,
  /** image upload calls (`cdzn/images`, up to 5 images each) per client address per minute */
  callsPerMinute: 12,
  /** stored images are re-encoded no larger than this on their longest side */
  storeMaxSide: 2000,
} as const;

export function sniffImage(buf: Buffer): ImageKind | null {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (buf.length >= 6 && /^GIF8[79]a$/.test(buf.subarray(0, 6).toString('latin1'))) return 'gif';
  if (
    buf.length >= 12 &&
    buf.subarray(0, 4).toString('latin1') === 'RIFF' &&
    buf.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp';
  return null;
}

/**
 * Checks an uploaded image and stores a clean copy: empty (7022), over the size limit (7021), not
 * an image by its content (7020), too many pixels or too wide/tall (7023). The stored file is
 * re-encoded by sharp (EXIF orientation applied, then every metadata block — EXIF with GPS, XMP,
 * ICC comments — dropped) under a server-made name; the original bytes are never written.
 * Stored in the one storage (issue 26): a public image answers `/uploads/<folder>/<yyyymm>/<name>`,
 * a private one (claim and inquiry photos) its bare key `private/<folder>/...`, which only a signed
 * link opens (storage/links.ts).
 */
export function createUploadsService(deps: { storage: FileStorage; maxBytes: number; now: () => Date }) {
  return {
    maxBytes: deps.maxBytes,
    async storeImage(
      buf: Buffer,
      folder: string,
      access: 'public' | 'private' = 'public',
    ): Promise<{ url: string; width: number; height: number; bytes: number }> {
      if (buf.length === 0) throw new AppError(RC.UPLOAD_EMPTY);
      if (buf.length > deps.maxBytes)
        throw new AppError(RC.UPLOAD_TOO_LARGE, { extra: { maxMb: deps.maxBytes / 1_048_576 } });
      const kind = sniffImage(buf);
      if (!kind) throw new AppError(RC.UPLOAD_NOT_IMAGE);
      let meta: Metadata;
      try {
        // the header alone: a decompression bomb is refused before any pixel is decoded
        meta = await sharp(buf, { limitInputPixels: false }).metadata();
      } catch {
        throw new AppError(RC.UPLOAD_NOT_IMAGE);
      }
      const w = meta.width ?? 0;
      const h = meta.height ?? 0;
      if (!w || !h) throw new AppError(RC.UPLOAD_NOT_IMAGE);
      if (w > UPLOAD_POLICY.maxSide || h > UPLOAD_POLICY.maxSide || w * h > UPLOAD_POLICY.maxPixels)
        throw new AppError(RC.UPLOAD_DIMENSIONS, {
          extra: { width: w, height: h, maxSide: UPLOAD_POLICY.maxSide, maxPixels: UPLOAD_POLICY.maxPixels },
        });
      let out: { data: Buffer; info: OutputInfo };
      try {
        const img = sharp(buf, { limitInputPixels: UPLOAD_POLICY.maxPixels, animated: false }).rotate().resize({
          width: UPLOAD_POLICY.storeMaxSide,
          height: UPLOAD_POLICY.storeMaxSide,
          fit: 'inside',
          withoutEnlargement: true,
        });
        const encoded =
          kind === 'png' || kind === 'gif'
            ? img.png()
            : kind === 'webp'
              ? img.webp({ quality: 85 })
              : img.jpeg({ quality: 85, mozjpeg: true });
        out = await encoded.toBuffer({ resolveWithObject: true });
      } catch {
        throw new AppError(RC.UPLOAD_NOT_IMAGE);
      }
      const ext = kind === 'gif' ? 'png' : kind === 'jpeg' ? 'jpg' : kind;
      const top = access === 'private' ? STORAGE_LAYOUT.privatePrefix : STORAGE_LAYOUT.publicPrefix;
      const key = `${top}${folder}/${monthFolder(deps.now())}/${randomUUID()}.${ext}`;
      await deps.storage.put(key, out.data);
      return {
        url: access === 'private' ? key : publicPathOf(key),
        width: out.info.width,
        height: out.info.height,
        bytes: out.data.length,
      };
    },
  };
}
export type UploadsService = ReturnType<typeof createUploadsService>;
