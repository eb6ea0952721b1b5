import { startTransition, useEffect, useState } from 'react';

/*
 * The first screen, the page the app opened on with its frame, paints before what it shows
 * secondarily asks for anything: the footer's contents, the menus' badges, the partner banner, the
 * next trip's to-do list and map, and the feature flags. Asked for at the same time, those shared
 * the slow network's connections and bandwidth with the first screen's own code and data, and its
 * main content waited for them. After the first screen, nothing waits.
 */

let painted = false;
let resolvePainted: () => void = () => {};
const whenPainted = new Promise<void>((resolve) => {
  resolvePainted = resolve;
});

/** Opens the gate: the first screen has painted (or there is nothing to paint, a hidden tab). */
export function markFirstScreenPainted(): void {
  if (painted) return;
  painted = true;
  resolvePainted();
}

/** Resolves once the first screen has painted (at once afterwards). */
export const firstScreenPainted = (): Promise<void> => whenPainted;

/**
 * Whether the first screen has painted. What it shows then renders in a transition: in slices
 * between the browser's other work, not in one long task that would hold a tap on the first screen.
 */
export function useFirstScreenPainted(): boolean {
  const [value, setValue] = useState(painted);
  useEffect(() => {
    if (value) return;
    let mounted = true;
    void whenPainted.then(() => {
      if (mounted) startTransition(() => setValue(true));
    });
    return () => {
      mounted = false;
    };
  }, [value]);
  return value;
}

/**
 * Marks the first screen painted once the frame after this component's first commit is on the
 * screen: rendered by the root route, which renders once the first route's loaders and code are
 * there (app/root.tsx). A hidden tab paints no frame, and waits for nothing.
 */
export function useMarkFirstScreenPainted(): void {
  useEffect(() => {
    if (painted) return;
    if (document.visibilityState === 'hidden') {
      markFirstScreenPainted();
      return;
    }
    let frame: number;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The next animation frame's callback runs before that frame is drawn; the one after it, once
    // the compositor has taken that frame (rasterized and drawn, a few milliseconds later than the
    // main thread's paint); the task after that, with the frame on the screen.
    frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        timer = setTimeout(markFirstScreenPainted, 0);
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
}
