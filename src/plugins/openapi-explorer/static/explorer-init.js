/* Starts Swagger UI on the explorer page. Kept in its own file so the page needs no inline
   script and works under a strict Content-Security-Policy. */
(function () {
  'use strict';
  var root = document.getElementById('swagger-ui');
  if (typeof window.SwaggerUIBundle !== 'function') {
    root.textContent =
      'The API explorer could not load its scripts. Reload the page, or read the API reference pages instead.';
    return;
  }
  window.ui = window.SwaggerUIBundle({
    url: root.getAttribute('data-spec-url'),
    dom_id: '#swagger-ui',
    deepLinking: true,
    validatorUrl: null,
    // The documentation site never calls the API itself: "Try it out" stays off, so the
    // explorer reads the contract only. Copy the generated curl commands instead.
    supportedSubmitMethods: [],
    presets: [window.SwaggerUIBundle.presets.apis, window.SwaggerUIStandalonePreset],
    plugins: [window.SwaggerUIBundle.plugins.DownloadUrl],
    layout: 'StandaloneLayout',
    persistAuthorization: false,
    tryItOutEnabled: false,
  });
})();
