// Change record display: "DCIM | site Site 1 created by admin" (ObjectChange.__str__: content type,
// repr, action, user name).
import { APP_NAMES } from '../../db/object-types.js';
import { requireField } from '../../registry.js';
import { defineModel } from '../kit/define.js';

export const objectChange = defineModel('core.objectchange', {
  display(object, index) {
    const type = String(object.changed_object_type ?? '');
    const [app = '', name = ''] = type.split('.');
    const changed = index.find(type);
    const actions = requireField(index.model('core.objectchange'), 'action').choices!;
    const action = index.choiceLabel(actions, String(object.action ?? '')) ?? '';
    return `${APP_NAMES[app] ?? app} | ${changed?.verboseName ?? name} ${String(object.object_repr ?? '')} ${action.toLowerCase()} by ${String(object.user_name ?? '')}`;
  },
});
