import sharp from 'sharp';

/** A JPEG photo carrying EXIF with a GPS position and an owner name. */
export async function photoWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#c33' } })
    .jpeg()
    .withExif({
      IFD0: { Artist: 'secret-owner-name', Make: 'TestCam' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '37/1 33/1 59/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '126/1 58/1 41/1',
      },
    })
    .toBuffer();
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (b: Buffer) => {
  let c = 0xffffffff;
  for (const x of b) c = CRC_TABLE[(c ^ x) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

/** A valid tiny PNG whose header claims 50,000 × 50,000 pixels (a decompression bomb). */
export async function hugeDimensionPng(): Promise<Buffer> {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();
  const out = Buffer.from(png);
  out.writeUInt32BE(50_000, 16);
  out.writeUInt32BE(50_000, 20);
  out.writeUInt32BE(crc32(out.subarray(12, 29)), 29);
  return out;
}

/** A real, decodable PNG of one colour: tiny on disk, `width × height` pixels to decode (issue 25). */
export async function bigPlainPng(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#eee' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}
