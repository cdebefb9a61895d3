// One place that turns ts-morph source files into text, with the DO-NOT-EDIT header.
import { IndentationText, NewLineKind, Project, QuoteKind, type ImportDeclarationStructure, type OptionalKind, type SourceFile } from 'ts-morph';

/** An import declaration to add; a file's are added in one call (each call parses the file again). */
export type ImportSpec = OptionalKind<ImportDeclarationStructure>;

export function importOf(moduleSpecifier: string, namedImports: ImportDeclarationStructure['namedImports'], isTypeOnly = false): ImportSpec {
  return isTypeOnly ? { isTypeOnly, moduleSpecifier, namedImports } : { moduleSpecifier, namedImports };
}

const project = new Project({
  useInMemoryFileSystem: true,
  manipulationSettings: {
    indentationText: IndentationText.TwoSpaces,
    newLineKind: NewLineKind.LineFeed,
    quoteKind: QuoteKind.Single,
    useTrailingCommas: true,
  },
});

let counter = 0;

/** Builds a TypeScript file with ts-morph and returns its text, headed by the generated-code notice. */
export function typescriptFile(source: string, build: (file: SourceFile) => void): string {
  const file = project.createSourceFile(`/file${counter++}.ts`, '', { overwrite: true });
  build(file);
  const text = file.getFullText();
  project.removeSourceFile(file);
  return `${header(source)}\n${text.trimEnd()}\n`;
}

export function header(source: string): string {
  return `// Code generated from ${source}. DO NOT EDIT.\n// Regenerate: make generate\n`;
}
