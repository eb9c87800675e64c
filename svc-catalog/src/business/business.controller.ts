import {
  Body,
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  Param,
  Patch,
  Post,
  Query,
  Res,
} from '@nestjs/common';
import type { Response } from 'express';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import { AdminActor, AdminRoute, PublicCache, RateLimit, setDidYouMeanHeader } from '@byp/nest-common';
import { DID_YOU_MEAN_HEADER, type ContentLanguage } from '@byp/contracts';
import { LanguageQuery, ReadLanguage } from '../content-language/read-language';
import { UuidParamPipe } from '@byp/nest-common';
import {
  BulkImportDto,
  BulkImportResultDto,
  BusinessResponseDto,
  CategoryCountDto,
  CreateBusinessDto,
  CreatePublicBusinessDto,
  ListBusinessesQuery,
  UpdateBusinessDto,
} from './business.dto';
import { AdminBusinessesQuery, AdminBusinessPageDto } from './admin-business-query';
import { BusinessCsvService } from './business-csv.service';
import { BusinessMapDto, BusinessMapQuery, BusinessMapService } from './business-map';
import { sendJson, serializeJson } from './json-answer';
import { BUSINESS_NOT_FOUND, BusinessService } from './business.service';
import { TOTAL_COUNT_CAP } from './business-list-count';
import { londonDay } from './opening-hours';

/** The number of matches on every page of GET /api/businesses (issue 29), up to TOTAL_COUNT_CAP. */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';
/** Instead of X-Total-Count when more than TOTAL_COUNT_CAP match: counting stopped there. */
export const TOTAL_AT_LEAST_HEADER = 'X-Total-At-Least';

const BusinessId = () => Param('id', new UuidParamPipe(BUSINESS_NOT_FOUND));

/** Static paths (categories, all, ...) are declared before /:id so they are matched first. */
@ApiTags('businesses')
@Controller('api/businesses')
export class BusinessController {
  constructor(
    private readonly businesses: BusinessService,
    private readonly csv: BusinessCsvService,
    private readonly map: BusinessMapService,
  ) {}

  @Get()
  @PublicCache()
  @ApiOperation({ summary: 'Approved businesses, optionally filtered and paged' })
  @ApiOkResponse({
    type: [BusinessResponseDto],
    headers: {
      [DID_YOU_MEAN_HEADER]: {
        description:
          "Only on a search (q) that found nothing when a business name is close: that name, percent-encoded (encodeURIComponent), for 'Did you mean …?'",
        schema: { type: 'string' },
      },
      'Content-Language': { description: 'The language of name and description', schema: { type: 'string' } },
      [TOTAL_COUNT_HEADER]: {
        description: `How many approved businesses match the filters and search on all pages (limit and offset left out), when at most ${TOTAL_COUNT_CAP} do or the page is the last (a short page); else ${TOTAL_AT_LEAST_HEADER} is sent instead`,
        schema: { type: 'integer', minimum: 0 },
      },
      [TOTAL_AT_LEAST_HEADER]: {
        description: `Instead of ${TOTAL_COUNT_HEADER} when more than ${TOTAL_COUNT_CAP} match and the page is not the last: counting stopped at ${TOTAL_COUNT_CAP} ('${TOTAL_COUNT_CAP.toLocaleString('en-GB')}+')`,
        schema: { type: 'integer', minimum: 0 },
      },
    },
  })
  @ApiBadRequestResponse({ description: 'Bad query parameter' })
  async list(
    @Query() query: ListBusinessesQuery,
    @ReadLanguage() lang: ContentLanguage,
    @Res() res: Response,
  ): Promise<void> {
    const { answer, total, didYouMean } = await this.businesses.listPublicJson(query, lang);
    setDidYouMeanHeader(res, didYouMean);
    if ('exact' in total) res.setHeader(TOTAL_COUNT_HEADER, String(total.exact));
    else res.setHeader(TOTAL_AT_LEAST_HEADER, String(total.atLeast));
    await sendJson(res, answer);
  }

  @Get('categories')
  @PublicCache()
  @ApiOperation({ summary: 'Approved business count per category (all nine, zeros included)' })
  @ApiOkResponse({ type: [CategoryCountDto] })
  async categories(@Res() res: Response): Promise<void> {
    await sendJson(res, await this.businesses.countByCategoryJson());
  }

  @Get('map')
  @PublicCache()
  @ApiOperation({
    summary:
      'The map in view: clusters and markers of the approved businesses inside bbox at a zoom, with the list filters',
    description:
      'Grouped in Postgres on a Web-Mercator grid of 64 px cells at the zoom (a cell of one business is a marker); from zoom 16 every business is a marker, unless the view holds more than 500 (then clustered). Cluster position: the mean of its members; bbox: their extent.',
  })
  @ApiOkResponse({ type: BusinessMapDto })
  @ApiBadRequestResponse({ description: 'Missing or bad bbox or zoom, or a bad filter' })
  async mapView(
    @Query() query: BusinessMapQuery,
    @ReadLanguage() lang: ContentLanguage,
    @Res() res: Response,
  ): Promise<void> {
    await sendJson(res, serializeJson(await this.map.view(query, lang)));
  }

