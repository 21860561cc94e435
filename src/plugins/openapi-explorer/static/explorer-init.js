/* The explorer page: the server-rendered list of operations paints first; Swagger UI (about
   450 KiB of script) loads once the page is idle, or at once for a deep link, and replaces the
   list when it has rendered. Kept in its own file so the page needs no inline script and works
   under a strict Content-Security-Policy. */
(function () {
  'use strict';
  var root = document.getElementById('swagger-ui');
  var index = document.getElementById('operations-index');
  var assets = root.getAttribute('data-assets');

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

  /* The page holds one message for wide screens and one for phones (explorer.css shows the
     right one before any script runs, so nothing moves); both are updated. */
  function setStatus(text) {
    var statuses = index ? index.querySelectorAll('.explorer-status') : [];
    for (var i = 0; i < statuses.length; i += 1) statuses[i].textContent = text;
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
      ['.scheme-container', 'Servers'],
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

  /* Swap in one frame, so nothing that stays on screen moves: the list goes, Swagger UI shows. */
  function showSwagger() {
    if (!root.hidden) return;
    root.hidden = false;
    if (index) index.remove();
    var skip = document.querySelector('.explorer-skip-link');
    if (skip) skip.setAttribute('href', '#operations');
    var target = /^#\/[^/]+\/[^/]+/.test(location.hash) && document.getElementById(deepLinkId(location.hash));
    if (target) target.scrollIntoView();
  }

  function deepLinkId(hash) {
    var parts = hash.slice(2).split('/');
    return 'operations-' + decodeURIComponent(parts[0]) + '-' + decodeURIComponent(parts[1]);
  }

  /* The explorer never calls the API: no Authorize button and no padlocks that open the token
     dialog (see the notice in the page header). */
  function ReadOnlyPlugin() {
    var nothing = function () {
      return function () {
        return null;
      };
    };
    return { wrapComponents: { authorizeBtn: nothing, authorizeOperationBtn: nothing } };
  }

  function start(spec) {
    new MutationObserver(repair).observe(root, { childList: true, subtree: true });
    window.ui = window.SwaggerUIBundle({
      spec: spec,
      dom_id: '#swagger-ui',
      deepLinking: true,
      validatorUrl: null,
      filter: true,
      // The documentation site never calls the API itself: "Try it out" stays off, so the
      // explorer reads the contract only. Copy the generated curl commands instead.
      supportedSubmitMethods: [],
      tryItOutEnabled: false,
      persistAuthorization: false,
      presets: [window.SwaggerUIBundle.presets.apis],
      plugins: [ReadOnlyPlugin],
      layout: 'BaseLayout',
      onComplete: function () {
        repair();
        showSwagger();
      },
    });
  }

  var loading = false;
  function load() {
    if (loading) return;
    loading = true;
    var style = document.createElement('link');
    style.rel = 'stylesheet';
    style.href = assets + 'swagger-ui.css';
    document.head.insertBefore(style, document.head.querySelector('link[rel="stylesheet"]'));
    var specRequest = fetch(root.getAttribute('data-spec-url')).then(function (response) {
      if (!response.ok) throw new Error('HTTP ' + response.status);
      return response.json();
    });
    var script = document.createElement('script');
    script.src = assets + 'swagger-ui-bundle.js';
    script.onload = function () {
      specRequest.then(start, function () {
        setStatus('The interactive explorer could not load the contract; the list below still works.');
      });
    };
    script.onerror = function () {
      setStatus('The interactive explorer could not load its scripts; the list below still works.');
    };
    document.body.appendChild(script);
  }

  /* When Swagger UI loads: at once for a deep link (#/Tag/operationId); on a wide screen once the
     page is idle; on a phone when the reader asks, because parsing and rendering it blocks a
     mid-range phone for seconds, while the list already links every operation's reference. */
  var button = index && index.querySelector('.explorer-load');
  function loadNow() {
    if (button) button.disabled = true;
    setStatus('The interactive explorer is loading; the operations are listed below meanwhile.');
    load();
  }
  // Keep in step with the breakpoint in explorer.css.
  var wide = window.matchMedia('(min-width: 997px)').matches;
  if (/^#\/./.test(location.hash)) {
    loadNow();
  } else if (wide) {
    var later = function () {
      if ('requestIdleCallback' in window) window.requestIdleCallback(loadNow, { timeout: 2000 });
      else window.setTimeout(loadNow, 200);
    };
    if (document.readyState === 'complete') later();
    else window.addEventListener('load', later);
  } else if (button) {
    button.addEventListener('click', loadNow);
  }
  window.addEventListener('hashchange', function () {
    if (/^#\/./.test(location.hash)) loadNow();
  });
})();
