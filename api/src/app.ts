import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { DEFAULT_MAX_PERMIT_DAYS, MAX_UPLOAD_BYTES } from '@permit/shared-contracts';
import { API_MESSAGES } from './http/api-messages';
import { createAuditLog, type AuditLog } from './audit/audit-log';
import { registerAuditRoutes } from './audit/audit-routes';
import { createAuthService } from './auth/auth-service';
import { createAuthCache } from './auth/auth-cache';
import { createAuthenticator } from './auth/current-user';
import { registerLogoutRoute } from './auth/logout-route';
import { createDbLimiter } from './auth/db-limiter';
import type { HashGate } from './auth/hash-gate';
import type { LoginLimiter } from './auth/login-limiter';
import { createLoginThrottle, type LoginThrottle } from './auth/login-throttle';
import { createTokenService, type TokenService } from './auth/token';
import { registerCatalogueRoutes } from './catalogues/catalogue-routes';
import { createCatalogueService } from './catalogues/catalogue-service';
import { fastifyTrustProxy, type AppConfig } from './config';
import type { Db } from './db/db';
import { DEFAULT_ORG_FILE_QUOTA_BYTES } from './files/file-quota';
import type { FileStore } from './files/file-store';
import { installErrorHandlers } from './http/error-handler';
import { installSecurityHeaders } from './http/security-headers';
import { installRateLimit } from './http/rate-limit';
import { badRequest } from './http/errors';
import { registerNdRoutes } from './nd/nd-routes';
import { registerPrintRoutes } from './print/print-routes';
import { createPrintService } from './print/print-service';
import { registerFavouritesRoutes } from './nd/favourites';
import { registerNdFilesRoutes } from './nd/nd-files';
import { createNdSaveService } from './nd/nd-save-service';
import { createNdService } from './nd/nd-service';
import { createWorkflowService } from './processing/workflow-service';
import { registerSimopsRoutes } from './simops/simops-routes';
import { createSimopsService } from './simops/simops-service';
import { registerWorklistRoutes } from './worklist/worklist-routes';
import { createWorklistService } from './worklist/worklist-service';
import { registerBoardRoutes } from './board/board-routes';
import { createBoardService } from './board/board-service';
import { registerNotificationsRoutes } from './notifications/notifications-routes';
import { createNotificationsService } from './notifications/notifications-service';
import { registerDocsRoutes } from './docs/docs-routes';
import { registerOutboxRoutes } from './mail/outbox-routes';
import { createMailer, type Mailer } from './mail/mailer';
import { registerHealthRoutes } from './system/health-routes';
import { registerUsersRoutes } from './users/users-routes';
import { createPasswordService, PASSWORD_CHANGE_LIMITS } from './users/password-service';
import { createUsersService } from './users/users-service';
import { answerClientError } from './http/client-error';

export type BuildConfig = Pick<AppConfig, 'tokenTtlSeconds' | 'bodyLimit' | 'validateResponses' | 'logLevel'> &
  /** The resolved signing secret (auth/token-secret.ts), never null here. */
  { tokenSecret: string } & Partial<
    Pick<
      AppConfig,
      'rateLimit' | 'trustProxy' | 'fileLimitBytes' | 'smtpUrl' | 'mailFrom' | 'portalUrl' | 'authCacheMs' | 'maxPermitDays' | 'orgFileQuotaBytes'
    >
  >;

export interface BuildOptions {
  db: Db;
  config: BuildConfig;
  /** Where uploaded file bodies live (main.ts: FILES_DIR; tests: a temp folder per test file). */
  files: FileStore;
  /** Replaceable in tests (a clock for expired tokens, a strict limiter). */
  tokens?: TokenService;
  /** Failed logins per login, address and both, counted in the database (auth/login-throttle.ts). */
  loginThrottle?: LoginThrottle;
  /** How long a session renewed by re-authentication keeps working (auth/auth-service.ts; tests shorten it). */
  renewalGraceSeconds?: number;
  /** Limits password resets per e-mail (3 an hour by default). */
  resetLimiter?: LoginLimiter;
  /** Outgoing mail; by default SMTP when configured, else the mail_outbox table. */
  mailer?: Mailer;
  /** The audit trail (audit_log); replaceable in tests that need a write to fail after its entry. */
  auditLog?: AuditLog;
  /** How many PDFs are drawn at once and wait (print/print-service.ts); tests hold one full. */
  printGate?: HashGate;
}

