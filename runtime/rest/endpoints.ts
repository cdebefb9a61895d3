// Special endpoints a model file declares (`endpoints: {available-ips: available_ips}`), served
// at <object url>/<path>/. Modules that implement them register here.
import type { Request, Response } from 'express';
import type { EndpointHandlerName } from '../hooks/names.js';
import type { ModelMeta } from '../types.js';
import type { AppDeps } from './deps.js';

export type EndpointHandler = (deps: AppDeps, model: ModelMeta, req: Request, res: Response) => Promise<void>;

const handlers = new Map<EndpointHandlerName, EndpointHandler>();

export function defineEndpoint(name: EndpointHandlerName, handler: EndpointHandler): void {
  handlers.set(name, handler);
}

export function endpointHandler(name: string): EndpointHandler {
  const handler = handlers.get(name as EndpointHandlerName);
  if (!handler) throw new Error(`endpoint handler ${name} is not implemented`);
  return handler;
}
