import { describe, expect, it } from 'vitest';
import { BROWSER_INGEST_POLICY, browserIngestFormat } from '@lc/contracts';
import { pickMimeType } from './capability';

describe('go live: the recording container', () => {
  it('takes the first type of the policy the browser records, in order', () => {
    expect(pickMimeType(() => true)).toBe('video/webm;codecs=h264,opus');
    // Firefox: VP8 WebM, no H.264 in WebM
    expect(pickMimeType((t) => t.startsWith('video/webm') && !t.includes('h264'))).toBe('video/webm;codecs=vp8,opus');
    // Safari: MP4 only
    expect(pickMimeType((t) => t.startsWith('video/mp4'))).toBe('video/mp4;codecs=avc1,mp4a');
    expect(pickMimeType(() => false)).toBeNull();
    expect(
      pickMimeType((t) => {
        if (t.includes('h264')) throw new Error('unknown');
        return true;
      }),
    ).toBe('video/webm;codecs=vp8,opus');
  });

  it('offers only containers the server reads', () => {
    for (const t of BROWSER_INGEST_POLICY.mimeTypes) expect(browserIngestFormat(t)).not.toBeNull();
    expect(browserIngestFormat('video/x-matroska')).toBeNull();
    expect(browserIngestFormat('VIDEO/WEBM; codecs=vp9')).toBe('webm');
  });
});
