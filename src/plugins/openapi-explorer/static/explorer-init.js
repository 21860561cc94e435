/* Starts Swagger UI on the explorer page. Kept in its own file so the page needs no inline
   script and works under a strict Content-Security-Policy. */
(function () {
  'use strict';
  var root = document.getElementById('swagger-ui');

  // Follow the documentation site's colour mode (stored by its theme under "theme" or
  // "theme-<suffix>"), else the system preference; Swagger UI styles `html.dark-mode`.
  function prefersDark() {
    try {
      for (var i = 0; i < localStorage.length; i += 1) {
        var key = localStorage.key(i);
        if (key === 'theme' || /^theme-/.test(key)) {
          var stored = localStorage.getItem(key);
          if (stored === 'dark' || stored === 'light') return stored === 'dark';
        }
      }
    } catch {
      // storage blocked: fall back to the system preference
    }
    return window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches;
  }
  document.documentElement.classList.toggle('dark-mode', prefersDark());

  if (typeof window.SwaggerUIBundle !== 'function') {
    root.textContent =
      'The API explorer could not load its scripts. Reload the page, or read the API reference pages instead.';
    return;
  }

  /* Accessibility repairs Swagger UI does not make itself, applied whenever it re-renders:
     - the server <select> gets a name;
     - the links inside each operation's summary button (a button must not contain other
       focusable elements) lose their href and link role: the button already opens the
       operation and updates the address for deep links;
     - a heading level 2 sits between the page title (h1) and the tag headings (h3);
     - the blocks outside Swagger's own <main> become named regions. */
  function repair() {
    var servers = document.getElementById('servers');
    if (servers && !servers.hasAttribute('aria-label')) servers.setAttribute('aria-label', 'Server');
    var nested = root.querySelectorAll('.opblock-summary-control a[href]');
    for (var i = 0; i < nested.length; i += 1) {
      nested[i].removeAttribute('href');
      // Without href it is no longer a link; say so, so crawlers do not count a broken one.
      nested[i].setAttribute('role', 'none');
    }
    var operations = document.getElementById('operations');
    if (operations && !document.getElementById('explorer-operations-heading')) {
      var heading = document.createElement('h2');
      heading.id = 'explorer-operations-heading';
      heading.className = 'explorer-visually-hidden';
      heading.textContent = 'Operations by tag';
      operations.insertBefore(heading, operations.firstChild);
    }
    var regions = [
      ['.information-container', 'About the API'],
      ['.scheme-container', 'Servers and authorization'],
      ['.filter-container', 'Filter operations'],
      ['section.models', 'Schemas'],
    ];
    for (var j = 0; j < regions.length; j += 1) {
      var element = root.querySelector(regions[j][0]);
      if (element && !element.closest('main') && !element.hasAttribute('role')) {
        element.setAttribute('role', 'region');
        element.setAttribute('aria-label', regions[j][1]);
      }
    }
  }
  new MutationObserver(repair).observe(root, { childList: true, subtree: true });

  window.ui = window.SwaggerUIBundle({
    url: root.getAttribute('data-spec-url'),
    dom_id: '#swagger-ui',
    deepLinking: true,
    validatorUrl: null,
    // The documentation site never calls the API itself: "Try it out" stays off, so the
    // explorer reads the contract only. Copy the generated curl commands instead.
    supportedSubmitMethods: [],
    presets: [window.SwaggerUIBundle.presets.apis],
    plugins: [window.SwaggerUIBundle.plugins.DownloadUrl],
    layout: 'BaseLayout',
    persistAuthorization: false,
    tryItOutEnabled: false,
  });
})();
