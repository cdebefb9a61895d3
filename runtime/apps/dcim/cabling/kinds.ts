// What cabling knows of each kind of object a cable can end at (NetBox's CABLE_TERMINATION_MODELS,
// COMPATIBLE_TERMINATION_TYPES and the PathEndpoint subclasses), as one table, and how a cable
// path names its nodes ("app.model:id", where NetBox writes "<content type id>:<id>").

/** Each cabled kind: whether a path starts at it, what it passes a path on to, what owns it. */
interface Kind {
  /** NetBox's PathEndpoint: a path is traced from it and kept in its `_path`. */
  readonly endpoint: boolean;
  /** The field naming its parent object (all mid-span terminations share one). */
  readonly parent: string;
}

export const KINDS: Readonly<Record<string, Kind>> = {
  'dcim.interface': { endpoint: true, parent: 'device' },
  'dcim.consoleport': { endpoint: true, parent: 'device' },
  'dcim.consoleserverport': { endpoint: true, parent: 'device' },
  'dcim.powerport': { endpoint: true, parent: 'device' },
  'dcim.poweroutlet': { endpoint: true, parent: 'device' },
  'dcim.powerfeed': { endpoint: true, parent: 'power_panel' },
  'dcim.frontport': { endpoint: false, parent: 'device' },
  'dcim.rearport': { endpoint: false, parent: 'device' },
  'circuits.circuittermination': { endpoint: false, parent: 'circuit' },
};

/** NetBox's dcim/constants.py COMPATIBLE_TERMINATION_TYPES, by model name (symmetric). */
export const COMPATIBLE: Readonly<Record<string, readonly string[]>> = {
  circuittermination: ['interface', 'frontport', 'rearport', 'circuittermination'],
  consoleport: ['consoleserverport', 'frontport', 'rearport'],
  consoleserverport: ['consoleport', 'frontport', 'rearport'],
  interface: ['interface', 'circuittermination', 'frontport', 'rearport'],
  frontport: ['consoleport', 'consoleserverport', 'interface', 'frontport', 'rearport', 'circuittermination'],
  powerfeed: ['powerport'],
  poweroutlet: ['powerport'],
  powerport: ['poweroutlet', 'powerfeed'],
  rearport: ['consoleport', 'consoleserverport', 'interface', 'frontport', 'rearport', 'circuittermination'],
};

/** The cabled kinds this server has (power feeds come with the power plant). */
export function cabledKinds(has: (key: string) => boolean): string[] {
  return Object.keys(KINDS).filter(has);
}

export function modelName(key: string): string {
  return key.slice(key.indexOf('.') + 1);
}

/** An object as a node of a cable path. */
export interface Ref {
  readonly type: string;
  readonly id: number;
}

export function nodeOf(ref: Ref): string {
  return `${ref.type}:${ref.id}`;
}

export function refOf(node: string): Ref {
  const at = node.lastIndexOf(':');
  return { type: node.slice(0, at), id: Number(node.slice(at + 1)) };
}

export const CABLE = 'dcim.cable';
/** The other kind of link a path crosses (Interface.link: its cable, else its wireless link). */
export const WIRELESS_LINK = 'wireless.wirelesslink';
export const FRONT_PORT = 'dcim.frontport';
export const REAR_PORT = 'dcim.rearport';
export const CIRCUIT_TERMINATION = 'circuits.circuittermination';
export const PROVIDER_NETWORK = 'circuits.providernetwork';
