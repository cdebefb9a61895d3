// Code generated from generated/migrations/. DO NOT EDIT.
// Regenerate: make generate

import type { MigrationMeta } from '../../contract/index.js';
import { migration as m0001 } from './0001_initial.js';
import { migration as m0002 } from './0002_create_circuits_circuittype_and_more.js';
import { migration as m0003 } from './0003_circuits_circuit_cid_idx_and_more.js';
import { migration as m0004 } from './0004_ipam_ipaddress_vrf_id__address_start_idx.js';
import { migration as m0005 } from './0005_create_core_objectchange_and_more.js';
import { migration as m0006 } from './0006_dcim_interface__name_and_more.js';
import { migration as m0007 } from './0007_dcim_device__name_and_more.js';
import { migration as m0008 } from './0008_create_users_group_and_more.js';
import { migration as m0009 } from './0009_create_users_userconfig_and_more.js';
import { migration as m0010 } from './0010_create_core_event_and_more.js';
import { migration as m0011 } from './0011_create_extras_notification_and_more.js';
import { migration as m0012 } from './0012_create_core_job_and_more.js';
import { migration as m0013 } from './0013_core_job_request.js';
import { migration as m0014 } from './0014_core_job_claimed_by.js';
import { migration as m0015 } from './0015_drop_dcim_device__name_idx_and_more.js';
import { migration as m0016 } from './0016_dcim_device__search_and_more.js';
import { migration as m0017 } from './0017_create_users_session_and_more.js';
import { migration as m0018 } from './0018_core_objectchange_changed_object_type_ti_and_more.js';
import { migration as m0019 } from './0019_dcim_interface_type_enabled_idx_and_more.js';
import { migration as m0020 } from './0020_create_dcim_inventoryitemrole_and_more.js';
import { migration as m0021 } from './0021_create_dcim_moduletype_and_more.js';
import { migration as m0022 } from './0022_drop_virtualization_virtualmachine__sear_and_more.js';
import { migration as m0023 } from './0023_create_dcim_rackgroup_and_more.js';
import { migration as m0024 } from './0024_drop_dcim_interface__search_and_more.js';
import { migration as m0025 } from './0025_create_dcim_rackreservation_and_more.js';
import { migration as m0026 } from './0026_create_dcim_virtualdevicecontext_and_more.js';
import { migration as m0027 } from './0027_create_dcim_coolingintaketemplate_and_more.js';
import { migration as m0028 } from './0028_dcim_interface_channel_id_and_more.js';
import { migration as m0029 } from './0029_core_objectchange_related_object_id_and_more.js';
import { migration as m0030 } from './0030_drop_dcim_inventoryitem_device_id_name_u.js';
import { migration as m0031 } from './0031_drop_dcim_consoleport__search_and_more.js';
import { migration as m0032 } from './0032_drop_dcim_interface__search_and_more.js';

/** Every migration, oldest first. */
export const migrations = [m0001, m0002, m0003, m0004, m0005, m0006, m0007, m0008, m0009, m0010, m0011, m0012, m0013, m0014, m0015, m0016, m0017, m0018, m0019, m0020, m0021, m0022, m0023, m0024, m0025, m0026, m0027, m0028, m0029, m0030, m0031, m0032] as const satisfies readonly MigrationMeta[];
