// Starts Swagger UI on the served description. "Authorize" takes "Token <key>" (or "Bearer
// nbt_<key>.<token>") for the Authorization header. Without it, a browser logged in at /login/
// uses its session: the cookie goes along (same origin), and unsafe requests carry the session's
// CSRF token from the csrftoken cookie, as Django requires.
const UNSAFE = ['POST', 'PUT', 'PATCH', 'DELETE'];

/** A cookie's value; none when the name is there twice (as the server reads them). */
function cookie(name) {
  const pairs = document.cookie.split('; ').filter((item) => item.startsWith(`${name}=`));
  return pairs.length === 1 ? decodeURIComponent(pairs[0].slice(name.length + 1)) : null;
}

window.ui = SwaggerUIBundle({
  url: '/api/schema/?format=json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  // Tags start closed: ~550 operations open at once take the page minutes to draw.
  docExpansion: 'none',
  // Swagger UI would send the description to validator.swagger.io for its badge: nothing leaves.
  validatorUrl: null,
  persistAuthorization: true,
  presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
  layout: 'StandaloneLayout',
  requestInterceptor: (request) => {
    request.credentials = 'same-origin';
    const csrf = cookie('csrftoken');
    const sameOrigin = new URL(request.url, window.location.href).origin === window.location.origin;
    if (csrf && sameOrigin && UNSAFE.includes(String(request.method).toUpperCase())) request.headers['X-CSRFToken'] = csrf;
    return request;
  },
});
