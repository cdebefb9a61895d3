// The layers of the code base, checked by `make check` (dependency-cruiser):
//   contract/                      what generator and runtime share; imports nothing
//   generator/                     imports only the contract (and its own modules)
//   generated/                     imports only the contract (and itself)
//   runtime base                   db/ http/ lib/ config.ts registry.ts
//   runtime engines                context.ts query/ display/ serialize/ write/ features/ auth/ plugins/ requests/ events/ jobs/
//   runtime apps                   apps/<app>/ (model plug-ins), apps/kit/ (the typed plug-in API)
//   runtime top                    rest/ app.ts server.ts openapi-file.ts
// Each runtime layer imports only the layers above it in this list (base ← engines ← apps ← top),
// and nothing anywhere forms an import cycle (type-only imports included).
const BASE = '^runtime/(db|http|lib)/|^runtime/(config|registry)\\.ts$';
const ENGINES = '^runtime/(query|display|serialize|write|features|auth|plugins|requests|events|jobs)/|^runtime/context\\.ts$';
const APPS = '^runtime/apps/';
const TOP = '^runtime/rest/|^runtime/(app|server|openapi-file)\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment: 'An import cycle: split the shared part into a module both sides import.',
      severity: 'error',
      from: { path: '^(runtime|generator|contract)/' },
      to: { circular: true },
    },
    {
      name: 'contract-imports-nothing',
      comment: 'contract/ is plain types and data that both sides import; it depends on nothing.',
      severity: 'error',
      from: { path: '^contract/' },
      to: { pathNot: '^contract/' },
    },
    {
      name: 'generator-imports-only-the-contract',
      comment: 'The generator reads model files and writes generated/: it may use the contract, never the runtime.',
      severity: 'error',
      from: { path: '^generator/' },
      to: { path: '^(runtime|generated|test|bench|scripts)/' },
    },
    {
      name: 'generated-imports-only-the-contract',
      severity: 'error',
      from: { path: '^generated/' },
      to: { path: '^(runtime|generator|test|bench|scripts)/' },
    },
    {
      name: 'base-imports-no-engine',
      comment: 'db/, http/, lib/, config and registry are the base every engine builds on.',
      severity: 'error',
      from: { path: BASE },
      to: { path: `${ENGINES}|${APPS}|${TOP}|^generated/` },
    },
    {
      name: 'engines-import-no-app-code',
      comment: 'Engines are generic: they reach model plug-ins through the plug-in index, never by import.',
      severity: 'error',
      from: { path: ENGINES },
      to: { path: `${APPS}|${TOP}|^generated/` },
    },
    {
      name: 'apps-import-no-http-layer',
      comment: 'Plug-ins use the engines (requests/ for endpoints); the REST layer and the app are above them.',
      severity: 'error',
      from: { path: APPS },
      to: { path: TOP },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
