// One place that assembles a generated TypeScript file, with the DO-NOT-EDIT header: its imports,
// its re-exports and its statements, each group a block of its own. The emitters write their
// statements as text already (object literals from literal.ts, types from types.ts), so nothing
// here parses TypeScript: building through ts-morph reparsed each file after every addition and
// loaded the TypeScript compiler, more than half of every `make generate` and `make check`.

/** A named import: `name`, `name as alias` or `type name`. */
export interface NamedImport {
  readonly name: string;
  readonly alias?: string;
  readonly isTypeOnly?: boolean;
}

export interface ImportDeclaration {
  readonly moduleSpecifier: string;
  readonly namedImports: readonly (string | NamedImport)[];
  /** `import type { … }`. */
  readonly isTypeOnly?: boolean;
}

/** What an emitter adds to a file, in the order it adds it within each group. */
export interface TypeScriptFile {
  addImportDeclaration(declaration: ImportDeclaration): void;
  /** `export * from '<moduleSpecifier>';` */
  addExportDeclaration(declaration: { readonly moduleSpecifier: string }): void;
  /** Statements as text (leading blank lines are the block separation's). */
  addStatements(text: string): void;
}

/** Builds a TypeScript file and returns its text, headed by the generated-code notice. */
export function typescriptFile(source: string, build: (file: TypeScriptFile) => void): string {
  const imports: string[] = [];
  const exports: string[] = [];
  const statements: string[] = [];
  build({
    addImportDeclaration({ moduleSpecifier, namedImports, isTypeOnly }) {
      const names = namedImports.map((named) => (typeof named === 'string' ? named : namedImport(named)));
      imports.push(`import ${isTypeOnly ? 'type ' : ''}{ ${names.join(', ')} } from ${quote(moduleSpecifier)};`);
    },
    addExportDeclaration({ moduleSpecifier }) {
      exports.push(`export * from ${quote(moduleSpecifier)};`);
    },
    addStatements(text) {
      statements.push(text.replace(/^\n+/, '').trimEnd());
    },
  });
  const blocks = [imports.join('\n'), exports.join('\n'), ...statements].filter((block) => block !== '');
  return `${header(source)}\n${blocks.join('\n\n')}\n`;
}

function namedImport({ name, alias, isTypeOnly }: NamedImport): string {
  return `${isTypeOnly ? 'type ' : ''}${name}${alias ? ` as ${alias}` : ''}`;
}

/** A module specifier in single quotes (the generated files' quote style). */
function quote(specifier: string): string {
  if (/['\\\n]/.test(specifier)) throw new Error(`module specifier ${specifier}: quotes, backslashes and line breaks are not expected`);
  return `'${specifier}'`;
}

export function header(source: string): string {
  return `// Code generated from ${source}. DO NOT EDIT.\n// Regenerate: make generate\n`;
}
