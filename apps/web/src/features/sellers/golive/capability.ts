import { BROWSER_INGEST_POLICY } from '@lc/contracts';

/** The first container of the policy's list this browser's MediaRecorder records (null: none). */
export function pickMimeType(isTypeSupported: (type: string) => boolean): string | null {
  for (const type of BROWSER_INGEST_POLICY.mimeTypes) {
    try {
      if (isTypeSupported(type)) return type;
    } catch {
      // an engine that throws on a type it does not know: the next one
    }
  }
  return null;
}

export type GoLiveSupport =
  { ok: true; mimeType: string } | { ok: false; reason: 'noMediaDevices' | 'noRecorder' | 'noCamera' };

/**
 * Whether this browser can go live from the page: camera access (getUserMedia), a MediaRecorder that
 * records one of the containers the server reads, and at least one camera. Otherwise the page keeps
 * live §2's message (streaming from a phone only in the app).
 */
export async function detectGoLive(): Promise<GoLiveSupport> {
  const md = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
  if (!md?.getUserMedia || !md.enumerateDevices) return { ok: false, reason: 'noMediaDevices' };
  const Recorder = typeof window === 'undefined' ? undefined : window.MediaRecorder;
  if (!Recorder) return { ok: false, reason: 'noRecorder' };
  const mimeType = pickMimeType((type) => Recorder.isTypeSupported(type));
  if (!mimeType) return { ok: false, reason: 'noRecorder' };
  // before the permission the devices are listed without labels, but with their kind
  const devices = await md.enumerateDevices().catch(() => [] as MediaDeviceInfo[]);
  if (!devices.some((d) => d.kind === 'videoinput')) return { ok: false, reason: 'noCamera' };
  return { ok: true, mimeType };
}

/** The camera and microphone, facing the user ('user') or the scene ('environment'). */
export function openCamera(facingMode: 'user' | 'environment'): Promise<MediaStream> {
  const c = BROWSER_INGEST_POLICY.capture;
  return navigator.mediaDevices.getUserMedia({
    video: {
      facingMode: { ideal: facingMode },
      width: { ideal: c.width },
      height: { ideal: c.height },
      frameRate: { ideal: c.frameRate },
    },
    audio: { echoCancellation: true, noiseSuppression: true },
  });
}
