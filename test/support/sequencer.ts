// The order test files start in: vitest runs those that took longest last time first (its cache
// in node_modules/.vite), so that two workers finish together; on a clean clone it has no
// durations and starts the largest files first, which put the fuzz corpus (a small file running
// for minutes) last, alone on one core. Files whose kind runs long start first when vitest has
// no durations for them.
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Kinds of test files that run for minutes: corpora, compilers in project copies, browsers and client processes. */
const LONG = [/^test\/fuzz\//, /^test\/tooling\//, /^test\/migrations\/add-model/, /^test\/browser\//, /^test\/clients\//];

export class LongFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const known = (file: TestSpecification) => this.ctx.cache.getFileTestResults(`${file.project.name}:${relative(this.ctx.config.root, file.moduleId)}`) !== undefined;
    if (sorted.every(known)) return sorted;
    const long = (file: TestSpecification) => LONG.some((pattern) => pattern.test(relative(this.ctx.config.root, file.moduleId)));
    return [...sorted.filter(long), ...sorted.filter((file) => !long(file))];
  }
}
