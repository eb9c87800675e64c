import fc from 'fast-check';

/**
 * Generated hostile input (issue 31): strings, values and whole requests that a careless or
 * malicious client sends. Every arbitrary here is plain fast-check, so a failure shrinks to the
 * smallest input that still fails and replays from the seed the test prints.
 */

/** Set on `window` by every script payload below: a page that runs one has executed visitor text. */
export const PWNED_FLAG = '__bypPwned';

/** Markup and script that must stay text wherever it is shown. */
export const HTML_PAYLOADS = [
  `<script>window.${PWNED_FLAG}=1</script>`,
  `</script><script>window.${PWNED_FLAG}=1</script>`,
  `"><img src=x onerror="window.${PWNED_FLAG}=1">`,
  `'><svg onload=window.${PWNED_FLAG}=1>`,
  `<a href="javascript:window.${PWNED_FLAG}=1">x</a>`,
  `<iframe srcdoc="<script>parent.${PWNED_FLAG}=1</script>">`,
  '<!--#include virtual="/etc/passwd" -->',
  '<!--',
  ']]><![CDATA[',
  '<style>*{display:none}</style>',
] as const;

/** URLs that are not http(s), or http(s) dressed up to break out of an attribute. */
export const URL_PAYLOADS = [
  `javascript:window.${PWNED_FLAG}=1`,
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  '\u0001javascript:alert(1)',
  'javascript://example.org/%0Aalert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'ftp://example.org/x',
  'mailto:a@example.org',
  '//evil.example/x',
  '/\\evil.example',
  'http://',
  'https://',
  'http:///x',
  'https://exa mple.org',
  'https://example.org/"><script>alert(1)</script>',
  'https://example.org/\u202Egpj.exe',
  'https://[::1',
  `https://example.org/${'a'.repeat(2100)}`,
] as const;

/** SQL, LIKE, template and path fragments. */
export const INJECTION_PAYLOADS = [
  "' OR '1'='1",
  "'; DROP TABLE catalog.business; --",
  '"; DELETE FROM content.post; --',
  '1; SELECT pg_sleep(30)--',
  "') UNION SELECT id, name FROM auth.admin_user --",
  '%',
  '_',
  '%%_\\%',
  '\\',
  "\\'",
  '$1',
  '${7*7}',
  '{{7*7}}',
  '<%= 7*7 %>',
  '../../../etc/passwd',
  '%2e%2e%2f',
  '%00',
] as const;

/** Unicode that confuses: bidi overrides, invisible characters, lone surrogates, combining marks. */
export const UNICODE_PAYLOADS = [
  '\u202E',
  'abc\u202Egpj.exe',
  '\u202Dforced\u202C',
  '\u2066isolate\u2069',
  '\u200B',
  '\u200B\u200C\u200D\u2060\uFEFF',
  '\u00A0\u2007\u202F',
  '\u2028\u2029',
  '\u0085',
  '\uD800',
  '\uDC00',
  'a\uD83D',
  '\uDE00b',
  '\uFFFE\uFFFF',
  'e\u0301\u0301\u0301\u0301',
  'Z\u0364\u0351\u0313a\u0308\u0316\u032dl\u036e\u0312\u036bg\u030c\u0317\u031ao\u0319\u0314\u036e',
  '\u{1D573}\u{1D58A}\u{1D591}\u{1D591}\u{1D594}',
  '\u{1F469}\u200D\u{1F469}\u200D\u{1F467}\u200D\u{1F466}',
  'Ґанок їжака',
  '\u0000',
  'a\u0000b',
] as const;

/** Strings that look like other types or like keys of Object.prototype. */
export const LOOKALIKE_PAYLOADS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  'true',
  '0',
  '-1',
  '1e309',
  '[]',
  '{}',
] as const;

/** A lone surrogate (half of a UTF-16 pair): JSON can carry it escaped, UTF-8 cannot. */
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c));

const anyCodePoints = fc.string({ unit: 'binary', maxLength: 40 });

/** Empty, blank, long and very long strings (5,000 is LIMITS.textMax; 2 MB passes the gateway's body limit). */
const sizedStrings = fc.oneof(
  fc.constantFrom('', ' ', '\t\n\r', '   \u3000   '),
  fc.constantFrom(201, 2049, 5001, 20_000).map((n) => 'x'.repeat(n)),
  fc.constantFrom(3000).map((n) => 'ї'.repeat(n)),
  fc.constant('y'.repeat(2_200_000)),
);

