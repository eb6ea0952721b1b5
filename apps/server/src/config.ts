import { isIP } from 'node:net';
import { z } from 'zod';
import { variantIds, type VariantId } from '@wayfarer/domain';
import { parseEncryptionKey } from './storage/encrypted-file-storage';
import type { S3Settings } from './storage/s3-file-storage';
import type { DestinationPolicy } from './modules/webhooks/destination';

const booleanFromString = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const optionalUrl = z.url().optional();

export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('localhost'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** Unset: `http://localhost:${PORT}`, so sign-in redirects come back to the port listened on. */
    PUBLIC_URL: optionalUrl,
    VARIANT_HOSTS: z.string().optional(),
    DATA_DIR: z.string().min(1).default('./.data'),
    DATABASE_URL: optionalUrl,
    DEMO_MODE: booleanFromString.optional(),
    OIDC_ISSUER: optionalUrl,
    OIDC_CLIENT_ID: z.string().min(1).optional(),
    OIDC_CLIENT_SECRET: z.string().min(1).optional(),
    OPERATOR_AUDIENCE: z.string().min(1).optional(),
    OPERATOR_IMPORT_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .default(256 * 1024 * 1024),
    OPERATOR_IMPORT_CONCURRENCY: z.coerce.number().int().min(1).max(8).default(2),
    TRUST_PROXY: booleanFromString.default(false),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
    JOBS_POLLING_INTERVAL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
    WEBHOOKS_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(30).default(8),
    WEBHOOKS_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).default(30),
    WEBHOOKS_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
    WEBHOOKS_RELAY_INTERVAL_MS: z.coerce.number().int().min(50).default(1000),
    WEBHOOKS_ALLOW_PRIVATE_NETWORKS: booleanFromString.optional(),
    WEBHOOKS_ALLOW_HTTP: booleanFromString.optional(),
    SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(5),
    ACCOUNT_DELETION_GRACE_DAYS: z.coerce.number().int().min(0).max(365).default(14),
    WEB_DEV: booleanFromString.default(false),
    RELEASE: z.string().default('dev'),
    SENTRY_DSN: optionalUrl,
    GTM_ID: z
      .string()
      .regex(/^GTM-[A-Z0-9]+$/)
      .optional(),
    GROWTHBOOK_API_HOST: optionalUrl,
    GROWTHBOOK_CLIENT_KEY: z.string().min(1).optional(),
    FLIGHT_SCHEDULES_API_URL: z.url().default('https://aerodatabox.p.rapidapi.com'),
    FLIGHT_SCHEDULES_API_KEY: z.string().min(1).optional(),
    DOCUMENTS_ENCRYPTION_KEY: z
      .string()
      .refine((value) => parseEncryptionKey(value) !== null, {
        message: 'must be 32 bytes written as 64 hex digits or base64',
      })
      .optional(),
    DOCUMENTS_VERIFICATION_WORKERS: z.coerce.number().int().min(0).max(8).default(1),
    DOCUMENTS_VERIFICATION_TIMEOUT_MS: z.coerce.number().int().min(1000).default(20_000),
    DOCUMENTS_READING_BUDGET_MS: z.coerce.number().int().min(0).default(1500),
    S3_BUCKET: z.string().min(1).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ENDPOINT: optionalUrl,
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: booleanFromString.optional(),
    S3_PREFIX: z.string().default(''),
    SMTP_URL: z
      .url()
      .refine((value) => /^smtps?:\/\/[^/]/i.test(value), {
        message: 'must be an smtp:// or smtps:// URL',
      })
      .optional(),
    /** `Name <address>` or an address; unset: `Wayfarer <no-reply@host of PUBLIC_URL>`. */
    MAIL_FROM: z
      .string()
      .regex(/^[^\p{Cc}]*@[^\p{Cc}]*$/u, 'must be an e-mail address, optionally with a name')
      .max(254)
      .optional(),
  })
  .superRefine((env, ctx) => {
    if (env.OIDC_ISSUER && !env.OIDC_CLIENT_ID) {
      ctx.addIssue({
        code: 'custom',
        path: ['OIDC_CLIENT_ID'],
        message: 'is required with OIDC_ISSUER',
      });
    }
    for (const name of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (env.S3_BUCKET && !env[name]) {
        ctx.addIssue({ code: 'custom', path: [name], message: 'is required with S3_BUCKET' });
      }
    }
  });

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  /** Origin of the default variant; the embedded issuer lives under it. */
  publicUrl: URL;
  /** `host[:port]` -> variant. */
  variantHosts: Map<string, VariantId>;
  dataDir: string;
  databaseUrl: string | undefined;
  demoMode: boolean;
  oidc: {
    issuer: string | undefined;
    clientId: string | undefined;
    clientSecret: string | undefined;
  };
  operator: {
    /** `aud` of operator access tokens: `<public origin>/api/operator` unless an external issuer's is set. */
    audience: string;
    /** Largest NDJSON import (bytes); one line may be at most 1 MiB, like any request body. */
    importMaxBytes: number;
    /** Import chunks written at once on PostgreSQL (PGlite has one connection: one at a time). */
    importConcurrency: number;
  };
  trustProxy: boolean;
  logLevel: Env['LOG_LEVEL'];
  shutdownTimeoutMs: number;
  jobs: { pollingIntervalSeconds: number };
  /** Webhook delivery: attempts before dead-lettering, first retry delay (doubled each time). */
  webhooks: {
    maxAttempts: number;
    retryDelaySeconds: number;
    timeoutMs: number;
    /** How often each instance looks for deliveries that are due and have no job. */
    relayIntervalMs: number;
    /** Whether endpoints may be http and on loopback or private networks (demo: yes). */
    destinations: DestinationPolicy;
  };
  /** How long this instance trusts a session it has read (0: every request reads it). */
  sessionCacheSeconds: number;
  /** Days between a traveller's request to delete their account and its erasure. */
  accountDeletion: { graceDays: number };
  webDev: boolean;
  release: string;
  sentryDsn: string | undefined;
  gtmId: string | undefined;
  growthbook: { apiHost: string | undefined; clientKey: string | undefined };
  /** The flight search's schedules: AeroDataBox when a key is set, else the embedded table. */
  flightSchedules: { apiUrl: string; apiKey: string | undefined };
  /** Files (document images): under `${dataDir}/files`, or in an S3-compatible bucket. */
  files: { s3: S3Settings | undefined };
  documents: {
    /** AES-256-GCM key of the document images; generated once and kept in the database when unset. */
    encryptionKey: Buffer | undefined;
    /** Images this instance verifies at once; 0 leaves the verification to other instances. */
    verificationWorkers: number;
    verificationTimeoutMs: number;
    /** No further OCR attempt on an image once this is spent (see ZONE_BUDGET_MS). */
    readingBudgetMs: number;
  };
  mail: {
    /** Unset: messages stay in the local mailbox (the `mail_messages` table). */
    smtpUrl: string | undefined;
    from: string;
    /** `/dev/mailbox`: in the demo, while the local mailbox is what receives the mail. */
    mailboxPage: boolean;
  };
}

