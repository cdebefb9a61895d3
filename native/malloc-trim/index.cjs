// The compiled addon, or null when it could not be built (an optional dependency: the server runs
// without it, only keeping freed memory longer).
let addon = null;
try {
  addon = require('./build/Release/malloc_trim.node');
} catch {
  addon = null;
}
/** @returns {boolean | null} whether memory was released; null when there is nothing to call */
exports.trim = () => (addon ? addon.trim() : null);
