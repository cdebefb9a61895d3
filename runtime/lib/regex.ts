// User-supplied regular expressions (the `__regex`/`__iregex` filter lookups, a custom field's
// validation_regex, an event rule's `regex` condition) run in linear time with RE2: JavaScript's
// backtracking engine takes seconds on `(.+)+Q` against 30 characters, in the server's only
// thread, and every other request waits. RE2 here is re2js, RE2's pure-JavaScript port: the
// native binding had to be compiled on every clean install (two CPU minutes), and re2js tests a
// short value about three times faster than a call across the binding.
//
// A filter's pattern runs in the database: RE2 (here) on SQLite, PostgreSQL's own engine there.
// So that a pattern is accepted on both or refused on both, with the same meaning, a pattern is
// accepted only when RE2 compiles it AND it keeps to the syntax both engines read alike:
// - escapes: \d \D \s \S \w \W \n \r \t \f \v \A and an escaped punctuation character; not \b
//   (a word boundary in RE2, a backspace in PostgreSQL), \x (one engine reads two hex digits, the
//   other all that follow), \p{…}, \Q…\E, \z, \C, octal or back-references;
// - groups: (…) and (?:…); no flags, named groups or look-around ((?i), (?<n>…), (?=…));
// - counted repetition up to 255 (PostgreSQL's limit; RE2's is 1,000), closed;
// - in brackets no \D \S \W (PostgreSQL refuses them there), no class as a range's end ([\d-z]),
//   and no [. .] or [= =] elements.
// What still differs, by design of the engines: \s also matches a vertical tab in PostgreSQL;
// \w, [[:alpha:]] and case-insensitive matching are ASCII in RE2 but follow the database's
// locale in PostgreSQL (the same for ASCII text).
// Filters run with `.` matching a newline and ^ and $ anchoring the whole text (PostgreSQL's
// defaults; RE2's `s` flag); validation_regex and conditions as Python's re.match (no `s`).
import { RE2JS } from 're2js';

/** The most counted repetition both engines take ({n}, {n,m}). */
const MAX_REPEAT = 255;
/** Escapes (after the backslash) that mean the same to RE2 and PostgreSQL, outside brackets. */
const PORTABLE_ESCAPES = new Set(['d', 'D', 's', 'S', 'w', 'W', 'n', 'r', 't', 'f', 'v', 'A']);
/** ... and inside brackets. */
const PORTABLE_BRACKET_ESCAPES = new Set(['d', 's', 'w', 'n', 'r', 't', 'f', 'v']);
const COMPILED_KEPT = 200;

/**
 * Why a filter's `pattern` is refused (a sentence), or null when RE2 and PostgreSQL both read it,
 * and alike.
 */
export function filterRegexProblem(pattern: string): string | null {
  return portabilityProblem(pattern) ?? regexSyntaxProblem(pattern);
}

/** Why RE2 refuses `pattern` (a sentence), or null: for patterns only this process runs. */
export function regexSyntaxProblem(pattern: string): string | null {
  try {
    compile(pattern, 'u');
    return null;
  } catch (error) {
    return `${(error as Error).message}.`;
  }
}

/** Whether `value` holds a match of `pattern` anywhere (PostgreSQL's `~`, or `~*` with ignoreCase). */
export function regexSearch(pattern: string, value: string, ignoreCase = false): boolean {
  return compile(pattern, ignoreCase ? 'sui' : 'su').test(value);
}

/**
 * Whether `value` starts with a match of `pattern`, as Python's re.match reads it (`.` stops at
 * a newline); throws a SyntaxError for a pattern RE2 cannot run.
 */
export function regexMatchAtStart(pattern: string, value: string): boolean {
  return compile(`^(?:${pattern})`, 'u').test(value);
}

/** re2js's flags: `s` a dot matching a newline, `i` ignoring case (code points in either case). */
const FLAGS = { su: RE2JS.DOTALL, sui: RE2JS.DOTALL | RE2JS.CASE_INSENSITIVE, u: 0 } as const;

const compiled = new Map<string, RE2JS>();

/**
 * RE2 for `pattern` with `flags`, kept for the next call (the same pattern is tested on every row);
 * throws on bad syntax with RE2's sentence ("invalid escape sequence: \1").
 */
function compile(pattern: string, flags: keyof typeof FLAGS): RE2JS {
  const key = `${flags}/${pattern}`;
  let regex = compiled.get(key);
  if (!regex) {
    try {
      regex = RE2JS.compile(pattern, FLAGS[flags]);
    } catch (error) {
      // "error parsing regexp: invalid escape sequence: `\1`": the sentence without its prefix and quotes.
      throw new SyntaxError((error as Error).message.replace(/^error parsing regexp: /, '').replace(/`/g, ''));
    }
    if (compiled.size >= COMPILED_KEPT) compiled.delete(compiled.keys().next().value!);
    compiled.set(key, regex);
  }
  return regex;
}

function portabilityProblem(pattern: string): string | null {
  let inBracket = false;
  /** Where the current bracket's members begin (a '-' there is a literal). */
  let members = 0;
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i]!;
    if (char === '\\') {
      const next = pattern[i + 1];
      if (next === undefined) return 'A pattern may not end with a backslash.';
      const alphanumeric = /[A-Za-z0-9]/.test(next);
      const allowed = inBracket ? PORTABLE_BRACKET_ESCAPES : PORTABLE_ESCAPES;
      if (alphanumeric && !allowed.has(next)) return `The escape \\${next} is not supported${inBracket ? ' inside brackets' : ''}.`;
      // [\d-z]: RE2 reads a literal '-', PostgreSQL refuses the range.
      const rangeEnd = (pattern[i - 1] === '-' && i - 1 > members) || (pattern[i + 2] === '-' && pattern[i + 3] !== undefined && pattern[i + 3] !== ']');
      if (inBracket && /[dsw]/.test(next) && rangeEnd) return `A class (\\${next}) cannot end a range inside brackets.`;
      i += 1;
      continue;
    }
    if (inBracket) {
      if (char === '[' && (pattern[i + 1] === '.' || pattern[i + 1] === '=')) return `Collating elements ([${pattern[i + 1]} ${pattern[i + 1]}]) are not supported.`;
      if (char === '[' && pattern[i + 1] === ':') {
        const end = pattern.indexOf(':]', i + 2);
        if (end > 0) i = end + 1;
        continue;
      }
      if (char === ']') inBracket = false;
      continue;
    }
    if (char === '[') {
      inBracket = true;
      // A ] right after [ or [^ is a literal member, not the end.
      if (pattern[i + 1] === '^') i += 1;
      members = i + 1;
      if (pattern[i + 1] === ']') i += 1;
      continue;
    }
    if (char === '(' && pattern[i + 1] === '?' && pattern[i + 2] !== ':') {
      return 'Groups may not carry flags, names or look-around: only (…) and (?:…) are supported.';
    }
    if (char === '{') {
      const repeat = /^\{(\d+)(?:,(\d*))?\}/.exec(pattern.slice(i));
      if (repeat && Math.max(Number(repeat[1]), Number(repeat[2] || 0)) > MAX_REPEAT) return `A counted repetition may not exceed ${MAX_REPEAT}.`;
      // RE2 reads an unclosed "{1" as text, PostgreSQL as a broken bound.
      if (!repeat && /^\{\d/.test(pattern.slice(i))) return 'A counted repetition must be closed: {n}, {n,} or {n,m}.';
    }
  }
  return null;
}
