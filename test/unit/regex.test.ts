// Issue 14: the regular expressions users write (event rule conditions, custom field validation,
// filter patterns) run on RE2, in linear time; a filter pattern is checked for what RE2 and
// PostgreSQL both read alike.
import { describe, expect, it } from 'vitest';
import { conditionSet } from '../../runtime/events/conditions.js';
import { filterRegexProblem, regexMatchAtStart, regexSearch, regexSyntaxProblem } from '../../runtime/lib/regex.js';

describe('regular expressions', () => {
  it('evaluates an event rule regex condition on a long value without backtracking', () => {
    // A backtracking engine would try 2^5000 ways: finishing at all is the check (no clock is read).
    const condition = conditionSet({ attr: 'name', op: 'regex', value: '(.+)+Q' });
    expect(condition.eval({ name: 'a'.repeat(5000) })).toBe(false);
    expect(condition.eval({ name: 'xxQ' })).toBe(true);
  });

  it('anchors re.match at the start only, and searches anywhere for filters', () => {
    expect(regexMatchAtStart('ab', 'abc')).toBe(true);
    expect(regexMatchAtStart('bc', 'abc')).toBe(false);
    expect(regexSearch('bc', 'abc')).toBe(true);
    expect(regexSearch('BC', 'abc', true)).toBe(true);
    expect(regexSearch('BC', 'abc')).toBe(false);
    // PostgreSQL's defaults: . crosses a newline, ^ and $ anchor the whole text.
    expect(regexSearch('a.b', 'a\nb')).toBe(true);
    expect(regexSearch('^b$', 'a\nb')).toBe(false);
    // Python's re.match: . stops at a newline.
    expect(regexMatchAtStart('a.b', 'a\nb')).toBe(false);
    expect(regexMatchAtStart('a.b', 'axb')).toBe(true);
  });

  it('tells RE2 syntax from portable filter syntax', () => {
    expect(regexSyntaxProblem('\\bword\\b')).toBeNull();
    expect(filterRegexProblem('\\bword\\b')).toMatch(/escape \\b/);
    expect(regexSyntaxProblem('(a)\\1')).toMatch(/invalid escape/);
    expect(filterRegexProblem('[]a]')).toBeNull();
    expect(filterRegexProblem('[^]a]x{2,255}')).toBeNull();
    expect(filterRegexProblem('[[:alpha:]\\d]+\\.')).toBeNull();
    expect(filterRegexProblem('x{2,256}')).toMatch(/255/);
  });
});