/**
 * The whole HTTP application around an already-open, migrated database. Everything it uses is passed
 * in, so tests build it on their own database and `main.ts` is the only place that reads the environment.
 */
export async function buildApp({
  db,
  config,
  files,
  tokens,
  loginThrottle,
  renewalGraceSeconds,
  resetLimiter,
  mailer,
  auditLog,
  printGate,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel, redact: ['req.headers.authorization'] },
    bodyLimit: config.bodyLimit,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // A malformed URL (bad percent-encoding) gets the API's error shape too.
    frameworkErrors: (_error, _request, reply: FastifyReply) => {
      void reply.code(400).send(badRequest(API_MESSAGES.badRequest).toBody());
    },
    // And so does a request Node's parser refuses before Fastify sees it (headers or an address over 16 KB).
    clientErrorHandler: answerClientError,
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

  // Responses carry personal data and tokens: never cached (nosniff and the rest: http/security-headers.ts).
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  installSecurityHeaders(app);
  installErrorHandlers(app);
  // Before any route is declared: the plugin attaches each route's limit as the route is added.
  await installRateLimit(app);
  const maxFileBytes = config.fileLimitBytes ?? MAX_UPLOAD_BYTES;
  // Multipart bodies are read by the upload handlers themselves (http/multipart.ts), within these limits.
  await app.register(multipart, { limits: { fileSize: maxFileBytes, files: 1, fields: 10, parts: 12 } });
  const mail = mailer ?? createMailer(db, { smtpUrl: config.smtpUrl ?? null, from: config.mailFrom ?? 'no-reply@permit.local', log: app.log });

  // Off unless configured (tests see every change at once); main.ts turns it on (AUTH_CACHE_MS).
  const authCache = createAuthCache(config.authCacheMs ?? 0);
  const tokenService = tokens ?? createTokenService({ secret: config.tokenSecret, ttlSeconds: config.tokenTtlSeconds });
  app.decorate('routeContext', {
    authenticate: createAuthenticator(db, tokenService, authCache),
    validateResponses: config.validateResponses,
    rateLimit: config.rateLimit ?? true,
  });

  const audit = auditLog ?? createAuditLog(db);
  // First: it documents each contract route as the route is added.
  await registerDocsRoutes(app);
  registerHealthRoutes(app, { db });
  registerOutboxRoutes(app, { db });
  const auth = createAuthService(db, tokenService, loginThrottle ?? createLoginThrottle(db), authCache, renewalGraceSeconds);
  registerLogoutRoute(app, { auth });
  registerUsersRoutes(app, {
    auth,
    users: createUsersService(db, { mailer: mail, audit, authCache }),
    passwords: createPasswordService(db, {
      mailer: mail,
      audit,
      authCache,
      resetLimiter: resetLimiter ?? createDbLimiter(db, { scope: 'reset', maxFailures: 3, windowMs: 60 * 60 * 1000 }),
      changeLimiter: createDbLimiter(db, { scope: 'password-new', ...PASSWORD_CHANGE_LIMITS }),
      portalUrl: config.portalUrl ?? 'http://localhost:8080',
      log: app.log,
    }),
  });
  const maxPermitDays = config.maxPermitDays ?? DEFAULT_MAX_PERMIT_DAYS;
  const workflow = createWorkflowService(db, { audit, maxPermitDays });
  registerNdRoutes(app, { nd: createNdService(db), save: createNdSaveService(db, { workflow, audit, maxPermitDays }), workflow });
  const orgFileQuotaBytes = config.orgFileQuotaBytes ?? DEFAULT_ORG_FILE_QUOTA_BYTES;
  registerNdFilesRoutes(app, { db, files, maxFileBytes, orgFileQuotaBytes, audit });
  registerFavouritesRoutes(app, { db });
  registerWorklistRoutes(app, { worklist: createWorklistService(db) });
  registerBoardRoutes(app, { board: createBoardService(db) });
  registerNotificationsRoutes(app, { notifications: createNotificationsService(db) });
  registerCatalogueRoutes(app, { catalogues: createCatalogueService(db, { audit, files }), files, maxFileBytes });
  registerAuditRoutes(app, { audit });
  registerSimopsRoutes(app, { simops: createSimopsService(db, { audit }) });
  registerPrintRoutes(app, {
    print: createPrintService({ nd: createNdService(db), portalUrl: config.portalUrl ?? 'http://localhost:8080', gate: printGate }),
  });

  await app.ready();
  return app;
}
