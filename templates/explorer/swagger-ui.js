// Starts Swagger UI on the served description. "Authorize" takes "Token <key>" (or "Bearer
// nbt_<key>.<token>") for the Authorization header; the browser's session cookie goes along with
// every request from this page as well.
window.ui = SwaggerUIBundle({
  url: '/api/schema/?format=json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  persistAuthorization: true,
  presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
  layout: 'StandaloneLayout',
  requestInterceptor: (request) => {
    request.credentials = 'same-origin';
    return request;
  },
});
