/**
 * The few browser navigations the app performs outside the router. One object, so tests can
 * replace a method with `vi.spyOn(browser, 'assign')` instead of touching jsdom's location.
 */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
  reload(): void {
    window.location.reload();
  },
};
