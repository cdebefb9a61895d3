// The contract between the generator and the runtime: what the generator emits (model metadata,
// migrations, the names of plug-in parts, endpoint shapes, the lookups of each filter kind) and
// the runtime consumes. It imports nothing outside this folder; the generator imports nothing
// outside it and its own folder (checked by `make check`).
export * from './filters.js';
export * from './migrations.js';
export * from './model.js';
export * from './plugins.js';
export * from './records.js';
