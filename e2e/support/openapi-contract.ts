import SwaggerParser from '@apidevtools/swagger-parser';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { OpenAPIV3 } from 'openapi-types';

/**
 * Checks requests and answers against the OpenAPI documents the services serve, as a validating
 * proxy or a generated client would read them (issue 31): each document must be valid OpenAPI
 * (swagger-parser), then every request's path, query and JSON body and every answer's status and
 * JSON body must match the operation's schemas (ajv, with OpenAPI's `nullable` and formats).
 */

type Operation = OpenAPIV3.OperationObject;
type Parameter = OpenAPIV3.ParameterObject;
type Schema = OpenAPIV3.SchemaObject;

export interface Exchange {
  method: string;
  /** Path and query as sent. */
  url: string;
  requestBody?: unknown;
  status: number;
  contentType: string | null;
  responseBody: unknown;
}

export interface Finding {
  exchange: string;
  problems: string[];
}

interface Route {
  document: string;
  template: string;
  pattern: RegExp;
  params: number;
  item: OpenAPIV3.PathItemObject;
}

const templatePattern = (template: string) =>
  new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '([^/]+)')}$`);

export class OpenApiContract {
  /** Requests whose path, query and body were checked; answers whose status and body were checked. */
  readonly counts = { requests: 0, answers: 0, requestsRejectedByDocument: 0 };
  private readonly ajv = addFormats(new Ajv({ strict: false, allErrors: true }));
  private readonly compiled = new WeakMap<object, ValidateFunction>();

  private constructor(private readonly routes: Route[]) {}

  /** Validates each served document (swagger-parser) and dereferences it for the checks. */
  static async load(documents: Record<string, unknown>): Promise<OpenApiContract> {
    const routes: Route[] = [];
    for (const [name, document] of Object.entries(documents)) {
      await SwaggerParser.validate(structuredClone(document) as OpenAPIV3.Document);
      const api = (await SwaggerParser.dereference(
        structuredClone(document) as OpenAPIV3.Document,
      )) as OpenAPIV3.Document;
      for (const [template, item] of Object.entries(api.paths ?? {}))
        routes.push({
          document: name,
          template,
          pattern: templatePattern(template),
          params: (template.match(/\{/g) ?? []).length,
          item: item!,
        });
    }
    // A literal segment wins over a parameter (/api/businesses/all before /api/businesses/{id}).
    routes.sort((a, b) => a.params - b.params);
    return new OpenApiContract(routes);
  }

  /** The problems of one request (path, query, body); empty when the document accepts it. */
  checkRequest(exchange: Exchange): string[] {
    const { operation, params, problems } = this.operationOf(exchange);
    if (!operation) return problems;
    this.counts.requests += 1;
    const url = new URL(exchange.url, 'http://x');
    const declared = (operation.parameters ?? []) as Parameter[];
    for (const p of declared.filter((p) => p.in === 'path')) {
      const value = params[p.name];
      if (value === undefined) problems.push(`path parameter ${p.name} is not in the template`);
      else problems.push(...this.validate(p.schema as Schema, value, `path ${p.name}`));
    }
    const query = declared.filter((p) => p.in === 'query');
    for (const name of new Set(url.searchParams.keys())) {
      const p = query.find((q) => q.name === name);
      if (!p) {
        problems.push(`query parameter ${name} is not documented`);
        continue;
      }
      const values = url.searchParams.getAll(name);
      const schema = p.schema as Schema;
      const value =
        schema.type === 'array'
          ? values.map((v) => coerce(schema.items as Schema, v))
          : coerce(schema, values[0]);
      problems.push(...this.validate(schema, value, `query ${name}`));
    }
    for (const p of query.filter((q) => q.required && !url.searchParams.has(q.name)))
      problems.push(`required query parameter ${p.name} is missing`);
    const body = operation.requestBody as OpenAPIV3.RequestBodyObject | undefined;
    if (exchange.requestBody !== undefined) {
      const schema = body?.content['application/json']?.schema as Schema | undefined;
      if (!schema) problems.push('the operation documents no JSON body');
      else problems.push(...this.validate(schema, exchange.requestBody, 'body'));
    } else if (body?.required) {
      problems.push('the required body is missing');
    }
    if (problems.length > 0) this.counts.requestsRejectedByDocument += 1;
    return problems;
  }

  /** The problems of one answer: its status must be documented, and a JSON body match its schema. */
  checkAnswer(exchange: Exchange): string[] {
    const { operation, problems } = this.operationOf(exchange);
    if (!operation) return problems;
    this.counts.answers += 1;
    const status = String(exchange.status);
    // `default` stands for the errors only: a success must be documented by its own status.
    const response = (operation.responses[status] ??
      operation.responses[`${status[0]}XX`] ??
      (exchange.status >= 400 ? operation.responses.default : undefined)) as
      OpenAPIV3.ResponseObject | undefined;
    if (!response) return [`status ${status} is not documented`];
    if (exchange.status === 204 || exchange.status === 304) return [];
    const json = exchange.contentType?.includes('json');
    if (!json) {
      const types = Object.keys(response.content ?? {});
      const type = exchange.contentType?.split(';')[0].trim() ?? '';
      if (types.length > 0 && !types.includes(type) && !types.includes('*/*'))
        problems.push(`answer type ${type} is not among ${types.join(', ')}`);
      return problems;
    }
    const schema = response.content?.['application/json']?.schema as Schema | undefined;
    if (!schema) return [`status ${status} documents no JSON body`];
    return this.validate(schema, exchange.responseBody, `answer ${status}`);
  }

  private operationOf(exchange: Exchange): {
    operation?: Operation;
    params: Record<string, string>;
    problems: string[];
  } {
    const pathname = new URL(exchange.url, 'http://x').pathname;
    const method = exchange.method.toLowerCase() as OpenAPIV3.HttpMethods;
    for (const route of this.routes) {
      const match = route.pattern.exec(pathname);
      if (!match || !route.item[method]) continue;
      const names = [...route.template.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
      const params = Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(match[i + 1])]));
      return { operation: route.item[method], params, problems: [] };
    }
    return { params: {}, problems: [`${exchange.method} ${pathname} is not documented`] };
  }

  private validate(schema: Schema, value: unknown, where: string): string[] {
    let validate = this.compiled.get(schema);
    if (!validate) {
      validate = this.ajv.compile(jsonSchema(schema) as object);
      this.compiled.set(schema, validate);
    }
    if (validate(value)) return [];
    return (validate.errors ?? []).map((e) => `${where}${e.instancePath} ${e.message ?? e.keyword}`);
  }
}

/** A query string value as the schema's type reads it ('5' → 5, 'true' → true). */
function coerce(schema: Schema | undefined, value: string): unknown {
  if (schema?.type === 'integer' || schema?.type === 'number')
    return value.trim() !== '' && !Number.isNaN(Number(value)) ? Number(value) : value;
  if (schema?.type === 'boolean') return value === 'true' ? true : value === 'false' ? false : value;
  return value;
}

/**
 * An OpenAPI 3.0 schema as JSON Schema: `nullable: true` becomes "this, or null" wherever it
 * stands (beside `allOf` of a referenced model too, where ajv's own `nullable` needs a `type`).
 */
function jsonSchema(schema: unknown, seen = new Map<object, unknown>()): unknown {
  if (Array.isArray(schema)) return schema.map((item) => jsonSchema(item, seen));
  if (!schema || typeof schema !== 'object') return schema;
  if (seen.has(schema)) return seen.get(schema);
  const out: Record<string, unknown> = {};
  seen.set(schema, out);
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'nullable' || key === 'example' || key === 'examples') continue;
    // properties/patternProperties map names to schemas; everything else may nest schemas too.
    out[key] = jsonSchema(value, seen);
  }
  if ((schema as { nullable?: boolean }).nullable !== true) return out;
  const copy = { ...out };
  for (const key of Object.keys(out)) delete out[key];
  out.anyOf = [copy, { type: 'null' }];
  return out;
}
