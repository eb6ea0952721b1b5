import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { FastifyReply } from 'fastify';
import type { Config } from '../config';

const scriptNonces = new WeakMap<ServerResponse, string>();

/** The script nonce of this response's Content-Security-Policy (only set when GTM_ID is). */
export function cspScriptNonce(reply: FastifyReply): string | undefined {
  return scriptNonces.get(reply.raw);
}

/**
 * Hosts the browser may reach beyond our own origin, from the configuration: the tag manager
 * (GTM_ID) and the analytics it sends to, the error-reporting service (SENTRY_DSN) and an external
 * GrowthBook (GROWTHBOOK_API_HOST).
 */
export function externalSources({ gtmId, sentryDsn, growthbook }: Config) {
  const script: string[] = [];
  const connect: string[] = [];
  const img: string[] = [];
  if (gtmId) {
    script.push('https://www.googletagmanager.com');
    connect.push(
      'https://www.googletagmanager.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
    );
    img.push('https://www.googletagmanager.com', 'https://*.google-analytics.com');
  }
  if (sentryDsn) connect.push(new URL(sentryDsn).origin);
  if (growthbook.apiHost) connect.push(new URL(growthbook.apiHost).origin);
  return { script, connect, img };
}

/**
 * Security headers. Scripts only from our own origin: the SPA's runtime settings travel as a JSON
 * data block, which the browser never executes, so no inline script is needed.
 *
 * With GTM_ID set, the tag manager's host is allowed too, and every response's script-src carries
 * a fresh nonce (`cspScriptNonce`): the page gives it to the same-origin `/gtm-loader.js`, which
 * passes it on to GTM's script so that GTM can hand it to the tags it injects. Only script-src gets
 * a nonce: in style-src a nonce would switch off 'unsafe-inline', which the widgets' inline styles
 * need (helmet's own `enableCSPNonces` adds one to both). Not in WEB_DEV, where a nonce would switch
 * off the 'unsafe-inline' Vite's preamble needs.
 */
/** The web build's content-hashed files (apps/web/dist/assets). */
export function isBuiltAsset(url: string): boolean {
  return url.startsWith('/assets/');
}

/**
 * Headers of helmet that only a document (or a worker) obeys. An asset keeps the others:
 * X-Content-Type-Options and Cross-Origin-Resource-Policy, which a script or style is checked against.
 */
const documentHeaders = new Set([
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
]);

type HelmetMiddleware = ReturnType<typeof helmet>;

/**
 * The headers helmet sets, read once from a stand-in response: without a nonce they are the same
 * on every answer, and helmet's chain of twelve middlewares, rebuilding the policy's text each
 * time, was 5% of the CPU of a small API answer (GET /api/users/me). Null when helmet would answer
 * differently (it removes a header, hands on an error, or does not finish at once).
 */
function headersOf(apply: HelmetMiddleware): [string, string][] | null {
  const headers: [string, string][] = [];
  let fixed = true;
  let finished = false;
  const response = {
    setHeader(name: string, value: unknown) {
      headers.push([name, String(value)]);
      return response;
    },
    // helmet removes X-Powered-By, which Fastify never sets.
    removeHeader(name: string) {
      if (name.toLowerCase() !== 'x-powered-by') fixed = false;
    },
  };
  apply({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    finished = true;
    if (error) fixed = false;
  });
  return fixed && finished ? headers : null;
}

export const securityPlugin = fp(
  async (fastify) => {
    const { webDev, gtmId } = fastify.config;
    const external = externalSources(fastify.config);
    const nonce = (_request: unknown, response: ServerResponse) => {
      const value = randomBytes(16).toString('base64');
      scriptNonces.set(response, value);
      return `'nonce-${value}'`;
    };
    const scriptSrc = webDev
      ? ["'self'", "'unsafe-inline'", ...external.script]
      : ["'self'", ...external.script, ...(gtmId ? [nonce] : [])];
    // helmet itself, built once: @fastify/helmet builds the middleware anew for every request,
    // re-parsing the CSP each time, which showed in the API's profile.
    const applySecurityHeaders = helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          // Vite's dev server injects its React refresh preamble inline; production never does.
          scriptSrc,
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...external.img],
          connectSrc: webDev
            ? ["'self'", 'ws:', ...external.connect]
            : ["'self'", ...external.connect],
          fontSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          frameAncestors: ["'none'"],
          // The embedded provider posts its sign-in form to itself and redirects to the variant hosts.
          formAction: null,
          upgradeInsecureRequests: fastify.config.publicUrl.protocol === 'https:' ? [] : null,
        },
      },
      hsts: fastify.config.publicUrl.protocol === 'https:',
      crossOriginEmbedderPolicy: false,
    });
    const fixedHeaders = gtmId ? null : headersOf(applySecurityHeaders);
    fastify.addHook('onRequest', (request, reply, done) => {
      if (fixedHeaders) {
        for (const [name, value] of fixedHeaders) reply.raw.setHeader(name, value);
        done();
        return;
      }
      applySecurityHeaders(request.raw, reply.raw, (error?: unknown) =>
        done(error instanceof Error ? error : undefined),
      );
    });
    // A hashed script, style or image of the web build is no document: the policies of a page
    // (CSP, framing, opener, referrer…) mean nothing on it, and its ~600 bytes of them were sent
    // some forty times on a first visit. It keeps what a subresource does use.
    fastify.addHook('onSend', (request, reply, _payload, done) => {
      if (isBuiltAsset(request.url) && reply.statusCode < 400) {
        for (const name of reply.raw.getHeaderNames()) {
          if (documentHeaders.has(name)) reply.raw.removeHeader(name);
        }
      }
      done();
    });
    // Nothing is cached unless its route says so (static assets, public reference data): API
    // answers carry personal data, and so may the errors and pages in between.
    fastify.addHook('onSend', (request, reply, _payload, done) => {
      // An answer sent before its request's body was read (a refused upload): the rest of that
      // body would be read as the next request on this connection, or wedge it. Close it instead.
      if (!request.raw.complete) reply.header('connection', 'close');
      if (!reply.hasHeader('cache-control')) {
        const vary = reply.getHeader('vary');
        reply
          .header('cache-control', 'no-store')
          .header('vary', vary ? `${String(vary)}, Cookie` : 'Cookie');
      }
      done();
    });
  },
  { name: 'security', dependencies: ['core'] },
);
