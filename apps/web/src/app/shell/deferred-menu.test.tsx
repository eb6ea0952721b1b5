import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { DeferredMenuProps } from './deferred-menu';
import type * as DeferredMenuModule from './deferred-menu';

/** A menu module whose download the test finishes when it wants. */
function slowMenu() {
  let arrive: () => void = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const load = vi.fn(() =>
    arrived.then(() => ({
      default: ({ buttonContent, defaultOpen, autoFocus }: DeferredMenuProps) => (
        <>
          <button type="button" autoFocus={autoFocus} data-menu-button="">
            {buttonContent}
          </button>
          {defaultOpen ? <div role="menu" aria-label="Account menu" /> : null}
        </>
      ),
    })),
  );
  const Menu = lazy(load);
  return { load, arrive, Menu };
}

function renderMenu({ DeferredMenu }: typeof DeferredMenuModule) {
  const menu = slowMenu();
  const preload = vi.fn(() => void menu.load());
  render(
    <DeferredMenu
      renderMenu={(props) => <menu.Menu {...props} />}
      preload={preload}
      buttonClassName="menu-button"
      buttonContent="Account"
    />,
  );
  return { ...menu, preload };
}

describe('a deferred menu', () => {
  it('opens as it arrives when its stand-in was pressed, with the focus on its button', async () => {
    // The first screen has painted (the test setup): the menu's code is on its way.
    const { arrive } = renderMenu(await import('./deferred-menu'));
    const standIn = screen.getByRole('button', { name: 'Account' });
    expect(standIn.getAttribute('aria-haspopup')).toBe('true');
    expect(standIn.getAttribute('aria-expanded')).toBe('false');
    expect(standIn.className).toBe('menu-button');
    await userEvent.click(standIn);
    expect(screen.queryByRole('menu')).toBeNull();

    arrive();
    expect(await screen.findByRole('menu')).toBeTruthy();
    expect(document.activeElement?.hasAttribute('data-menu-button')).toBe(true);
  });

  it('opens with an arrow key pressed on its stand-in', async () => {
    const { arrive } = renderMenu(await import('./deferred-menu'));
    screen.getByRole('button', { name: 'Account' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    arrive();
    expect(await screen.findByRole('menu')).toBeTruthy();
  });

  it('stays closed as it arrives when nobody asked for it', async () => {
    const { arrive } = renderMenu(await import('./deferred-menu'));
    arrive();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Account' }).hasAttribute('data-menu-button')).toBe(
        true,
      ),
    );
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(document.body);
  });

  it('waits for the first screen to have painted, unless the pointer or the focus comes', async () => {
    vi.resetModules();
    vi.stubGlobal('requestAnimationFrame', () => 1);
    try {
      const { load, preload } = renderMenu(await import('./deferred-menu'));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(load).not.toHaveBeenCalled();

      await userEvent.hover(screen.getByRole('button', { name: 'Account' }));
      expect(preload).toHaveBeenCalled();
      expect(load).toHaveBeenCalledOnce();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('keeps a keyboard user on its stand-in when the first screen’s gate opens, then opens', async () => {
    vi.resetModules();
    vi.stubGlobal('requestAnimationFrame', () => 1);
    try {
      const { arrive } = renderMenu(await import('./deferred-menu'));
      const standIn = screen.getByRole('button', { name: 'Account' });
      standIn.focus();
      // The gate opens while the menu's code is still on its way.
      const { markFirstScreenPainted } = await import('../../lib/first-screen');
      markFirstScreenPainted();
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(standIn.isConnected).toBe(true);
      expect(document.activeElement).toBe(standIn);

      await userEvent.keyboard('{Enter}');
      arrive();
      expect(await screen.findByRole('menu')).toBeTruthy();
      expect(document.activeElement?.hasAttribute('data-menu-button')).toBe(true);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
