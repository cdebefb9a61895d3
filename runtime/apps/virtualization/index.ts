// The plug-ins of the virtualization application.
import { cluster } from './cluster.js';
import { virtualDisk } from './virtual-disk.js';
import { virtualMachine } from './virtual-machine.js';

export const virtualizationPlugins = [cluster, virtualDisk, virtualMachine];
