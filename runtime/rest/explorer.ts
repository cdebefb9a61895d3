// The API in a browser, served from this process only (nothing from a CDN): Swagger UI at
// /api/schema/swagger-ui/ and ReDoc at /api/schema/redoc/, both reading /api/schema/?format=json.
// Their pages come from templates/explorer/, their scripts from the swagger-ui-dist and redoc npm
// packages. The pages hold no data: the description and every call they make go through the API's
// own authentication.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import express, { type Router } from 'express';
import { PROJECT_ROOT } from '../lib/project-root.js';

const require = createRequire(import.meta.url);
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));
const template = (name: string) => readFileSync(join(PROJECT_ROOT, 'templates', 'explorer', name), 'utf8');

/** The files each page loads, by the name it asks for: nothing else of the packages is served. */
const SWAGGER_ASSETS = ['swagger-ui.css', 'swagger-ui-bundle.js', 'swagger-ui-standalone-preset.js', 'favicon-32x32.png', 'favicon-16x16.png'];
const REDOC_ASSETS = ['redoc.standalone.js'];

export function explorerRouter(): Router {
  const router = express.Router({ strict: true });
  const swaggerPage = template('swagger-ui.html');
  const swaggerScript = template('swagger-ui.js');
  const redocPage = template('redoc.html');
  const swaggerDir = packageDir('swagger-ui-dist');
  const redocDir = join(packageDir('redoc'), 'bundles');
  // The pages may load images and make requests to this origin only: ReDoc's bundle draws its
  // footer logo from cdn.redoc.ly, which a browser would otherwise try to fetch.
  const sameOrigin = (res: express.Response) => res.set('Content-Security-Policy', "img-src 'self' data:; connect-src 'self'");
  router.get('/swagger-ui/', (_req, res) => void sameOrigin(res).type('html').send(swaggerPage));
  router.get('/swagger-ui/explorer.js', (_req, res) => void res.type('js').send(swaggerScript));
  router.get('/redoc/', (_req, res) => void sameOrigin(res).type('html').send(redocPage));
  const assets = (dir: string, names: readonly string[]) => (req: express.Request, res: express.Response, next: express.NextFunction) => {
    const name = String(req.params.name);
    if (!names.includes(name)) return next();
    res.sendFile(join(dir, name), { maxAge: '1d' });
  };
  router.get('/swagger-ui/assets/:name', assets(swaggerDir, SWAGGER_ASSETS));
  router.get('/redoc/assets/:name', assets(redocDir, REDOC_ASSETS));
  return router;
}
