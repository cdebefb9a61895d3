// trim(): glibc's malloc_trim(0), which hands the operating system back every free page of the
// allocator's arenas, not only the top of the heap as free() does by itself. A server that did
// bulk writes and then fell quiet keeps tens of MB of freed but resident memory without it
// (docs/operations.md, Memory). Returns whether memory was released; null where the C library is
// not glibc (nothing to call).
#include <node_api.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif

static napi_value Trim(napi_env env, napi_callback_info info) {
  napi_value result;
#ifdef __GLIBC__
  napi_get_boolean(env, malloc_trim(0) == 1, &result);
#else
  napi_get_null(env, &result);
#endif
  return result;
}

static napi_value Init(napi_env env, napi_value exports) {
  napi_value fn;
  napi_create_function(env, "trim", NAPI_AUTO_LENGTH, Trim, NULL, &fn);
  napi_set_named_property(env, exports, "trim", fn);
  return exports;
}

NAPI_MODULE(NODE_GYP_MODULE_NAME, Init)
