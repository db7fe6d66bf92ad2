import { z } from 'zod';
import { API_VERSION } from '../version';
import { errorBodySchema, listEndpoints, type EndpointConfig } from '@permit/shared-contracts';

type JsonSchema = Record<string, unknown>;

/** JSON Schema 2020-12 (what OpenAPI 3.1 uses) of a contract schema, as the request sends it or the response carries it. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  return rest;
}

const ERROR_RESPONSES: Record<string, string> = {
  '400': 'Некорректный запрос: сообщение называет поле',
  '401': 'Нет токена, или он недействителен или истёк',
  '403': 'Недостаточно прав',
  '404': 'Объект не найден (или недоступен вызывающему)',
  '409': 'Конфликт: переход невозможен, запись используется, дубликат',
  '413': 'Слишком большой запрос или файл',
};

function parameters(schema: z.ZodType | undefined, where: 'path' | 'query'): JsonSchema[] {
  if (!schema) return [];
  const object = jsonSchema(schema, 'input');
  const properties = (object.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((object.required ?? []) as string[]);
  return Object.entries(properties).map(([name, s]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: s,
  }));
}

function requestBody(e: EndpointConfig): JsonSchema | undefined {
  if (e.bodyType === 'multipart') {
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: {
              file: { type: 'string', format: 'binary', description: 'Файл' },
              documents: { type: 'string', description: 'Список ссылок «ссылка---имя», разделённых «-------» (при пустом файле)' },
            },
          },
        },
      },
    };
  }
  if (!e.body) return undefined;
  return { required: true, content: { 'application/json': { schema: jsonSchema(e.body, 'input') } } };
}

function operation(id: string, e: EndpointConfig): JsonSchema {
  const responses: Record<string, unknown> = {
    '200': e.path.includes('/files/')
      ? { description: 'Файл (Content-Disposition: attachment)', content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } }
      : { description: 'Успешно', content: { 'application/json': { schema: jsonSchema(e.response, 'output') } } },
  };
  for (const [code, description] of Object.entries(ERROR_RESPONSES)) {
    if (code === '401' && e.access === 'public') continue;
    if (code === '413' && e.method === 'GET') continue;
    responses[code] = { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };
  }
  const [group, area] = id.split('.');
  return {
    operationId: id,
    summary: e.summary,
    description: e.access === 'admin' ? 'Только для роли ADMIN.' : e.access === 'public' ? 'Без авторизации.' : 'Любой авторизованный пользователь.',
    tags: [group === 'catalogues' || group === 'lookups' ? `catalogues: ${area}` : group],
    parameters: [...parameters(e.params, 'path'), ...parameters(e.query, 'query')],
    ...(requestBody(e) ? { requestBody: requestBody(e) } : {}),
    responses,
    ...(e.access === 'public' ? { security: [] } : {}),
  };
}

/**
 * The OpenAPI 3.1 document of the API, generated from the contract's endpoint table (paths, methods,
 * access, zod schemas of params, query, body and response): it cannot drift from what the server checks.
 */
export function buildOpenApi(): JsonSchema {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { id, endpoint } of listEndpoints()) {
    paths[endpoint.path] ??= {};
    paths[endpoint.path]![endpoint.method.toLowerCase()] = operation(id, endpoint);
  }
  return {
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
    paths,
    components: {
      securitySchemes: {
        token: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'Bearer_{token} (или стандартное Bearer {token})' },
      },
      schemas: { Error: jsonSchema(errorBodySchema, 'output') },
    },
  };
}
