// Loads every module that implements hooks, computations or special endpoints, so that they
// register themselves before the first request.
import '../ipam/hooks.js';
import '../ipam/available.js';
import '../dcim/hooks.js';
import '../dcim/racks.js';
import '../extras/hooks.js';
import '../extras/custom-field-hooks.js';
import '../extras/choice-set-choices.js';
