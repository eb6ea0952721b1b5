/*
 * The camera (account-area §2 Image step, §8 camera messages): getUserMedia with the back camera
 * preferred and a high resolution asked for, and its failures sorted into the four messages of
 * the spec.
 */

export type CameraProblem = 'unsupported' | 'noCamera' | 'permissionDenied' | 'loadFailed';

export class CameraError extends Error {
  override readonly name = 'CameraError';
  constructor(readonly problem: CameraProblem) {
    super(problem);
  }
}

export function cameraProblemOf(error: unknown): CameraProblem {
  if (error instanceof CameraError) return error.problem;
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') {
    return 'permissionDenied';
  }
  if (
    name === 'NotFoundError' ||
    name === 'DevicesNotFoundError' ||
    name === 'OverconstrainedError'
  ) {
    return 'noCamera';
  }
  return 'loadFailed';
}

/** Opens the camera; rejects with a CameraError naming the problem. */
export async function openCamera(): Promise<MediaStream> {
  const media = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
  if (!media?.getUserMedia) throw new CameraError('unsupported');
  if (media.enumerateDevices) {
    const devices = await media.enumerateDevices().catch(() => null);
    if (devices && !devices.some((device) => device.kind === 'videoinput')) {
      throw new CameraError('noCamera');
    }
  }
  try {
    return await media.getUserMedia({
      audio: false,
      video: {
        facingMode: { ideal: 'environment' },
        width: { ideal: 1920 },
        height: { ideal: 1080 },
      },
    });
  } catch (error) {
    throw new CameraError(cameraProblemOf(error));
  }
}

export function closeCamera(stream: MediaStream | null | undefined) {
  for (const track of stream?.getTracks() ?? []) track.stop();
}
