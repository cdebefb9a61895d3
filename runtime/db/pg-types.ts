// How pg turns PostgreSQL's values into JavaScript ones, set once per thread that runs pg (the
// event loop's, database.ts, and an off-loop connection's, off-loop-pg-worker.ts): the same rows
// whichever connection read them.
import pg from 'pg';

// pg returns int8 and numeric as strings and timestamps as Date objects (millisecond precision).
// Ids and counts fit in a double; timestamps stay strings so that microseconds survive.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));
pg.types.setTypeParser(1700, (value) => Number.parseFloat(value));
for (const oid of [1082, 1114, 1184]) pg.types.setTypeParser(oid, (value) => value);
// JSON as its text, as SQLite returns it: values.ts parses both alike (a JSON string stays a string).
for (const oid of [114, 3802]) pg.types.setTypeParser(oid, (value) => value);