  @Get('all')
  @AdminRoute()
  @ApiOperation({
    summary: 'Admin: every business, pending included; with page/pageSize one page and the total',
  })
  @ApiExtraModels(AdminBusinessPageDto)
  @ApiOkResponse({
    description: 'Without page or pageSize: every business; with either: one page and the total',
    schema: {
      oneOf: [
        { type: 'array', items: { $ref: getSchemaPath(BusinessResponseDto) } },
        { $ref: getSchemaPath(AdminBusinessPageDto) },
      ],
    },
  })
  listAll(
    @Query() query: AdminBusinessesQuery,
    @ReadLanguage() lang: ContentLanguage,
  ): Promise<BusinessResponseDto[] | AdminBusinessPageDto> {
    return this.businesses.listAll(query, lang);
  }

  @Get('export')
  @AdminRoute()
  @ApiOperation({
    summary: 'Admin: approved businesses as CSV (businesses_export_{yyyy-MM-dd}.csv), streamed as read',
  })
  @ApiProduces('text/csv')
  @ApiOkResponse({ schema: { type: 'string' } })
  async export(@Res() res: Response): Promise<void> {
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader(
      'Content-Disposition',
      `attachment; filename="businesses_export_${londonDay(new Date())}.csv"`,
    );
    try {
      await this.csv.exportTo(res);
    } catch (error) {
      // Before the first byte the error filter answers as for any route; after it, the client
      // must not take a cut file for a whole one: the connection is cut instead.
      if (!res.headersSent) throw error;
      res.destroy(error instanceof Error ? error : undefined);
      return;
    }
    res.end();
  }

  @Get('template')
  @PublicCache()
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="business_template.csv"')
  @ApiOperation({ summary: 'The CSV template (business_template.csv)' })
  @ApiProduces('text/csv')
  @ApiOkResponse({ schema: { type: 'string' } })
  template(): string {
    return this.csv.template();
  }

  @Post('bulk')
  @HttpCode(200)
  @AdminRoute()
  @ApiOperation({
    summary: 'Admin: import businesses from CSV; valid rows are stored together, invalid rows reported',
  })
  @ApiOkResponse({ type: BulkImportResultDto })
  @ApiBadRequestResponse({ description: 'No csv text, unparseable CSV or too many rows' })
  bulk(@Body() dto: BulkImportDto, @AdminActor() actor: string): Promise<BulkImportResultDto> {
    return this.csv.import(dto.csv, actor);
  }

  @Post('public')
  @RateLimit('public-write')
  @ApiOperation({ summary: 'Submit a business for moderation (created pending)' })
  @ApiCreatedResponse({ type: BusinessResponseDto })
  @ApiBadRequestResponse({ description: 'Validation failed, or a moderation field was sent' })
  submit(
    @Body() dto: CreatePublicBusinessDto,
    @ReadLanguage() lang: ContentLanguage,
  ): Promise<BusinessResponseDto> {
    return this.businesses.submitPublic(dto, lang);
  }

  @Post()
  @AdminRoute()
  @ApiOperation({ summary: 'Admin: create an (approved) business' })
  @ApiCreatedResponse({ type: BusinessResponseDto })
  @ApiBadRequestResponse({ description: 'Validation failed' })
  create(
    @Body() dto: CreateBusinessDto,
    @ReadLanguage() lang: ContentLanguage,
    @AdminActor() actor: string,
  ): Promise<BusinessResponseDto> {
    return this.businesses.create(dto, lang, actor);
  }

  @Get(':id')
  @PublicCache()
  @ApiOperation({ summary: 'One approved business' })
  @ApiOkResponse({ type: BusinessResponseDto })
  @ApiNotFoundResponse({ description: 'Unknown or pending business' })
  get(
    @BusinessId() id: string,
    // Declared for validation and OpenAPI; ReadLanguage reads it.
    @Query() _language: LanguageQuery,
    @ReadLanguage() lang: ContentLanguage,
  ): Promise<BusinessResponseDto> {
    return this.businesses.getPublic(id, lang);
  }

  @Patch(':id')
  @AdminRoute()
  @ApiOperation({ summary: 'Admin: change some fields (flags included)' })
  @ApiOkResponse({ type: BusinessResponseDto })
  @ApiNotFoundResponse()
  update(
    @BusinessId() id: string,
    @Body() dto: UpdateBusinessDto,
    @ReadLanguage() lang: ContentLanguage,
    @AdminActor() actor: string,
  ): Promise<BusinessResponseDto> {
    return this.businesses.update(id, dto, lang, actor);
  }

  @Post(':id/approve')
  @HttpCode(200)
  @AdminRoute()
  @ApiOperation({ summary: 'Admin: approve a pending business' })
  @ApiOkResponse({ type: BusinessResponseDto })
  @ApiNotFoundResponse()
  approve(
    @BusinessId() id: string,
    @ReadLanguage() lang: ContentLanguage,
    @AdminActor() actor: string,
  ): Promise<BusinessResponseDto> {
    return this.businesses.approve(id, lang, actor);
  }

  @Delete(':id')
  @HttpCode(204)
  @AdminRoute()
  @ApiOperation({ summary: 'Admin: delete a business with its offers and reviews' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse()
  remove(@BusinessId() id: string, @AdminActor() actor: string): Promise<void> {
    return this.businesses.remove(id, actor);
  }
}
