// @adobe/structured-data-validator ships JavaScript only (ES modules): the part of its API the
// JSON-LD checks use (json-ld-check.ts), as its README documents it, and its loading.

export interface ValidationIssue {
  issueMessage: string;
  severity: 'ERROR' | 'WARNING';
  path?: { type?: string; property?: string; index?: number; length?: number }[];
  fieldNames?: string[];
  location?: string;
}

export interface StructuredDataValidator {
  debug: boolean;
  /** `jsonld` is `{ [rootType]: [item, …] }`, as @marbec/web-auto-extractor gives it. */
  validate(data: { jsonld?: Record<string, object[]> }): Promise<ValidationIssue[]>;
}

/** The validator's class; `schemaOrgJson` is schema.org's vocabulary in its JSON-LD form. */
export async function loadStructuredDataValidator(): Promise<
  new (schemaOrgJson?: unknown) => StructuredDataValidator
> {
  // Not a literal: the package has no type declarations (these are they). Jest transforms it
  // (jest.preset.js lists it among the ES-module packages).
  const specifier: string = '@adobe/structured-data-validator';
  const module = (await import(specifier)) as {
    default: new (schemaOrgJson?: unknown) => StructuredDataValidator;
  };
  return module.default;
}
