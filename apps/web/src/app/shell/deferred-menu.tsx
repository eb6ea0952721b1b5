import { Suspense, useState } from 'react';
import type { ReactNode } from 'react';
import { useFirstScreenPainted } from '../../lib/first-screen';

/** What a deferred menu's own module renders: react-aria's MenuTrigger with its Button and Popover. */
export interface DeferredMenuProps {
  /** The button's look and contents, the same as its stand-in's. */
  buttonClassName: string;
  buttonContent: ReactNode;
  /** The stand-in was pressed: the menu opens as it arrives. */
  defaultOpen: boolean;
  /** The stand-in had the focus: the button takes it. */
  autoFocus: boolean;
}

/**
 * A menu button whose menu (react-aria's menu, popover, collections and focus management, about
 * half of the signed-in frame's code) downloads once the first screen has painted
 * (lib/first-screen.ts), or at once when the pointer comes over the button or it takes the focus.
 * Until then a plain button of the same look stands in its place; pressed (or opened with an arrow
 * key) before the menu has arrived, the menu opens as it arrives, with the focus on its button.
 *
 * `renderMenu` renders the menu's lazily loaded component; `preload` starts its download.
 */
export function DeferredMenu({
  renderMenu,
  preload,
  buttonClassName,
  buttonContent,
}: {
  renderMenu: (props: DeferredMenuProps) => ReactNode;
  preload: () => void;
  buttonClassName: string;
  buttonContent: ReactNode;
}) {
  const firstScreenPainted = useFirstScreenPainted();
  const [pressed, setPressed] = useState(false);
  const [focused, setFocused] = useState(false);
  // At once, not in a transition: the menu must mount open (`defaultOpen`), and a press
  // committed after the gate's render would come too late for it.
  const press = () => {
    preload();
    setPressed(true);
  };
  const standIn = (
    <button
      type="button"
      aria-haspopup="true"
      aria-expanded="false"
      className={buttonClassName}
      onPointerEnter={preload}
      onFocus={() => {
        preload();
        setFocused(true);
      }}
      onBlur={() => setFocused(false)}
      // On the pointer's press, as react-aria's menu buttons open with a mouse: a menu arriving
      // between the press and the release still opens. Keys (Enter, Space) click.
      onPointerDown={press}
      onClick={press}
      onKeyDown={(event) => {
        if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
        event.preventDefault();
        press();
      }}
    >
      {buttonContent}
    </button>
  );
  // One tree whatever it shows: a stand-in returned outside the Suspense boundary and then put
  // inside it was a new button, and a keyboard user's focus was lost with the old one. The gate
  // opens in a transition (useFirstScreenPainted), so the stand-in stays until the code is here.
  return (
    <Suspense fallback={standIn}>
      {firstScreenPainted || pressed
        ? renderMenu({ buttonClassName, buttonContent, defaultOpen: pressed, autoFocus: focused })
        : standIn}
    </Suspense>
  );
}
