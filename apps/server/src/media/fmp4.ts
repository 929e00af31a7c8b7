/**
 * A fragmented-MP4 (ISO-BMFF) byte stream, as ffmpeg's mp4 muxer writes it to a pipe with
 * `frag_keyframe+empty_moov+default_base_moof`, cut into what low-latency HLS serves: `ftyp`+`moov`
 * is the init segment, every `moof`+`mdat` pair one part. Pure: bytes in (in chunks of any size),
 * events out; no I/O, no clock.
 */

export interface Fmp4Track {
  id: number;
  /** `vide`, `soun`, … (the `hdlr` handler type) */
  handler: string;
  timescale: number;
  /** `trex` defaults */
  defaultDuration: number;
  defaultFlags: number;
}

export type Fmp4Event =
  | { type: 'init'; data: Buffer; tracks: Fmp4Track[] }
  | {
      type: 'fragment';
      /** the `moof` and its `mdat`, exactly as received */
      data: Buffer;
      /** decode time (seconds) of the fragment's first sample of the timing track (video, else the first) */
      start: number;
      /** seconds the fragment covers on the timing track */
      duration: number;
      /** the timing track's first sample is a sync sample (a keyframe): a decoder can start here */
      independent: boolean;
    };

interface Box {
  type: string;
  /** offset of the box's payload (after size and type) within the buffer */
  body: number;
  end: number;
}

