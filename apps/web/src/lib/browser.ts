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
  /** Navigates by posting an empty form (sign-out: the browser sends our Origin with it). */
  post(url: string): void {
    const form = document.createElement('form');
    form.method = 'post';
    form.action = url;
    document.body.append(form);
    form.submit();
  },
};
