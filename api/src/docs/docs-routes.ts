import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { listEndpoints, toRouterPath } from '@permit/shared-contracts';
import { jsonSerializerCompiler } from '../http/json-body';
import { securityHeaders } from '../http/security-headers';
import { API_VERSION } from '../version';
import { contractRouteSchema, sharedSchemas } from './contract-schema';

/**
 * The docs page's own policy (every other answer has the API's, http/security-headers.ts): scripts only
 * from the API origin (@fastify/swagger-ui's page has no inline script), the inline styles Swagger UI sets,
 * its data: logo, calls to the API itself ("Try it out"); still never framed.
 */
export const DOCS_CSP_DIRECTIVES = {
  'default-src': ["'none'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
};

/** The API's headers with the docs policy, set over the API's own (security-headers.ts runs first). */
const docsHeaders = securityHeaders(DOCS_CSP_DIRECTIVES);

// route() parses params, query and body with these same zod schemas itself, after the access check and
// with Russian messages (http/route.ts): on contract routes Fastify must neither validate nor serialize by the
// schema; answers are plain JSON (http/json-body.ts).
const parsedByRoute: FastifySchemaCompiler<unknown> = () => () => true;

/**
 * The OpenAPI 3.1 document (@fastify/swagger, dynamic mode) and Swagger UI (@fastify/swagger-ui, its own
 * files, no CDN). Every contract route carries its endpoint's zod schemas as its route schema, so the
 * document is generated from the routes the server really has; `{id}` in the contract is `:id` for Fastify
 * (toRouterPath) and `{id}` again in the document (the library). Routes outside the contract have no tags
 * and stay out of it. GET /api/openapi.json (also /api/docs/json) and GET /api/docs are public: the
 * document describes the API, it discloses no data. Authorize with "Bearer_{token}" to try the calls.
 * Must be registered before the routes it documents.
 */
export async function registerDocsRoutes(app: FastifyInstance): Promise<void> {
  const contract = new Map(
    listEndpoints().map(({ id, endpoint }) => [`${endpoint.method} ${toRouterPath(endpoint.path)}`, contractRouteSchema(id, endpoint)]),
  );
  app.addHook('onRoute', (routeOptions) => {
    const schema = contract.get(`${String(routeOptions.method)} ${routeOptions.url}`);
    if (!schema) return;
    routeOptions.schema = schema;
    routeOptions.validatorCompiler = parsedByRoute;
    routeOptions.serializerCompiler = jsonSerializerCompiler;
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'API портала наряд-допусков',
        version: API_VERSION,
        description:
          'Все вызовы, кроме входа и восстановления пароля, требуют заголовок `Authorization: Bearer_{token}` ' +
          '(токен из POST /api/users/auth/login). Ошибки приходят в виде `{ code, message }`.',
      },
      servers: [{ url: '/' }],
      security: [{ token: [] }],
      components: {
        securitySchemes: {
          token: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'Bearer_{token} (или стандартное Bearer {token})' },
        },
      },
    },
    hideUntagged: true,
    transform: createJsonSchemaTransform({ skipList: [], schemaRegistry: sharedSchemas }),
    transformObject: createJsonSchemaTransformObject({ schemaRegistry: sharedSchemas }),
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    theme: { title: 'API портала наряд-допусков' },
    uiConfig: { deepLinking: true, persistAuthorization: false },
    // The page and its generated script get the docs policy; the package's static files keep the API's.
    uiHooks: {
      onRequest: (request, reply, done) => {
        docsHeaders(request, reply);
        done();
      },
    },
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
