import { afterEach, describe, expect, it, vi } from 'vitest';
import { CameraError, cameraProblemOf, openCamera } from './camera';

afterEach(() => vi.unstubAllGlobals());

function withMediaDevices(mediaDevices: unknown) {
  vi.stubGlobal('navigator', { ...navigator, mediaDevices });
}

describe('camera problems (account-area §8)', () => {
  it('says media devices are unsupported when the browser has no getUserMedia', async () => {
    withMediaDevices(undefined);
    await expect(openCamera()).rejects.toMatchObject({ problem: 'unsupported' });
  });

  it('says there is no camera when no video input is listed', async () => {
    withMediaDevices({
      enumerateDevices: async () => [{ kind: 'audioinput' }],
      getUserMedia: vi.fn(),
    });
    await expect(openCamera()).rejects.toMatchObject({ problem: 'noCamera' });
  });

  it.each([
    ['NotAllowedError', 'permissionDenied'],
    ['SecurityError', 'permissionDenied'],
    ['NotFoundError', 'noCamera'],
    ['OverconstrainedError', 'noCamera'],
    ['NotReadableError', 'loadFailed'],
    ['AbortError', 'loadFailed'],
  ])('maps %s to %s', async (name, problem) => {
    withMediaDevices({
      enumerateDevices: async () => [{ kind: 'videoinput' }],
      getUserMedia: async () => {
        throw new DOMException('failed', name);
      },
    });
    await expect(openCamera()).rejects.toBeInstanceOf(CameraError);
    await expect(openCamera()).rejects.toMatchObject({ problem });
    expect(cameraProblemOf(new Error('anything'))).toBe('loadFailed');
  });

  it('asks for the back camera at a high resolution', async () => {
    const getUserMedia = vi.fn(async () => ({ getTracks: () => [] }));
    withMediaDevices({ enumerateDevices: async () => [{ kind: 'videoinput' }], getUserMedia });
    await openCamera();
    expect(getUserMedia).toHaveBeenCalledWith({
      audio: false,
      video: {
        facingMode: { ideal: 'environment' },
        width: { ideal: 1920 },
        height: { ideal: 1080 },
      },
    });
  });
});