/** The child boxes of `buf[from, to)`; a box running past `to` ends the list. */
export function childBoxes(buf: Buffer, from: number, to: number): Box[] {
  const out: Box[] = [];
  let at = from;
  while (at + 8 <= to) {
    let size = buf.readUInt32BE(at);
    let header = 8;
    if (size === 1) {
      if (at + 16 > to) break;
      size = Number(buf.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) size = to - at;
    if (size < header || at + size > to) break;
    out.push({ type: buf.toString('latin1', at + 4, at + 8), body: at + header, end: at + size });
    at += size;
  }
  return out;
}

const child = (buf: Buffer, b: Box, type: string) => childBoxes(buf, b.body, b.end).find((c) => c.type === type);
const children = (buf: Buffer, b: Box, type: string) => childBoxes(buf, b.body, b.end).filter((c) => c.type === type);

/** Tracks of a `moov`: id, handler, media timescale and the `mvex/trex` sample defaults. */
export function parseMoov(buf: Buffer, moov: Box): Fmp4Track[] {
  const trex = new Map<number, { duration: number; flags: number }>();
  const mvex = child(buf, moov, 'mvex');
  if (mvex) {
    for (const t of children(buf, mvex, 'trex')) {
      // version/flags 4, track_ID 4, description index 4, duration 4, size 4, flags 4
      trex.set(buf.readUInt32BE(t.body + 4), {
        duration: buf.readUInt32BE(t.body + 12),
        flags: buf.readUInt32BE(t.body + 20),
      });
    }
  }
  const tracks: Fmp4Track[] = [];
  for (const trak of children(buf, moov, 'trak')) {
    const tkhd = child(buf, trak, 'tkhd');
    const mdia = child(buf, trak, 'mdia');
    if (!tkhd || !mdia) continue;
    const id = buf.readUInt32BE(tkhd.body + (buf[tkhd.body] === 1 ? 20 : 12));
    const mdhd = child(buf, mdia, 'mdhd');
    const hdlr = child(buf, mdia, 'hdlr');
    const timescale = mdhd ? buf.readUInt32BE(mdhd.body + (buf[mdhd.body] === 1 ? 20 : 12)) : 1;
    const handler = hdlr ? buf.toString('latin1', hdlr.body + 8, hdlr.body + 12) : '';
    const d = trex.get(id);
    tracks.push({ id, handler, timescale, defaultDuration: d?.duration ?? 0, defaultFlags: d?.flags ?? 0 });
  }
  return tracks;
}

/** ISO-BMFF sample flags: `sample_is_non_sync_sample` (bit 16) clear means a sync sample. */
export const isSyncSample = (flags: number) => (flags & 0x10000) === 0;

export interface TrafTiming {
  trackId: number;
  /** `tfdt` base media decode time (track timescale) */
  decodeTime: number;
  /** sum of the sample durations (track timescale) */
  duration: number;
  samples: number;
  /** flags of the first sample */
  firstFlags: number;
}

/** Timing of every `traf` of a `moof` (tfhd, tfdt, trun with the trex defaults). */
export function parseMoof(buf: Buffer, moof: Box, tracks: readonly Fmp4Track[]): TrafTiming[] {
  const out: TrafTiming[] = [];
  for (const traf of children(buf, moof, 'traf')) {
    const tfhd = child(buf, traf, 'tfhd');
    if (!tfhd) continue;
    const tfFlags = buf.readUInt32BE(tfhd.body) & 0xffffff;
    const trackId = buf.readUInt32BE(tfhd.body + 4);
    const track = tracks.find((t) => t.id === trackId);
    let at = tfhd.body + 8;
    if (tfFlags & 0x1) at += 8; // base data offset
    if (tfFlags & 0x2) at += 4; // sample description index
    let defDuration = track?.defaultDuration ?? 0;
    let defFlags = track?.defaultFlags ?? 0;
    if (tfFlags & 0x8) {
      defDuration = buf.readUInt32BE(at);
      at += 4;
    }
    if (tfFlags & 0x10) at += 4; // default sample size
    if (tfFlags & 0x20) defFlags = buf.readUInt32BE(at);
    const tfdt = child(buf, traf, 'tfdt');
    const decodeTime = !tfdt
      ? 0
      : buf[tfdt.body] === 1
        ? Number(buf.readBigUInt64BE(tfdt.body + 4))
        : buf.readUInt32BE(tfdt.body + 4);
    let duration = 0;
    let samples = 0;
    let firstFlags: number | null = null;
    for (const trun of children(buf, traf, 'trun')) {
      const trFlags = buf.readUInt32BE(trun.body) & 0xffffff;
      const count = buf.readUInt32BE(trun.body + 4);
      let p = trun.body + 8;
      if (trFlags & 0x1) p += 4; // data offset
      let first: number | null = null;
      if (trFlags & 0x4) {
        first = buf.readUInt32BE(p);
        p += 4;
      }
      for (let i = 0; i < count; i += 1) {
        let d = defDuration;
        let f = defFlags;
        if (trFlags & 0x100) {
          d = buf.readUInt32BE(p);
          p += 4;
        }
        if (trFlags & 0x200) p += 4; // size
        if (trFlags & 0x400) {
          f = buf.readUInt32BE(p);
          p += 4;
        }
        if (trFlags & 0x800) p += 4; // composition time offset
        if (i === 0 && first !== null) f = first;
        if (firstFlags === null) firstFlags = f;
        duration += d;
      }
      samples += count;
    }
    out.push({ trackId, decodeTime, duration, samples, firstFlags: firstFlags ?? defFlags });
  }
  return out;
}

/**
 * Cuts a fragmented-MP4 byte stream into the init segment and one event per `moof`+`mdat` pair.
 * Boxes before the `moov` other than `ftyp` (and any `free`, `styp`, `sidx`, `mfra`) are dropped.
 */
export class Fmp4Splitter {
  private buf: Buffer = Buffer.alloc(0);
  private ftyp: Buffer | null = null;
  private moof: Buffer | null = null;
  private tracks: Fmp4Track[] = [];

  /** Tracks from the init segment (empty before it). */
  get trackList(): readonly Fmp4Track[] {
    return this.tracks;
  }

  push(chunk: Buffer): Fmp4Event[] {
    this.buf = this.buf.length === 0 ? chunk : Buffer.concat([this.buf, chunk]);
    const events: Fmp4Event[] = [];
    let at = 0;
    for (;;) {
      if (this.buf.length - at < 8) break;
      let size = this.buf.readUInt32BE(at);
      let header = 8;
      if (size === 1) {
        if (this.buf.length - at < 16) break;
        size = Number(this.buf.readBigUInt64BE(at + 8));
        header = 16;
      }
      if (size < header) throw new Error(`fmp4: bad box size ${size}`);
      if (this.buf.length - at < size) break;
      const type = this.buf.toString('latin1', at + 4, at + 8);
      const box = this.buf.subarray(at, at + size);
      at += size;
      if (type === 'ftyp') this.ftyp = Buffer.from(box);
      else if (type === 'moov') {
        const moov = Buffer.from(box);
        this.tracks = parseMoov(moov, { type, body: header, end: moov.length });
        const data = this.ftyp ? Buffer.concat([this.ftyp, moov]) : moov;
        events.push({ type: 'init', data, tracks: this.tracks });
      } else if (type === 'moof') this.moof = Buffer.from(box);
      else if (type === 'mdat' && this.moof) {
        const moof = this.moof;
        this.moof = null;
        events.push(this.fragment(moof, box));
      }
    }
    this.buf = at === this.buf.length ? Buffer.alloc(0) : Buffer.from(this.buf.subarray(at));
    return events;
  }

  private fragment(moof: Buffer, mdat: Buffer): Fmp4Event {
    const trafs = parseMoof(moof, { type: 'moof', body: 8, end: moof.length }, this.tracks);
    const timing = this.tracks.find((t) => t.handler === 'vide') ?? this.tracks[0];
    const traf = trafs.find((t) => t.trackId === timing?.id) ?? trafs[0];
    const scale = timing?.timescale || 1;
    return {
      type: 'fragment',
      data: Buffer.concat([moof, mdat]),
      start: traf ? traf.decodeTime / scale : 0,
      duration: traf ? traf.duration / scale : 0,
      independent: traf ? traf.samples > 0 && isSyncSample(traf.firstFlags) : false,
    };
  }
}
