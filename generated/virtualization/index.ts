// Code generated from schema/models/virtualization/. DO NOT EDIT.
// Regenerate: make generate

import { clusterModel } from './cluster.js';
import { clusterGroupModel } from './clustergroup.js';
import { clusterTypeModel } from './clustertype.js';
import { virtualDiskModel } from './virtualdisk.js';
import { virtualMachineModel } from './virtualmachine.js';
import { virtualMachineTypeModel } from './virtualmachinetype.js';
import { vMInterfaceModel } from './vminterface.js';

/** Models of the virtualization application, sorted by name. */
export const virtualizationModels = [clusterModel, clusterGroupModel, clusterTypeModel, virtualDiskModel, virtualMachineModel, virtualMachineTypeModel, vMInterfaceModel] as const;
