// make check: the model files' plug-in declarations (rules, `plugin: true` computed fields and
// filters, endpoints) against the plug-ins in runtime/apps/. Prints each mismatch as
// `file:line: message` and exits 1; the server makes the same check when it starts.
import { registry } from '../generated/registry.js';
import { plugins } from '../runtime/apps/index.js';
import { checkPlugins } from '../runtime/plugins/check.js';

const problems = checkPlugins(registry, plugins);
if (problems.length) {
  process.stderr.write(`model files and plug-ins do not match:\n${problems.map((p) => `  ${p}\n`).join('')}`);
  process.exitCode = 1;
} else {
  process.stdout.write(`plug-ins match the model files (${plugins.length} plug-ins, ${registry.models.length} models)\n`);
}
