// JSON text as a request body: parsed, and its shape checked (body-shape.ts). The same function
// runs on the event loop for small bodies and in the parsing thread for large ones
// (json-thread.ts), so both answer alike; a refusal is plain data until it becomes the ApiError.
import { shapeErrors, type ShapeErrors } from './body-shape.js';
import { ApiError, ValidationError, detail } from './errors.js';

/** Why a body was refused: malformed JSON (JSON.parse's message), or its shape. */
export type Refusal = { readonly parseError: string } | { readonly shape: ShapeErrors };

/** The value of JSON text, or why it is refused. */
export function parseChecked(text: string): { readonly value: unknown } | Refusal {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { parseError: (error as Error).message };
  }
  const shape = shapeErrors(value);
  return shape ? { shape } : { value };
}

/** The 400 for a refusal: DRF's ParseError text, or the errors per field (per item for a list). */
export function refusalError(refusal: Refusal): ApiError {
  if ('parseError' in refusal) return detail(400, `JSON parse error - ${refusal.parseError}`);
  return Array.isArray(refusal.shape) ? new ApiError(400, refusal.shape) : new ValidationError(refusal.shape);
}

/** JSON text as a request body: the parsed value, or the 400 to answer (malformed, too deep, NUL, lone surrogate). */
export function parseJsonBody(text: string): { body: unknown } | ApiError {
  const parsed = parseChecked(text);
  return 'value' in parsed ? { body: parsed.value } : refusalError(parsed);
}