/** One hostile string: a payload, random code points, a mix of them, or a size extreme. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HTML_PAYLOADS, ...URL_PAYLOADS) },
  { weight: 2, arbitrary: fc.constantFrom(...INJECTION_PAYLOADS, ...UNICODE_PAYLOADS) },
  { weight: 1, arbitrary: fc.constantFrom(...LOOKALIKE_PAYLOADS) },
  { weight: 2, arbitrary: anyCodePoints },
  {
    weight: 3,
    arbitrary: fc
      .array(
        fc.oneof(
          fc.constantFrom(...HTML_PAYLOADS, ...URL_PAYLOADS, ...INJECTION_PAYLOADS, ...UNICODE_PAYLOADS),
          anyCodePoints,
          loneSurrogate,
          fc.constantFrom('Kalyna bakery', 'Пекарня Калина', 'https://example.org/a'),
        ),
        { minLength: 2, maxLength: 4 },
      )
      .map((parts) => parts.join('')),
  },
  { weight: 1, arbitrary: sizedStrings },
);

/** `depth` arrays or objects inside each other (the services refuse more than 32 levels). */
export function nested(depth: number, kind: 'array' | 'object'): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = kind === 'array' ? [value] : { a: value };
  return value;
}

/** An object with an own key that object literals cannot make (`__proto__`), as JSON.parse would. */
export function withOwnKey(
  target: Record<string, unknown>,
  key: string,
  value: unknown,
): Record<string, unknown> {
  Object.defineProperty(target, key, { value, enumerable: true, configurable: true, writable: true });
  return target;
}

const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

/** An object holding a prototype key: `{"__proto__": {"isApproved": 1}}` and the like. */
const prototypePollution = fc
  .tuple(fc.constantFrom(...PROTOTYPE_KEYS), fc.constantFrom({ isApproved: 1 }, { polluted: 'yes' }, 'x', 1))
  .map(([key, value]) => withOwnKey({}, key, value));

/** A value of some other type than a field wants, or nested too deeply, or a prototype trap. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -0, 1, -1, 1.5, 1e308, -1e308, 2 ** 53 + 1, 5e-324),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom([], {}, [''], ['https://example.org/a', 1], [null], { en: 'x' }),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(fc.constantFrom('a', 'en', 'uk', 'value'), hostileString, { maxKeys: 2 }),
  fc
    .constantFrom(31, 33, 200)
    .chain((depth) => fc.constantFrom(nested(depth, 'array'), nested(depth, 'object'))),
  prototypePollution,
);

/** Any hostile value for a field. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileString },
  { weight: 2, arbitrary: wrongType },
);

/**
 * Keys a public body must not carry: moderation flags and counters (design: rejected or ignored,
 * never applied), server-made fields, prototype keys and plain unknown ones.
 */
export const FORBIDDEN_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'isApproved',
  'isVerified',
  'isPremium',
  'averageRating',
  'totalReviews',
  'currentRedemptions',
  'id',
  'slug',
  'createdAt',
  'unknownField',
] as const;

export interface GeneratedBody {
  /** The value sent (serialized with JSON.stringify unless `raw` is set). */
  value: unknown;
  /** Set when the body is hand-made text (malformed JSON, deep nesting past the parser). */
  raw?: string;
  contentType?: string;
}

/**
 * Bodies for one endpoint: its valid body with some fields replaced by hostile values, some left
 * out and perhaps a forbidden key added; or a whole body that is no object at all.
 */
