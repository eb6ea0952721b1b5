import type { Plugin } from 'vite';

const stylesheetLink = /<link rel="stylesheet"[^>]*>\s*/g;

/**
 * Moves the build's stylesheet links from the head to the end of the body, after the loading
 * spinner. A stylesheet in the head holds the first paint until it has downloaded; at the end of
 * the body it holds only what comes after it (nothing), and the spinner, which has its own rules
 * inline in index.html, paints as soon as the page has arrived. The app still never renders
 * unstyled: its entry is a module script, which waits for the stylesheets the parser met.
 */
export function stylesheetAfterSpinner(): Plugin {
  return {
    name: 'wayfarer:stylesheet-after-spinner',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const links = html.match(stylesheetLink) ?? [];
        if (links.length === 0) throw new Error('index.html has no stylesheet link to move');
        return html
          .replace(stylesheetLink, '')
          .replace('</body>', `${links.map((link) => link.trim()).join('')}\n  </body>`);
      },
    },
  };
}
