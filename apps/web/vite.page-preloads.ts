import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseSync, type Plugin, type Rolldown } from 'vite';

/** Where the lists are written in dist/ (beside Vite's manifest; never served). */
export const pagePreloadsFile = '.vite/page-preloads.json';

/** What the web build tells the server a page needs besides the entry (`pagePreloadsFile`). */
export interface PagePreloadList {
  /** The signed-in frame's chunks (with the contract's start part): every traveller's page. */
  frame: string[];
  /** Per route name of app/router.tsx: its screen's chunks (not the frame's) and translations. */
  routes: Record<string, { files: string[]; translations: string[] }>;
}

/**
 * The modules every signed-in traveller's page runs before its first screen shows, besides the
 * entry: the signed-in frame (the default layout, app/router.tsx) and the contract's start part
 * (lib/contract.ts). The entry imports them dynamically, so the page's HTML does not announce them.
 * Not the feature flags' SDK: main.tsx starts it once the first screen has painted.
 */
const frameModules = [
  /[\\/]apps[\\/]web[\\/]src[\\/]app[\\/]layouts[\\/]default-layout\.tsx$/,
  /[\\/]packages[\\/]contract[\\/]src[\\/]start\.ts$/,
];

/** The whole contract, which every screen but those marked `startContractOnly` waits for. */
const wholeContract = /[\\/]packages[\\/]contract[\\/]src[\\/]index\.ts$/;

type AstNode = { type: string; [key: string]: unknown };

const isNode = (value: unknown): value is AstNode =>
  typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';

/** Every node under `node`, depth first. */
function* walk(node: AstNode): Generator<AstNode> {
  yield node;
  for (const value of Object.values(node)) {
    for (const child of Array.isArray(value) ? value : [value])
      if (isNode(child)) yield* walk(child);
  }
}

/**
 * Each route of app/router.tsx's `routeDefinitions` with the modules its entry imports (its screen,
 * and what its prefetch imports) and the translation parts it names (`withTranslations([...])`).
 */
function readRouteTable(routerFile: string) {
  const { program, errors } = parseSync(routerFile, readFileSync(routerFile, 'utf8'));
  if (errors.length > 0) throw new Error(`${routerFile} does not parse`);
  const table = [...walk(program as unknown as AstNode)].find(
    (node) =>
      node.type === 'VariableDeclarator' &&
      (node.id as AstNode & { name?: string }).name === 'routeDefinitions',
  )?.init as (AstNode & { properties: AstNode[] }) | undefined;
  if (table?.type !== 'ObjectExpression') throw new Error(`No routeDefinitions in ${routerFile}`);
  return table.properties.map((property) => {
    const key = property.key as AstNode & { name?: string; value?: unknown };
    const name = String(key.type === 'Identifier' ? key.name : key.value);
    const imports: string[] = [];
    const translations: string[] = [];
    for (const node of walk(property.value as AstNode)) {
      const source = node.source as AstNode & { value?: unknown };
      if (node.type === 'ImportExpression' && typeof source?.value === 'string') {
        imports.push(path.resolve(path.dirname(routerFile), source.value));
      }
      const callee = node.callee as AstNode & { name?: string };
      const [parts] = (node.arguments ?? []) as (AstNode & { elements?: AstNode[] })[];
      if (node.type === 'CallExpression' && callee?.name === 'withTranslations' && parts) {
        for (const element of parts.elements ?? []) translations.push(String(element.value));
      }
    }
    if (imports.length === 0) throw new Error(`The route ${name} of ${routerFile} imports nothing`);
    const startContractOnly = (
      property.value as AstNode & { properties?: AstNode[] }
    ).properties?.some(
      (field) => (field.key as AstNode & { name?: string }).name === 'startContractOnly',
    );
    return { name, imports, translations, startContractOnly: startContractOnly === true };
  });
}

/** A module id of the bundle is the import (`../features/x/page`) with its file's extension. */
const isModuleOf = (id: string, imported: string) =>
  id === imported ||
  (/^\.(?:tsx?|jsx?)$/.test(id.slice(imported.length)) && id.startsWith(imported));

/**
 * Writes what each page needs before its first screen shows, besides the entry, to
 * `dist/.vite/page-preloads.json`: the signed-in frame's chunks, and each route's screen chunks and
 * translation parts, every chunk with those it imports statically, the entry left out. The server
 * announces them in the page's HTML (`<link rel="modulepreload">`,
 * apps/server/src/plugins/page-preloads.ts): they download beside the entry instead of once it has
 * run, and the entry no longer adds a preload tag per chunk while it starts.
 */
export function pagePreloads(): Plugin {
  let routerFile = '';
  return {
    name: 'wayfarer:page-preloads',
    apply: 'build',
    configResolved(config) {
      routerFile = path.resolve(config.root, 'src/app/router.tsx');
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (output): output is Rolldown.OutputChunk => output.type === 'chunk',
      );
      const chunkHolding = (matches: (id: string) => boolean, what: string) => {
        const chunk = chunks.find((candidate) => candidate.moduleIds.some(matches));
        if (!chunk) this.error(`No chunk holds ${what}`);
        return chunk;
      };
      /** The chunk's file and those of every chunk it imports statically, the entry's not. */
      const filesOf = (chunk: Rolldown.OutputChunk, files = new Set<string>()) => {
        if (chunk.isEntry || files.has(chunk.fileName)) return files;
        files.add(chunk.fileName);
        for (const imported of chunk.imports) {
          const next = bundle[imported];
          if (next?.type === 'chunk') filesOf(next, files);
        }
        return files;
      };

      const frame = new Set<string>();
      for (const pattern of frameModules) {
        filesOf(
          chunkHolding((id) => pattern.test(id), `a module matching ${pattern}`),
          frame,
        );
      }
      const routes: PagePreloadList['routes'] = {};
      const contract = chunkHolding((id) => wholeContract.test(id), 'the whole contract');
      for (const { name, imports, translations, startContractOnly } of readRouteTable(routerFile)) {
        const files = new Set<string>();
        if (!startContractOnly) filesOf(contract, files);
        for (const imported of imports) {
          filesOf(
            chunkHolding((id) => isModuleOf(id, imported), imported),
            files,
          );
        }
        routes[name] = { files: [...files].filter((file) => !frame.has(file)), translations };
      }
      const list: PagePreloadList = { frame: [...frame], routes };
      this.emitFile({
        type: 'asset',
        fileName: pagePreloadsFile,
        source: `${JSON.stringify(list, null, 2)}\n`,
      });
    },
  };
}