export function hostileBody(
  valid: () => Record<string, unknown>,
  fields: readonly string[],
): fc.Arbitrary<GeneratedBody> {
  // Mostly strings (many of them valid text, so acceptances get checked too), some wrong types;
  // a forbidden key in one body of six.
  const fieldValue = fc.oneof({ weight: 4, arbitrary: hostileString }, { weight: 1, arbitrary: wrongType });
  const mutated = fc
    .record({
      changes: fc.array(fc.tuple(fc.constantFrom(...fields), fieldValue), { minLength: 1, maxLength: 3 }),
      dropped: fc.subarray([...fields], { maxLength: 1 }),
      extra: fc.oneof(
        { weight: 5, arbitrary: fc.constant(null) },
        {
          weight: 1,
          arbitrary: fc.tuple(
            fc.constantFrom(...FORBIDDEN_KEYS),
            hostileValue.map((v) => v ?? 1),
          ),
        },
      ),
    })
    .map(({ changes, dropped, extra }) => {
      const body = valid();
      for (const key of dropped) delete body[key];
      for (const [key, value] of changes) withOwnKey(body, key, value);
      if (extra) withOwnKey(body, extra[0], extra[0] === '__proto__' ? { isApproved: 1 } : extra[1]);
      return { value: body };
    });
  const notAnObject = fc
    .oneof(
      fc.constantFrom(null, 0, 'text', true, [] as unknown),
      fc.array(
        fc.constant(null).map(() => valid()),
        { minLength: 1, maxLength: 2 },
      ),
      fc.constantFrom(33, 500).map((depth) => nested(depth, 'object')),
    )
    .map((value) => ({ value }));
  return fc.oneof({ weight: 8, arbitrary: mutated }, { weight: 1, arbitrary: notAnObject });
}

/** JSON texts that are not JSON, or that a parser may choke on. */
export const MALFORMED_JSON = [
  '',
  '{',
  '}',
  '{"name":',
  "{'name':'x'}",
  '{"name":"x",}',
  '{name:"x"}',
  'NaN',
  '\uFEFF{}',
  '{"name":"\\ud800"',
  '{"name":"\\u00"}',
  '{"a":1}{"a":2}',
  '\u0000',
  '<?xml version="1.0"?><business/>',
  'name=x&description=y',
  '[',
  '['.repeat(50_000),
  `${'{"a":'.repeat(1000)}1${'}'.repeat(1000)}`,
  '{"__proto__":{"isApproved":1},"constructor":{"prototype":{"isApproved":1}}}',
] as const;

/** Content types that are not JSON, or JSON in a charset or form the services do not take. */
export const WRONG_CONTENT_TYPES = [
  'text/plain',
  'text/html',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  'application/xml',
  'image/png',
  'application/json; charset=utf-16',
  'application/json; charset=iso-8859-1',
  'application/json; charset=bogus',
  'application/json-seq',
] as const;

/**
 * The whole request's body: a generated JSON body as JSON (mostly), or malformed JSON text, or a
 * good body under a wrong content type.
 */
export function hostileRequestBody(
  valid: () => Record<string, unknown>,
  fields: readonly string[],
): fc.Arbitrary<GeneratedBody> {
  return fc.oneof(
    { weight: 8, arbitrary: hostileBody(valid, fields) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...MALFORMED_JSON).map((raw) => ({ value: undefined, raw })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(...WRONG_CONTENT_TYPES)
        .map((contentType) => ({ value: valid(), contentType })),
    },
  );
}

/** The body's bytes and content type as they go on the wire. */
export function wireBody(body: GeneratedBody): { text: string; contentType: string } {
  return {
    text: body.raw ?? JSON.stringify(body.value),
    contentType: body.contentType ?? 'application/json',
  };
}

/**
 * A query-string value: a hostile string percent-encoded (a lone surrogate as the UTF-8 bytes of
 * one, which is what a URL can carry), or raw percent sequences that decode to nothing valid.
 */
export const hostileQueryValue: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: hostileString.filter((s) => s.length < 5000).map(encodeQueryText) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('%', '%zz', '%ff', '%C0%AF', '%ED%A0%80', '%00', '%E2%80%AE', '+', '%2B%20'),
  },
);

/** Percent-encodes every character; a lone surrogate becomes the bytes UTF-8 would give it (ED xx xx). */
export function encodeQueryText(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const isHigh = code >= 0xd800 && code <= 0xdbff;
    const next = text.charCodeAt(i + 1);
    if (isHigh && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(text.slice(i, i + 2));
      i++;
    } else if (code >= 0xd800 && code <= 0xdfff) {
      out +=
        `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`.toUpperCase();
    } else {
      out += encodeURIComponent(text[i]);
    }
  }
  return out;
}

/** The seed of every property in the suite: fixed, printed, and overridable to explore or replay. */
export function fuzzSeed(): number {
  const fromEnv = Number(process.env.BYP_FUZZ_SEED);
  return Number.isInteger(fromEnv) && process.env.BYP_FUZZ_SEED !== '' ? fromEnv : 20261126;
}
