import { createContext, useContext, useMemo, useState } from 'react';
import type { ReactNode } from 'react';

/** Shell state shared by the header, the menus and the pages (app-shell §3 "Shared state"). */
interface ShellState {
  mobileMenuOpen: boolean;
  setMobileMenuOpen: (open: boolean) => void;
  headerTransparent: boolean;
  setHeaderTransparent: (transparent: boolean) => void;
}

export const ShellStateContext = createContext<ShellState | null>(null);

export function ShellStateProvider({ children }: { children: ReactNode }) {
  const [mobileMenuOpen, setMobileMenuOpen] = useState(false);
  const [headerTransparent, setHeaderTransparent] = useState(false);
  const value = useMemo(
    () => ({ mobileMenuOpen, setMobileMenuOpen, headerTransparent, setHeaderTransparent }),
    [mobileMenuOpen, headerTransparent],
  );
  return <ShellStateContext value={value}>{children}</ShellStateContext>;
}

export function useShellState(): ShellState {
  const state = useContext(ShellStateContext);
  if (!state) throw new Error('useShellState must be used inside <ShellStateProvider>');
  return state;
}
