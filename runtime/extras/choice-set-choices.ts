// GET extras/custom-field-choice-sets/<id>/choices/: the set's choices one by one, as the UI's
// selection widgets and API clients page through them: `{id: value, display: label}`, filtered by
// `q` (in value or label, case-insensitive), in the usual list envelope.
import { requireAction } from '../auth/access.js';
import { methodNotAllowed } from '../http/errors.js';
import { defineEndpoint } from '../rest/endpoints.js';
import { findObject, requestParams, sendListPage } from '../rest/model-views.js';
import { choicesOf } from './custom-fields.js';

defineEndpoint('choice_set_choices', async (deps, model, req, res) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') throw methodNotAllowed(req.method);
  requireAction(req, deps.config, model, 'view');
  const set = await findObject(deps, req, model);
  const q = requestParams(req).get('q')?.toLowerCase();
  const choices = choicesOf(set).filter(([value, label]) => !q || value.toLowerCase().includes(q) || label.toLowerCase().includes(q));
  sendListPage(deps, req, res, choices.map(([value, label]) => ({ id: value, display: label })));
});
