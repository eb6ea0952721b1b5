import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  embeddedFeaturesClientKey,
  runtimeConfigElementId,
  type RuntimeConfig,
} from '@wayfarer/contract';
import { getRouteNameForPath, isAccountPagePath, signInPaths } from '@wayfarer/domain';
import { errorBody } from '../lib/errors';
import { cspScriptNonce } from './security';
import {
  fetchPreloadTag,
  firstScreenData,
  readPagePreloads,
  type PagePreloads,
} from './page-preloads';

export const webRoot = fileURLToPath(new URL('../../../web', import.meta.url));
export const webDist = path.join(webRoot, 'dist');

/** Pages a visitor may open without signing in (the alert link of an email). */
const publicPagePrefixes = ['/notify-me/', '/auth/confirm-email'];

/** The care team's console, a part of the SPA without the travellers' signed-in frame. */
const isStaffPath = (pathname: string) => pathname === '/staff' || pathname.startsWith('/staff/');

/** What the server writes into a page's head: the request's settings and the page's preloads. */
interface PageHead {
  settings: RuntimeConfig;
  preloads: string;
}

/** Where the tag manager loader is served (same origin, so script-src 'self' allows it). */
export const gtmLoaderPath = '/gtm-loader.js';

/**
 * GTM's loader snippet as a file instead of an inline script (the CSP allows no inline script): it
 * starts the data layer and adds GTM's script with the nonce this page's CSP carries, which GTM
 * passes on to the tags it injects.
 */
export function gtmLoaderScript(gtmId: string): string {
  return `(function (w, d, id) {
  w.dataLayer = w.dataLayer || [];
  w.dataLayer.push({ 'gtm.start': new Date().getTime(), event: 'gtm.js' });
  var current = d.currentScript;
  var script = d.createElement('script');
  script.async = true;
  script.src = 'https://www.googletagmanager.com/gtm.js?id=' + encodeURIComponent(id);
  var nonce = current && current.nonce;
  if (nonce) script.setAttribute('nonce', nonce);
  d.head.appendChild(script);
})(window, document, ${JSON.stringify(gtmId)});
`;
}

/**
 * Files under assets/ have a content hash in their name: a new build gives new names, so they never
 * change. Anything else (index.html, the favicon, partner logos) is checked again at every use.
 */
function isHashedAsset(filePath: string): boolean {
  return filePath.includes(`${path.sep}assets${path.sep}`);
}

