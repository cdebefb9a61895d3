// Virtual disk rules: a virtual machine's `disk` is the sum of its virtual disks' sizes, null when
// it has none (NetBox's update_virtualmachine_disk signal, after a disk is saved or deleted). Like
// the signal's queryset update, the sum is written beside the change log: the disk's change is
// recorded, not the machine's. A disk moved to another machine leaves the sum of the first one
// right too (NetBox updates only the machine the disk is on now, so the first keeps a stale sum
// that its next edit refuses).
import type { WriteContext } from '../../context.js';
import { columnOf } from '../../registry.js';
import { column, query } from '../kit/data.js';
import { defineModel } from '../kit/define.js';

/** Writes each machine's disk sum (null without disks), one statement a machine. */
async function refreshDiskSums(ctx: WriteContext, machines: Iterable<number>): Promise<void> {
  const vm = column(ctx, 'virtualization.virtualdisk', 'virtual_machine');
  const size = column(ctx, 'virtualization.virtualdisk', 'size');
  for (const id of new Set(machines)) {
    const sum = query(ctx, 'virtualization.virtualdisk').sum(size).where(vm, id);
    // An UPDATE's SET names the column without its table.
    await query(ctx, 'virtualization.virtualmachine').where('id', id).update({ [columnOf(ctx.index.model('virtualization.virtualmachine'), 'disk')]: sum });
  }
}

export const virtualDisk = defineModel('virtualization.virtualdisk', {
  async afterSave(ctx, saved, before) {
    await refreshDiskSums(ctx, before && before.virtual_machine !== saved.virtual_machine ? [saved.virtual_machine, before.virtual_machine] : [saved.virtual_machine]);
  },
  async afterDelete(ctx, deleted) {
    await refreshDiskSums(ctx, deleted.map((disk) => disk.virtual_machine));
  },
});
