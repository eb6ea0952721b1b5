import type { Plugin, Rolldown } from 'vite';

/** Where the list is written in dist/ (beside Vite's manifest; never served). */
export const framePreloadsFile = '.vite/frame-preloads.json';

/**
 * The modules every signed-in traveller's page runs before its first screen shows, besides the
 * entry: the signed-in frame (the default layout, app/router.tsx) and the contract's start part
 * (lib/contract.ts). The entry imports them dynamically, so the page's HTML does not announce them.
 */
const frameModules = [
  /[\\/]apps[\\/]web[\\/]src[\\/]app[\\/]layouts[\\/]default-layout\.tsx$/,
  /[\\/]packages[\\/]contract[\\/]src[\\/]start\.ts$/,
];

/**
 * Writes the files of the signed-in frame's chunks, with every chunk they import statically and the
 * entry left out, to `dist/.vite/frame-preloads.json`. The server announces them in a signed-in
 * page's HTML (`<link rel="modulepreload">`, apps/server/src/plugins/page-preloads.ts): they
 * download beside the entry instead of once it has run, and the entry no longer adds a preload tag
 * per chunk while it starts (some 20 ms of main thread on a first visit).
 */
export function framePreloads(): Plugin {
  return {
    name: 'wayfarer:frame-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (output): output is Rolldown.OutputChunk => output.type === 'chunk',
      );
      const files = new Set<string>();
      const add = (chunk: Rolldown.OutputChunk) => {
        if (chunk.isEntry || files.has(chunk.fileName)) return;
        files.add(chunk.fileName);
        for (const imported of chunk.imports) {
          const next = bundle[imported];
          if (next?.type === 'chunk') add(next);
        }
      };
      for (const pattern of frameModules) {
        const chunk = chunks.find((candidate) =>
          candidate.moduleIds.some((id) => pattern.test(id)),
        );
        if (!chunk) this.error(`No chunk holds a module matching ${pattern}`);
        add(chunk);
      }
      this.emitFile({
        type: 'asset',
        fileName: framePreloadsFile,
        source: `${JSON.stringify([...files], null, 2)}\n`,
      });
    },
  };
}
