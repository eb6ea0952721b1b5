import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as FirstScreenModule from './first-screen';

// The test setup marks the first screen painted for every other test: each test here starts from
// a fresh copy of the module, before any first screen.
let firstScreen: typeof FirstScreenModule;

beforeEach(async () => {
  vi.resetModules();
  firstScreen = await import('./first-screen');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function Secondary() {
  return <p>{firstScreen.useFirstScreenPainted() ? 'map' : 'placeholder'}</p>;
}

function FirstScreen() {
  firstScreen.useMarkFirstScreenPainted();
  return (
    <>
      <h1>Morocco</h1>
      <Secondary />
    </>
  );
}

/** The animation frames asked for, run when the test says (their ids: 1, 2, …). */
function collectFrames() {
  const frames: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    frames.push(callback);
    return frames.length;
  });
  return frames;
}

describe('the first screen', () => {
  it('keeps what it shows secondarily waiting until two frames after it rendered', async () => {
    const frames = collectFrames();
    const painted = vi.fn();
    void firstScreen.firstScreenPainted().then(painted);

    render(<FirstScreen />);
    expect(screen.queryByText('placeholder')).not.toBeNull();

    // The frame that draws the first screen: still waiting.
    act(() => frames.shift()!(0));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(screen.queryByText('placeholder')).not.toBeNull();
    expect(painted).not.toHaveBeenCalled();

    // The next frame: the first one is on the screen, and the gate opens after it.
    act(() => frames.shift()!(16));
    await screen.findByText('map');
    expect(painted).toHaveBeenCalledOnce();
    expect(frames).toHaveLength(0);
  });

  it('shows at once what renders after the first screen has painted', async () => {
    firstScreen.markFirstScreenPainted();
    await firstScreen.firstScreenPainted();
    render(<Secondary />);
    expect(screen.queryByText('map')).not.toBeNull();
  });

  it('waits for nothing in a hidden tab, which paints no frame', async () => {
    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const frame = vi.fn();
    vi.stubGlobal('requestAnimationFrame', frame);
    render(<FirstScreen />);
    await screen.findByText('map');
    expect(frame).not.toHaveBeenCalled();
    hidden.mockRestore();
  });

  it('never opens for a first screen that went away before its frame', async () => {
    collectFrames();
    const cancel = vi.fn();
    vi.stubGlobal('cancelAnimationFrame', cancel);
    const { unmount } = render(<FirstScreen />);
    unmount();
    expect(cancel).toHaveBeenCalledWith(1);
  });
});
