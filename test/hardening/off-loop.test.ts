// Issue 24: on SQLite a statement runs whole in the thread that calls it, and one that writes or
// reads a text of megabytes holds that thread for hundreds of milliseconds; PostgreSQL's driver
// encodes such a parameter and decodes such a field in one call on the thread running it. Writes
// of large requests and reads of rows known to be large run on connections in a thread of their
// own (runtime/db/off-loop.ts); these tests check that they do on both databases, and that
// nothing else changes: the write stays one transaction, its answer and every later read see it,
// the loop's connections keep serving beside it, a refusal the database raises in the thread is
// the same answer, and a row that is no longer large is read on the loop again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { PIECE_LENGTH } from '../../runtime/http/json-parts.js';
import { LARGE_VALUE_LENGTH } from '../../runtime/db/large-rows.js';
import { DIALECTS, startServer, type TestServer } from '../support/server.js';

describe.each(DIALECTS)('large values on %s', (dialect) => {
  let api: TestServer;
  beforeAll(async () => {
    api = await startServer(dialect);
  });
  /** The statement that reads a row by its id, as each handle reports it (knex numbers PostgreSQL's parameters). */
  const ROW_BY_ID = `SELECT * FROM "dcim_site" WHERE "id" = ${dialect === 'sqlite' ? '?' : '$1'} LIMIT 1`;
  afterAll(async () => api?.close());

  /** The statements each handle ran while `work` did. */
  async function statementsDuring(work: () => Promise<unknown>): Promise<Record<'loop' | 'writer' | 'reader', string[]>> {
    const seen = { loop: [] as string[], writer: [] as string[], reader: [] as string[] };
    const handles: [Knex, string[]][] = [[api.db.knex, seen.loop], [api.db.reader, seen.loop], [api.db.offLoop!.writer, seen.writer], [api.db.offLoop!.reader, seen.reader]];
    const listeners = handles.map(([handle, into]) => {
      const listener = (query: { sql: string }) => into.push(query.sql);
      handle.on('query', listener);
      return () => handle.removeListener('query', listener);
    });
    try {
      await work();
      return seen;
    } finally {
      for (const stop of listeners) stop();
    }
  }

  // A surrogate pair across the boundary of the pieces the text travels in, and text after it.
  const text = `${'x'.repeat(PIECE_LENGTH - 1)}😀${'é'.repeat(LARGE_VALUE_LENGTH)}end`;
  const count = async (path: string) => (await api.get(`${path}?limit=1`)).body.count as number;

  it('creates a site with a large text in the thread, and reads it there', async () => {
    let created: Record<string, any> = {};
    const during = await statementsDuring(async () => {
      created = await api.create('/api/dcim/sites/', { name: 'Large', slug: 'large', comments: text });
    });
    expect(created.comments).toBe(text);
    expect(during.writer.some((sql) => /^insert into [`"]dcim_site[`"]/i.test(sql))).toBe(true);
    expect(during.writer.some((sql) => /^insert into [`"]core_objectchange[`"]/i.test(sql))).toBe(true);
    expect(during.writer).toContain(dialect === 'sqlite' ? 'BEGIN IMMEDIATE;' : 'BEGIN;');
    expect(during.loop.filter((sql) => /dcim_site|core_objectchange/.test(sql) && !/^select/i.test(sql))).toEqual([]);
    // The answer was read from the stored row, off the loop.
    expect(during.reader).toContain(ROW_BY_ID);

    const reads = await statementsDuring(async () => {
      const read = await api.get(`/api/dcim/sites/${created.id}/`);
      expect(read.status).toBe(200);
      expect(read.body.comments).toBe(text);
    });
    expect(reads.reader).toEqual([ROW_BY_ID]);
    const change = (await api.get(`/api/core/object-changes/?changed_object_id=${created.id}&changed_object_type=dcim.site`)).body.results[0];
    expect(change.postchange_data.comments).toBe(text);
  });

  // The large text is checked and trimmed a piece at a time (runtime/write/scalars.ts largeText),
  // as any text is: white space at either end is not stored, a text field's limit still holds.
  it('trims a large text as any text, and refuses one over a field\'s limit', async () => {
    const padded = `${' '.repeat(PIECE_LENGTH + 10)}\n${text}\t `;
    const created = await api.create('/api/dcim/sites/', { name: 'Padded', slug: 'padded', comments: padded });
    expect(created.comments.length).toBe(text.length);
    expect(created.comments).toBe(text);
    const change = (await api.get(`/api/core/object-changes/?changed_object_id=${created.id}&changed_object_type=dcim.site`)).body.results[0];
    expect(change.postchange_data.comments).toBe(text);
    const blank = await api.post('/api/dcim/sites/', { name: 'Blank', slug: 'blank', comments: ' '.repeat(LARGE_VALUE_LENGTH), description: 'x' });
    expect(blank.status).toBe(201);
    expect(blank.body.comments).toBe('');
    const tooLong = await api.post('/api/dcim/sites/', { name: 'Long', slug: 'long', description: 'd'.repeat(LARGE_VALUE_LENGTH) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toEqual({ description: ['Ensure this field has no more than 200 characters.'] });
  });

  // A row read off the loop keeps its long texts in pieces, custom field data included: its
  // answer shows the large value (it read as null before session 9's fix: the JSON column in
  // pieces was taken for parsed data), and an update of another custom field keeps it.
  it('keeps a large custom field value when another custom field of the row is written', async () => {
    for (const [name, type] of [['notes', 'longtext'], ['floor', 'integer']]) {
      expect((await api.post('/api/extras/custom-fields/', { name, type, object_types: ['dcim.site'] })).status).toBe(201);
    }
    const notes = `${'n'.repeat(LARGE_VALUE_LENGTH)}é`;
    const site = await api.create('/api/dcim/sites/', { name: 'Noted', slug: 'noted', custom_fields: { notes } });
    expect(site.custom_fields.notes).toBe(notes);
    const patched = await api.patch(`/api/dcim/sites/${site.id}/`, { custom_fields: { floor: 3 } });
    expect(patched.status).toBe(200);
    const read = (await api.get(`/api/dcim/sites/${site.id}/`)).body;
    expect(read.custom_fields.floor).toBe(3);
    expect(read.custom_fields.notes).toBe(notes);
  });

  it('rolls a large write back whole when it fails', async () => {
    const [sites, changes] = [await count('/api/dcim/sites/'), await count('/api/core/object-changes/')];
    const reply = await api.post('/api/dcim/sites/', { name: 'Large', slug: 'large-again', comments: text });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ name: ['site with this name already exists.'] });
    expect([await count('/api/dcim/sites/'), await count('/api/core/object-changes/')]).toEqual([sites, changes]);
  });

  it('serves and writes on the loop while a large write runs in the thread', async () => {
    const replies = await Promise.all([
      api.post('/api/dcim/sites/', { name: 'Large 2', slug: 'large-2', comments: text }),
      ...Array.from({ length: 5 }, (_, i) => api.post('/api/dcim/sites/', { name: `Small ${i}`, slug: `small-${i}` })),
      ...Array.from({ length: 5 }, () => api.get('/api/status/')),
    ]);
    expect(replies.map((r) => r.status)).toEqual([...Array(6).fill(201), ...Array(5).fill(200)]);
    const names = (await api.get('/api/dcim/sites/?name__isw=Small&limit=10')).body.results.map((s: { name: string }) => s.name);
    expect(names).toHaveLength(5);
  });

  it('keeps a large body of small values on the loop\'s connection', async () => {
    const sites = Array.from({ length: 30 }, (_, i) => ({ name: `Many ${i}`, slug: `many-${i}`, comments: 'm'.repeat(40_000) }));
    expect(JSON.stringify(sites).length).toBeGreaterThan(LARGE_VALUE_LENGTH);
    const during = await statementsDuring(async () => {
      const reply = await api.post('/api/dcim/sites/', sites);
      expect(reply.status).toBe(201);
      expect(reply.body).toHaveLength(30);
    });
    expect([during.writer, during.reader]).toEqual([[], []]);
    expect(during.loop.some((sql) => /^insert into [`"]dcim_site[`"]/i.test(sql))).toBe(true);
  });

  it('updates a row known to be large in the thread, and reads it on the loop once it is small', async () => {
    const site = (await api.get('/api/dcim/sites/?slug=large')).body.results[0];
    const patched = await statementsDuring(async () => {
      const reply = await api.patch(`/api/dcim/sites/${site.id}/`, { comments: 'short now' });
      expect(reply.status).toBe(200);
      expect(reply.body.comments).toBe('short now');
    });
    expect(patched.writer.some((sql) => /^update [`"]dcim_site[`"]/i.test(sql))).toBe(true);
    // The change record holds the large text before the change.
    const change = (await api.get(`/api/core/object-changes/?changed_object_id=${site.id}&changed_object_type=dcim.site&action=update`)).body.results[0];
    expect(change.prechange_data.comments).toBe(text);
    const read = await statementsDuring(async () => {
      expect((await api.get(`/api/dcim/sites/${site.id}/`)).body.comments).toBe('short now');
    });
    expect(read.reader).toEqual([]);
    expect(read.loop).toContain(ROW_BY_ID);
  });
});
