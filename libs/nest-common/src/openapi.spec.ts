import 'reflect-metadata';
import { Body, Controller, Get, Module, Param, Patch, Post, Query } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiPropertyOptional,
  DocumentBuilder,
  PartialType,
  SwaggerModule,
} from '@nestjs/swagger';
import { OPENAPI_EXTRA_MODELS, withErrorResponses } from './openapi';
import {
  Coordinate,
  OptionalEmail,
  OptionalHttpUrl,
  OptionalText,
  QueryInt,
  RequiredText,
} from './validators';

class ThingDto {
  @RequiredText()
  name!: string;

  @ApiPropertyOptional({ description: 'A phone number' })
  @OptionalText(50)
  phone?: string | null;

  @OptionalEmail()
  email?: string | null;

  @OptionalHttpUrl()
  website?: string | null;

  @Coordinate(90)
  latitude?: number | null;
}

class UpdateThingDto extends PartialType(ThingDto, { skipNullProperties: false }) {}

class ListQuery {
  @QueryInt(1, 100)
  limit?: number;
}

@Controller('api/things')
class ThingController {
  @Get()
  list(@Query() query: ListQuery) {
    return [query];
  }

  @Post()
  @ApiCreatedResponse({ type: ThingDto })
  @ApiConflictResponse({ description: 'Taken' })
  create(@Body() dto: ThingDto) {
    return dto;
  }

  @Patch(':id')
  @ApiBearerAuth()
  update(@Param('id') id: string, @Body() dto: UpdateThingDto) {
    return { id, ...dto };
  }
}

@Module({ controllers: [ThingController] })
class ThingModule {}

describe('the generated OpenAPI document (issue 31)', () => {
  let document: ReturnType<typeof SwaggerModule.createDocument>;

  beforeAll(async () => {
    const app = await NestFactory.create(ThingModule, { logger: false });
    document = withErrorResponses(
      SwaggerModule.createDocument(app, new DocumentBuilder().addBearerAuth().build(), {
        extraModels: OPENAPI_EXTRA_MODELS,
      }),
    );
    await app.close();
  });

  const schemaOf = (name: string) =>
    document.components!.schemas![name] as { properties: Record<string, object>; required?: string[] };

  it('types each nullable field by what its rule accepts, not as object', () => {
    const thing = schemaOf('ThingDto');
    expect(thing.properties).toMatchObject({
      name: { type: 'string', minLength: 1 },
      phone: { type: 'string', nullable: true, maxLength: 50, description: 'A phone number' },
      email: { type: 'string', nullable: true },
      website: { type: 'string', nullable: true },
      latitude: { type: 'number', nullable: true, minimum: -90, maximum: 90 },
    });
    expect(thing.required).toEqual(['name']);
    // The PATCH body derives from it: the same types, nothing required.
    const update = schemaOf('UpdateThingDto');
    expect(update.properties).toMatchObject({
      phone: { type: 'string', nullable: true },
      latitude: { type: 'number', nullable: true },
    });
    expect(update.required ?? []).toEqual([]);
  });

  it('describes the query parameters with their types and limits', () => {
    const limit = document.paths['/api/things'].get!.parameters!.find(
      (p) => 'name' in p && p.name === 'limit',
    );
    expect(limit).toMatchObject({
      in: 'query',
      required: false,
      schema: { type: 'integer', minimum: 1, maximum: 100 },
    });
  });

  it('gives every error answer the error shape, and each operation the errors it can answer', () => {
    const ref = { $ref: '#/components/schemas/ApiErrorBodyDto' };
    const error = { content: { 'application/json': { schema: ref } } };
    expect(schemaOf('ApiErrorBodyDto')).toMatchObject({
      required: ['statusCode', 'error'],
      properties: { statusCode: { type: 'integer' }, error: { type: 'string' }, details: { type: 'array' } },
    });
    const list = document.paths['/api/things'].get!.responses;
    expect(Object.keys(list).sort()).toEqual(['200', '400', 'default']);
    const create = document.paths['/api/things'].post!.responses;
    expect(Object.keys(create).sort()).toEqual(['201', '400', '409', '413', '415', 'default']);
    expect(create['409']).toMatchObject({ description: 'Taken', ...error });
    const update = document.paths['/api/things/{id}'].patch!.responses;
    expect(Object.keys(update).sort()).toEqual(['200', '400', '401', '404', '413', '415', 'default']);
    for (const status of ['400', '401', '404', 'default']) expect(update[status]).toMatchObject(error);
  });
});