function cacheControlOf(filePath: string): string {
  return isHashedAsset(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * What a hashed file's answer leaves out: validators (`ETag`, `Last-Modified`) for a revalidation
 * that never comes (it is immutable, and a changed file has a new name), and `Accept-Ranges`
 * (ranges of a script are never asked). A first visit fetches some fifty of them: about 5 KB less.
 */
const uselessOnHashedAssets = ['etag', 'last-modified', 'accept-ranges'] as const;

/**
 * What the static handler may send from dist/: not index.html (the page is only sent with its
 * runtime settings, after the sign-in check), not the source maps (they would publish the sources),
 * not the build's own bookkeeping under .vite/.
 */
export function isServedAsset(pathname: string): boolean {
  const name = pathname.toLowerCase();
  return !(name.endsWith('.html') || name.endsWith('.map') || name.split('/').includes('.vite'));
}

function serializeForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026');
}

/** Serves the React SPA for every page path, with the runtime settings of the request's variant. */
export const spaPlugin = fp(
  async (fastify) => {
    const { config } = fastify;
    const variantOrigins: Record<string, string> = {};
    for (const [host, variant] of config.variantHosts) {
      variantOrigins[variant] ??= `${config.publicUrl.protocol}//${host}`;
    }

    const runtimeConfigFor = (request: FastifyRequest): RuntimeConfig => ({
      variant: request.variant.id,
      variantOrigins,
      environment: config.env,
      release: config.release,
      sentryDsn: config.sentryDsn ?? null,
      gtmId: config.gtmId ?? null,
      ownPasswords: !config.oidc.issuer,
      growthbook: {
        apiHost: config.growthbook.apiHost ?? new URL(request.variantOrigin).origin,
        clientKey: config.growthbook.clientKey ?? embeddedFeaturesClientKey,
      },
    });

    const gtmLoaderTag = (reply: FastifyReply) => {
      if (!config.gtmId) return '';
      const nonce = cspScriptNonce(reply);
      return `<script src="${gtmLoaderPath}" async${nonce ? ` nonce="${nonce}"` : ''}></script>`;
    };

    // The built app's only (the development server serves the sources).
    const pagePreloads: PagePreloads = config.webDev ? () => '' : await readPagePreloads(webDist);

    /** The page with its head: the request's settings, the preloads of its first screen. */
    const inject = (html: string, reply: FastifyReply, head: PageHead) =>
      html.replace(
        '</head>',
        `<script type="application/json" id="${runtimeConfigElementId}">${serializeForHtml(head.settings)}</script>${head.preloads}${gtmLoaderTag(reply)}</head>`,
      );

    // The tag manager (GTM_ID only): its loader, served from our origin.
    if (config.gtmId) {
      const loader = gtmLoaderScript(config.gtmId);
      fastify.get(gtmLoaderPath, { schema: { hide: true } }, async (_request, reply) =>
        reply
          .type('text/javascript; charset=utf-8')
          .header('cache-control', 'no-cache')
          .send(loader),
      );
    }

    let renderIndex: (
      request: FastifyRequest,
      reply: FastifyReply,
      head: PageHead,
    ) => Promise<string>;

    if (config.webDev) {
      const [{ createServer }, middie] = await Promise.all([
        import('vite'),
        import('@fastify/middie'),
      ]);
      const vite = await createServer({
        root: webRoot,
        configFile: path.join(webRoot, 'vite.config.ts'),
        server: { middlewareMode: true, hmr: { port: config.port + 10_000 } },
        appType: 'custom',
      });
      await fastify.register(middie.default);
      fastify.use((req, res, next) => {
        const url = req.url ?? '/';
        if (/^\/(api|oidc|login|logout|health)(\/|$|\?)/.test(url)) return next();
        vite.middlewares(req, res, next);
      });
      fastify.addHook('onClose', () => vite.close());
      renderIndex = async (request, reply, head) => {
        const html = await readFile(path.join(webRoot, 'index.html'), 'utf8');
        return inject(await vite.transformIndexHtml(request.url, html), reply, head);
      };
    } else {
      const indexHtml = await readFile(path.join(webDist, 'index.html'), 'utf8').catch(() => {
        throw new Error(
          `The web app is not built: ${webDist} has no index.html. Run "npm run build".`,
        );
      });
      await fastify.register(fastifyStatic, {
        root: webDist,
        index: false,
        wildcard: false,
        // The build's .br and .gz copies (apps/web/vite.precompress.ts), by Accept-Encoding.
        preCompressed: true,
        // A route per file that is asked for by its name: the compressed copies are found beside
        // their file, and maps and pages are never served (a quarter as many routes to build).
        globIgnore: ['**/*.br', '**/*.gz', '**/*.map', '**/*.html'],
        allowedPath: (pathname) => isServedAsset(pathname),
        cacheControl: false,
        setHeaders: (res, filePath) => {
          res.header('cache-control', cacheControlOf(filePath));
          if (isHashedAsset(filePath)) {
            for (const name of uselessOnHashedAssets) res.removeHeader(name);
          }
        },
      });
      renderIndex = async (_request, reply, head) => inject(indexHtml, reply, head);
    }

    const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const isPublic = publicPagePrefixes.some((prefix) => pathname.startsWith(prefix));
      const caller = isPublic ? null : await fastify.resolveCaller(request);
      if (!isPublic && !caller) {
        const returnTo = encodeURIComponent(request.url);
        return reply.redirect(`${signInPaths.login}?returnTo=${returnTo}`);
      }
      const { language } = request.variant;
      const staff = isStaffPath(pathname);
      const match = staff ? null : getRouteNameForPath({ pathname, language });
      // A traveller's page shows the signed-in frame; its first screen's data is theirs.
      const traveller = !isPublic && !staff && caller?.staffRole === null;
      const settings = runtimeConfigFor(request);
      const preloads =
        pagePreloads({ language, route: match?.name ?? null, frame: traveller }) +
        (traveller && match
          ? firstScreenData(match, caller.userId)
              .map(({ path, priority }) => fetchPreloadTag(path, priority))
              .join('')
          : '');
      // A path no route matches in any language still gets the SPA (its "page not on the map").
      // no-store, not no-cache: this answer has no validator, so no-cache would save nothing, and
      // it would let the browser's back-forward cache show a signed-in page after signing out.
      return reply
        .status(isAccountPagePath(pathname) ? 200 : 404)
        .header('cache-control', 'no-store')
        .header('vary', 'Cookie')
        .type('text/html; charset=utf-8')
        .send(await renderIndex(request, reply, { settings, preloads }));
    };

    fastify.setNotFoundHandler(async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const wantsPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !/^\/(api|oidc|health)(\/|$)/.test(pathname) &&
        !/\.[a-z0-9]{2,5}$/i.test(pathname);
      if (wantsPage) return sendPage(request, reply);
      return reply
        .status(404)
        .send(errorBody('NOT_FOUND', `No route for ${request.method} ${pathname}`));
    });
  },
  { name: 'spa', dependencies: ['core', 'auth'] },
);
