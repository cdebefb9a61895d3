// Links whose base URL is chosen when the representation is written out. A bulk write that an
// event rule listens for serializes its objects once, in its transaction: the events store them
// with relative links (as NetBox serializes for events), then the same objects answer the request
// with absolute ones. An ApiLink writes itself (toJSON) with the base its LinkBase holds at that
// moment; plain JSON data in a representation (custom fields, config contexts) holds strings, never
// ApiLinks, so nothing else is rewritten.

/** The base URL links are written with; the outbox switches it from '' to the request's. */
export interface LinkBase {
  base: string;
}

export class ApiLink {
  constructor(private readonly holder: LinkBase, readonly path: string) {}

  toJSON(): string {
    return this.holder.base + this.path;
  }
}
