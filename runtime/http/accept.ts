// Content negotiation by the Accept header (RFC 9110 12.5.1), as Express's req.accepts answers it:
// of the types a view offers, the one the client ranks highest (quality, then the most specific
// range that matched, then the range's place in the header, then the view's own order).

interface Range {
  readonly type: string;
  readonly subtype: string;
  readonly q: number;
  readonly index: number;
}

function ranges(header: string): Range[] {
  return header.split(',').flatMap((part, index) => {
    const [media, ...parameters] = part.trim().split(';');
    const [type, subtype] = (media ?? '').trim().toLowerCase().split('/');
    if (!type || !subtype) return [];
    const qParameter = parameters.map((p) => p.trim().split('=')).find(([name]) => name?.trim().toLowerCase() === 'q');
    const q = qParameter ? Number(qParameter[1]) : 1;
    return [{ type, subtype, q: Number.isFinite(q) ? q : 0, index }];
  });
}

/** How specifically `range` names `offered` (type/subtype): 2 exact, 1 type/*, 0 *\/*, -1 not at all. */
function specificity(range: Range, offered: string): number {
  const [type, subtype] = offered.toLowerCase().split('/');
  if (range.type === '*' && range.subtype === '*') return 0;
  if (range.type !== type) return -1;
  if (range.subtype === '*') return 1;
  return range.subtype === subtype ? 2 : -1;
}

/** The offered type the Accept header prefers; the first offered without a header; null when none is acceptable. */
export function preferredType(header: string | undefined, offered: readonly string[]): string | null {
  if (!header || !header.trim()) return offered[0] ?? null;
  const parsed = ranges(header);
  let best: { type: string; q: number; specificity: number; index: number; order: number } | null = null;
  offered.forEach((type, order) => {
    let match: Range | null = null;
    let matchSpecificity = -1;
    for (const range of parsed) {
      const s = specificity(range, type);
      if (s > matchSpecificity || (s === matchSpecificity && s >= 0 && range.index < match!.index)) {
        match = range;
        matchSpecificity = s;
      }
    }
    if (!match || matchSpecificity < 0 || match.q <= 0) return;
    const candidate = { type, q: match.q, specificity: matchSpecificity, index: match.index, order };
    const better = !best || candidate.q > best.q
      || (candidate.q === best.q && (candidate.specificity > best.specificity
        || (candidate.specificity === best.specificity && candidate.index < best.index)));
    if (better) best = candidate;
  });
  return best === null ? null : (best as { type: string }).type;
}
