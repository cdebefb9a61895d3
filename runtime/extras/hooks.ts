// Model rules of journal entries, config contexts, contact assignments, circuits and circuit
// terminations (NetBox's clean()), with the reference's messages.
import type { Row } from '../db/values.js';
import type { FieldErrors } from '../http/errors.js';
import { defineHooks } from '../hooks/index.js';
import { column } from '../hooks/lookups.js';

defineHooks('extras_journal_entry', {
  async clean(ctx, _model, values, existing): Promise<FieldErrors | void> {
    // The author is whoever writes the entry; it does not change afterwards.
    if (!existing) values.set('created_by', ctx.userId);
  },
});

defineHooks('extras_config_context', {
  async clean(_ctx, _model, values): Promise<FieldErrors | void> {
    const data = values.get('data');
    if (data === null || typeof data !== 'object' || Array.isArray(data)) return { data: ['JSON data must be in object form. Example: {"foo": 123}'] };
  },
});

defineHooks('tenancy_contact_assignment', {});

defineHooks('circuits_circuit', {
  async clean(ctx, model, values): Promise<FieldErrors | void> {
    const distance = values.get('distance');
    if (distance !== null && distance !== undefined && !values.get('distance_unit')) {
      return { distance_unit: ['Must specify a unit when setting a distance'] };
    }
    const accountId = values.get('provider_account');
    if (accountId !== null && accountId !== undefined) {
      const accounts = ctx.index.model('circuits.provideraccount');
      const account = (await ctx.q(accounts.table).select(column(accounts, 'provider')).where('id', Number(accountId)).first()) as Row | undefined;
      if (account && Number(account[column(accounts, 'provider')]) !== Number(values.get('provider'))) {
        return { provider_account: ['The assigned account must belong to the assigned provider.'] };
      }
    }
    void model;
  },
});

defineHooks('circuits_circuit_termination', {
  async clean(_ctx, _model, values): Promise<FieldErrors | void> {
    if (!values.get('termination_type') || values.get('termination_id') === null || values.get('termination_id') === undefined) {
      return { __all__: ['A circuit termination must attach to a terminating object.'] };
    }
  },
});
