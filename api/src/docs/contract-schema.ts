import { z } from 'zod';
import { errorBodySchema, type EndpointAccess, type EndpointConfig, type FieldErrors } from '@permit/shared-contracts';
import { endpointSummary } from '@permit/shared-contracts/src/http/endpoint-summaries';

/**
 * What the document adds to zod schemas: an id makes one a component the library refers to by `$ref` (the
 * one error shape); a description explains a field the contract leaves to the handler.
 */
export const sharedSchemas = z.registry<{ id?: string; description?: string }>();
sharedSchemas.add(errorBodySchema, { id: 'Error' });
/** The one error shape with the field texts a refused permit save adds: that call's 400 only. */
const fieldErrors: z.ZodType<FieldErrors> = z.record(z.string(), z.string());
const saveRefusalSchema = errorBodySchema.extend({ fields: fieldErrors.optional() });
sharedSchemas.add(saveRefusalSchema, { id: 'SaveRefusal' });
/** The calls whose 400 names each field in `fields` (api/src/nd/field-problems.ts). */
const FIELD_REFUSALS: ReadonlySet<string> = new Set(['nd.save']);

const file = z.file();
sharedSchemas.add(file, { description: 'Файл' });
const textField = z.string();
sharedSchemas.add(textField, { description: 'Текстовое поле (см. описание вызова)' });

const ERROR_RESPONSES: Record<string, string> = {
  '400': 'Некорректный запрос: сообщение называет поле',
  '401': 'Нет токена, или он недействителен или истёк',
  '403': 'Недостаточно прав',
  '404': 'Объект не найден (или недоступен вызывающему)',
  '409': 'Конфликт: переход невозможен, запись используется, дубликат',
  '413': 'Слишком большой запрос или файл',
  '429': 'Слишком много запросов',
};

const ACCESS: Record<EndpointAccess, string> = {
  public: 'Без авторизации.',
  user: 'Любой авторизованный пользователь.',
  admin: 'Только для роли ADMIN.',
};

/** A multipart body is read part by part by its handler (http/multipart.ts); the contract names its fields in the summary. */
const multipartBody = z.object({ file: file.optional() }).catchall(textField);

function responses(id: string, e: EndpointConfig): Record<string, unknown> {
  const out: Record<string, unknown> = {
    '200':
      e.responseType === 'blob'
        ? { description: 'Файл (Content-Disposition: attachment)', content: { 'application/octet-stream': { schema: file } } }
        : { description: 'Успешно', content: { 'application/json': { schema: e.response } } },
  };
  for (const [code, description] of Object.entries(ERROR_RESPONSES)) {
    if (code === '401' && e.access === 'public') continue;
    if (code === '413' && e.method === 'GET') continue;
    if (code === '429' && !e.rateLimitPerMinute) continue;
    out[code] =
      code === '400' && FIELD_REFUSALS.has(id)
        ? { description: `${description}; каждое поле — в fields`, content: { 'application/json': { schema: saveRefusalSchema } } }
        : { description, content: { 'application/json': { schema: errorBodySchema } } };
  }
  return out;
}

/**
 * The Fastify route schema of one contract endpoint, in zod: @fastify/swagger reads it from the route and
 * fastify-type-provider-zod turns it into JSON Schema (input form for requests, output form for
 * responses), so the document is built from the very schemas the route parses with.
 */
export function contractRouteSchema(id: string, e: EndpointConfig) {
  const [group, area] = id.split('.');
  return {
    operationId: id,
    summary: endpointSummary(id),
    description: ACCESS[e.access],
    tags: [group === 'catalogues' || group === 'lookups' ? `catalogues: ${area}` : group!],
    ...(e.params ? { params: e.params } : {}),
    ...(e.query ? { querystring: e.query } : {}),
    ...(e.bodyType === 'multipart' ? { body: multipartBody, consumes: ['multipart/form-data'] } : e.body ? { body: e.body } : {}),
    response: responses(id, e),
    // Public calls need no token; the others use the document's default (the `token` scheme).
    ...(e.access === 'public' ? { security: [] } : {}),
  };
}
