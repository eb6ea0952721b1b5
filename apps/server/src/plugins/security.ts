import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

/**
 * Security headers. Scripts only from our own origin: the SPA's runtime settings travel as a JSON
 * data block, which the browser never executes, so no inline script is needed.
 */
export const securityPlugin = fp(
  async (fastify) => {
    const { webDev } = fastify.config;
    await fastify.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          // Vite's dev server injects its React refresh preamble inline; production never does.
          scriptSrc: webDev ? ["'self'", "'unsafe-inline'"] : ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          connectSrc: webDev ? ["'self'", 'ws:'] : ["'self'"],
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
  },
  { name: 'security', dependencies: ['core'] },
);
