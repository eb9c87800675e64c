import { ApiProperty, ApiPropertyOptional, getSchemaPath, type OpenAPIObject } from '@nestjs/swagger';
import type { ApiErrorBody, ErrorDetail } from '@byp/contracts';

/** One failed rule of an error answer (design.md: the error shape). */
export class ApiErrorDetailDto implements ErrorDetail {
  @ApiProperty({ example: 'name', description: 'The field, dot-separated for nested fields' })
  path!: string;

  @ApiProperty({ example: 'Business name is required', description: 'In English (spec section 5)' })
  message!: string;

  @ApiPropertyOptional({
    example: 'too_short',
    description: 'Machine-readable reason, so a client can show the message in its own language',
  })
  code?: string;

  @ApiPropertyOptional({ type: Number, description: 'With too_short: the least length' })
  min?: number;

  @ApiPropertyOptional({ type: Number, description: 'With too_long and too_big: the greatest value' })
  max?: number;
}

/** The body of every error answer, from a service or from the gateway (design.md). */
export class ApiErrorBodyDto implements ApiErrorBody {
  @ApiProperty({ type: 'integer', example: 400, description: 'The HTTP status again' })
  statusCode!: number;

  @ApiProperty({ example: 'Validation failed' })
  error!: string;

  @ApiPropertyOptional({ type: [ApiErrorDetailDto], description: 'Per field, where one is to blame' })
  details?: ApiErrorDetailDto[];
}

/** The models the document needs besides those its routes name. */
export const OPENAPI_EXTRA_MODELS = [ApiErrorBodyDto, ApiErrorDetailDto];

const STATUS_TEXT: Record<string, string> = {
  '400': 'Invalid input: `details` names each field and what is wrong with it',
  '401': 'No valid admin token',
  '404': 'No such item',
  '413': 'The body is larger than the route accepts',
  '415': 'The body is not JSON',
  default: 'Any other error (429 with Retry-After, 5xx): the same error shape',
};

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

interface Operation {
  parameters?: { in?: string }[];
  requestBody?: unknown;
  security?: unknown[];
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: unknown }> }>;
}

/**
 * Gives every error answer of the document the error shape (design.md), and adds the errors each
 * operation can answer from what it takes: 400 for any input, 404 for a path id, 401 for an admin
 * route, 413 and 415 for a body, and a `default` for the rest (429, 5xx). The responses a route
 * declares itself (@ApiConflictResponse, @ApiTooManyRequestsResponse...) keep their description
 * and get the schema. Run once on the generated document (configureService).
 */
export function withErrorResponses(document: OpenAPIObject): OpenAPIObject {
  const errorContent = { 'application/json': { schema: { $ref: getSchemaPath(ApiErrorBodyDto) } } };
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = (item as unknown as Record<string, Operation | undefined>)[method];
      if (!operation) continue;
      const responses = (operation.responses ??= {});
      const parameters = operation.parameters ?? [];
      const add = (status: string) => {
        responses[status] ??= { description: STATUS_TEXT[status] ?? 'Error' };
      };
      if (operation.requestBody || parameters.length > 0) add('400');
      if (path.includes('{')) add('404');
      if (operation.security?.length) add('401');
      if (operation.requestBody) {
        add('413');
        add('415');
      }
      add('default');
      // Errors are JSON whatever the route answers when it succeeds (a feed's error too).
      for (const [status, response] of Object.entries(responses)) {
        if (
          (status === 'default' || Number(status) >= 400) &&
          !response.content?.['application/json']?.schema
        )
          response.content = errorContent;
      }
    }
  }
  return document;
}
