// Which request bodies are read as JSON. NetBox's API parses with DRF's JSONParser, chosen when
// the request's media type matches `application/json` (DRF compares type and subtype only: a
// `+json` suffix such as application/vnd.api+json matches nothing and is a 415; so is any other
// type, NetBox's MultiPartParser included, which this service does not offer). DRF then decodes
// the body in the charset the header names, or in UTF-8 when that charset is unknown to Python;
// this service reads UTF-8 only and refuses a body declared in any other charset with the same
// 415, rather than store text other than what the client meant.

/** Charsets (lowercase) a JSON body may declare; none declared means UTF-8 (RFC 8259). */
const JSON_CHARSETS: ReadonlySet<string> = new Set(['utf-8', 'utf8']);

export interface MediaType {
  /** type/subtype, lowercase ('' when the header is missing). */
  readonly type: string;
  /** Parameters by lowercase name, values unquoted. */
  readonly params: ReadonlyMap<string, string>;
}

/** A Content-Type header as Django's parse_header_parameters reads it. */
export function mediaTypeOf(header: string | undefined): MediaType {
  const [type = '', ...rest] = (header ?? '').split(';');
  const params = new Map<string, string>();
  for (const part of rest) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    const value = part.slice(at + 1).trim();
    params.set(part.slice(0, at).trim().toLowerCase(), value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value);
  }
  return { type: type.trim().toLowerCase(), params };
}

/** The body is JSON in UTF-8: application/json with no charset or a UTF-8 one (any case). */
export function readsAsJson(header: string | undefined): boolean {
  const { type, params } = mediaTypeOf(header);
  const charset = params.get('charset');
  return type === 'application/json' && (charset === undefined || JSON_CHARSETS.has(charset.toLowerCase()));
}

/** DRF's UnsupportedMediaType message, naming the header as sent. */
export function unsupportedMediaType(header: string | undefined): string {
  return `Unsupported media type "${header ?? ''}" in request.`;
}