export class ConfigError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid configuration:\n${issues.map((issue) => `  - ${issue}`).join('\n')}`);
  }
}

const defaultVariantSubdomains: Record<VariantId, string | null> = {
  international: null,
  italy: 'it',
  spain: 'es',
  france: 'fr',
  germany: 'de',
  global: 'us',
  english: 'en',
};

function defaultVariantHosts(publicUrl: URL): Map<string, VariantId> {
  const hosts = new Map<string, VariantId>();
  // An IP address has no subdomains (`it.127.0.0.1` is no host name): only the public host then.
  const isAddress = isIP(publicUrl.hostname.replace(/^\[|\]$/g, '')) !== 0;
  for (const variant of variantIds) {
    const sub = defaultVariantSubdomains[variant];
    if (sub && isAddress) continue;
    hosts.set(sub ? `${sub}.${publicUrl.host}` : publicUrl.host, variant);
  }
  return hosts;
}

const variantHostsSchema = z.record(
  z.string().min(1),
  z.enum(variantIds as [VariantId, ...VariantId[]]),
);

/** Parses the environment once; a bad value throws a ConfigError naming the variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map(
        (issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`,
      ),
    );
  }
  const env = parsed.data;
  const publicUrl = new URL(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`);
  let variantHosts = defaultVariantHosts(publicUrl);
  if (env.VARIANT_HOSTS) {
    let json: unknown;
    try {
      json = JSON.parse(env.VARIANT_HOSTS);
    } catch {
      throw new ConfigError(['VARIANT_HOSTS: must be a JSON object of host -> variant']);
    }
    const hosts = variantHostsSchema.safeParse(json);
    if (!hosts.success) {
      throw new ConfigError([`VARIANT_HOSTS: ${hosts.error.issues[0]?.message ?? 'invalid'}`]);
    }
    variantHosts = new Map(Object.entries(hosts.data));
  }
  const demoMode = env.DEMO_MODE ?? !env.DATABASE_URL;
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    publicUrl,
    variantHosts,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    demoMode,
    oidc: {
      issuer: env.OIDC_ISSUER,
      clientId: env.OIDC_CLIENT_ID,
      clientSecret: env.OIDC_CLIENT_SECRET,
    },
    operator: {
      // The embedded provider's operator resource is fixed; an external issuer names its own.
      audience:
        (env.OIDC_ISSUER ? env.OPERATOR_AUDIENCE : undefined) ?? `${publicUrl.origin}/api/operator`,
      importMaxBytes: env.OPERATOR_IMPORT_MAX_BYTES,
      importConcurrency: env.OPERATOR_IMPORT_CONCURRENCY,
    },
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    jobs: { pollingIntervalSeconds: env.JOBS_POLLING_INTERVAL_SECONDS },
    webhooks: {
      maxAttempts: env.WEBHOOKS_MAX_ATTEMPTS,
      retryDelaySeconds: env.WEBHOOKS_RETRY_DELAY_SECONDS,
      timeoutMs: env.WEBHOOKS_TIMEOUT_MS,
      relayIntervalMs: env.WEBHOOKS_RELAY_INTERVAL_MS,
      destinations: {
        allowHttp: env.WEBHOOKS_ALLOW_HTTP ?? demoMode,
        allowPrivateNetworks: env.WEBHOOKS_ALLOW_PRIVATE_NETWORKS ?? demoMode,
      },
    },
    sessionCacheSeconds: env.SESSION_CACHE_SECONDS,
    accountDeletion: { graceDays: env.ACCOUNT_DELETION_GRACE_DAYS },
    webDev: env.WEB_DEV,
    release: env.RELEASE,
    sentryDsn: env.SENTRY_DSN,
    gtmId: env.GTM_ID,
    growthbook: { apiHost: env.GROWTHBOOK_API_HOST, clientKey: env.GROWTHBOOK_CLIENT_KEY },
    flightSchedules: {
      apiUrl: env.FLIGHT_SCHEDULES_API_URL,
      apiKey: env.FLIGHT_SCHEDULES_API_KEY,
    },
    files: {
      s3:
        env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
          ? {
              bucket: env.S3_BUCKET,
              region: env.S3_REGION,
              endpoint: env.S3_ENDPOINT,
              forcePathStyle: env.S3_FORCE_PATH_STYLE ?? env.S3_ENDPOINT !== undefined,
              accessKeyId: env.S3_ACCESS_KEY_ID,
              secretAccessKey: env.S3_SECRET_ACCESS_KEY,
              prefix: env.S3_PREFIX,
            }
          : undefined,
    },
    documents: {
      encryptionKey: env.DOCUMENTS_ENCRYPTION_KEY
        ? (parseEncryptionKey(env.DOCUMENTS_ENCRYPTION_KEY) ?? undefined)
        : undefined,
      verificationWorkers: env.DOCUMENTS_VERIFICATION_WORKERS,
      verificationTimeoutMs: env.DOCUMENTS_VERIFICATION_TIMEOUT_MS,
      readingBudgetMs: env.DOCUMENTS_READING_BUDGET_MS,
    },
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM ?? `Wayfarer <no-reply@${publicUrl.hostname}>`,
      mailboxPage: (env.DEMO_MODE ?? !env.DATABASE_URL) && !env.SMTP_URL,
    },
  };
}
