import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { API_MESSAGES, MAX_UPLOAD_BYTES } from '@permit/shared-contracts';
import { createAuditLog, type AuditLog } from './audit/audit-log';
import { registerAuditRoutes } from './audit/audit-routes';
import { createAuthService } from './auth/auth-service';
import { createAuthCache } from './auth/auth-cache';
import { createAuthenticator } from './auth/current-user';
import { createDbLimiter } from './auth/db-limiter';
import type { LoginLimiter } from './auth/login-limiter';
import { createLoginThrottle, type LoginThrottle } from './auth/login-throttle';
import { createTokenService, type TokenService } from './auth/token';
import { registerCatalogueRoutes } from './catalogues/catalogue-routes';
import { createCatalogueService } from './catalogues/catalogue-service';
import { fastifyTrustProxy, type AppConfig } from './config';
import type { Db } from './db/db';
import { installErrorHandlers } from './http/error-handler';
import { installSecurityHeaders } from './http/security-headers';
import { badRequest } from './http/errors';
import { registerNdRoutes } from './nd/nd-routes';
import { registerFavouritesRoutes } from './nd/favourites';
import { registerNdFilesRoutes } from './nd/nd-files';
import { createNdSaveService } from './nd/nd-save-service';
import { createNdService } from './nd/nd-service';
import { createWorkflowService } from './processing/workflow-service';
import { registerNotificationsRoutes } from './notifications/notifications-routes';
import { createNotificationsService } from './notifications/notifications-service';
import { registerDocsRoutes } from './docs/docs-routes';
import { registerOutboxRoutes } from './mail/outbox-routes';
import { createMailer, type Mailer } from './mail/mailer';
import { registerHealthRoutes } from './system/health-routes';
import { registerUsersRoutes } from './users/users-routes';
import { createUsersService } from './users/users-service';

export type BuildConfig = Pick<AppConfig, 'tokenSecret' | 'tokenTtlSeconds' | 'bodyLimit' | 'validateResponses' | 'logLevel'> &
  Partial<Pick<AppConfig, 'trustProxy' | 'fileLimitBytes' | 'smtpUrl' | 'mailFrom' | 'authCacheMs'>>;


export interface BuildOptions {
  db: Db;
  config: BuildConfig;
  /** Replaceable in tests (a clock for expired tokens, a strict limiter). */
  tokens?: TokenService;
  /** Failed logins per login, address and both, counted in the database (auth/login-throttle.ts). */
  loginThrottle?: LoginThrottle;
  /** Limits password resets per e-mail (3 an hour by default). */
  resetLimiter?: LoginLimiter;
  /** Outgoing mail; by default SMTP when configured, else the mail_outbox table. */
  mailer?: Mailer;
  /** The audit trail (audit_log); replaceable in tests that need a write to fail after its entry. */
  auditLog?: AuditLog;
}

/**
 * The whole HTTP application around an already-open, migrated database. Everything it uses is passed
 * in, so tests build it on their own database and `main.ts` is the only place that reads the environment.
 */
export async function buildApp({ db, config, tokens, loginThrottle, resetLimiter, mailer, auditLog }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel, redact: ['req.headers.authorization'] },
    bodyLimit: config.bodyLimit,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // A malformed URL (bad percent-encoding) gets the API's error shape too.
    frameworkErrors: (_error, _request, reply: FastifyReply) => {
      void reply.code(400).send(badRequest(API_MESSAGES.badRequest).toBody());
    },
  });

  // POSTs like /notifications/readed?id= have no body, and some clients still send a JSON content type.
  // An empty JSON body therefore means "no body"; anything else goes through Fastify's safe parser
  // (which rejects __proto__ / constructor poisoning).
  const defaultJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    return defaultJson(request, text, done);
  });

  // Responses carry personal data and tokens: never cached, never sniffed.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    reply.header('x-content-type-options', 'nosniff');
  });

  installSecurityHeaders(app);
  installErrorHandlers(app);
  const maxFileBytes = config.fileLimitBytes ?? MAX_UPLOAD_BYTES;
  // Multipart bodies are read by the upload handlers themselves (http/multipart.ts), within these limits.
  await app.register(multipart, { limits: { fileSize: maxFileBytes, files: 1, fields: 10, parts: 12 } });
  const mail =
    mailer ??
    createMailer(db, { smtpUrl: config.smtpUrl ?? null, from: config.mailFrom ?? 'no-reply@permit.local', log: app.log });

  // Off unless configured (tests see every change at once); main.ts turns it on (AUTH_CACHE_MS).
  const authCache = createAuthCache(config.authCacheMs ?? 0);
  const tokenService = tokens ?? createTokenService({ secret: config.tokenSecret, ttlSeconds: config.tokenTtlSeconds });
  app.decorate('routeContext', {
    authenticate: createAuthenticator(db, tokenService, authCache),
    validateResponses: config.validateResponses,
  });

  const audit = auditLog ?? createAuditLog(db);
  registerHealthRoutes(app, { db });
  registerDocsRoutes(app);
  registerOutboxRoutes(app, { db });
  registerUsersRoutes(app, {
    auth: createAuthService(db, tokenService, loginThrottle ?? createLoginThrottle(db)),
    users: createUsersService(db, {
      mailer: mail,
      audit,
      authCache,
      resetLimiter: resetLimiter ?? createDbLimiter(db, { scope: 'reset', maxFailures: 3, windowMs: 60 * 60 * 1000 }),
    }),
  });
  const workflow = createWorkflowService(db, { audit });
  registerNdRoutes(app, { nd: createNdService(db), save: createNdSaveService(db, { workflow, audit }), workflow });
  registerNdFilesRoutes(app, { db, maxFileBytes, audit });
  registerFavouritesRoutes(app, { db });
  registerNotificationsRoutes(app, { notifications: createNotificationsService(db) });
  registerCatalogueRoutes(app, { catalogues: createCatalogueService(db, { audit }), maxFileBytes });
  registerAuditRoutes(app, { audit });

  await app.ready();
  return app;
}
