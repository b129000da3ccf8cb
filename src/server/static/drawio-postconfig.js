// Skyplan, appended to draw.io's js/PostConfig.js by scripts/build-drawio.mjs (it runs inside the
// embedded editor, before App.main). A `load` message with `fit: 1` shows the whole diagram once it
// is loaded: zoomed out to fit the window when it is larger, never zoomed in past 100 %, and
// centred — instead of draw.io's top-left corner at 100 %, which cuts a large diagram off. Any other
// `load` (a new version of the same diagram) keeps the zoom and scroll the person had, and scrolls
// to the cells the new version added when they are out of view (fitting the whole diagram only
// when they do not fit the window and the whole stays readable, ≥ 40 %).
// F6 (Shift+F6 backwards) leaves the editor: draw.io keeps Tab, Shift+Tab and Escape for its own
// shapes, so the page around it is told with a `leave` message and moves focus out.
// `{action: 'theme', dark}` switches draw.io's dark mode in place, so the editor follows the app.
// `{action: 'pageName', name}` names a one-page diagram's page after its title (not an edit: no
// autosave; the next save carries it).
/* global window, document, Editor, EditorUi, STYLE_PATH, mxRectangle, mxUtils -- draw.io's page and its globals */
(function () {
  'use strict';
  var BORDER = 32;

  function showWhole(graph) {
    var bounds = graph.getGraphBounds();
    var t = graph.view.translate;
    var s = graph.view.scale;
    if (bounds.width === 0 || bounds.height === 0) return;
    var rect = new mxRectangle(bounds.x / s - t.x, bounds.y / s - t.y, bounds.width / s, bounds.height / s);
    var width = graph.container.clientWidth - BORDER;
    var height = graph.container.clientHeight - BORDER;
    if (width <= 0 || height <= 0) return;
    var scale = Math.min(1, Math.floor(20 * Math.min(width / rect.width, height / rect.height)) / 20);
    graph.zoomTo(Math.max(scale, 0.1));
    if (mxUtils.hasScrollbars(graph.container)) {
      var f = graph.view.scale;
      var tr = graph.view.translate;
      graph.container.scrollTop = (rect.y + tr.y) * f - Math.max((height - rect.height * f) / 2 + BORDER / 2, 0);
      graph.container.scrollLeft = (rect.x + tr.x) * f - Math.max((width - rect.width * f) / 2 + BORDER / 2, 0);
    }
  }

  var READABLE = 0.4;

  function fitScale(graph) {
    var s = graph.view.scale;
    var b = graph.getGraphBounds();
    var width = graph.container.clientWidth - BORDER;
    var height = graph.container.clientHeight - BORDER;
    if (b.width === 0 || b.height === 0 || width <= 0 || height <= 0) return 1;
    return Math.min(1, (width * s) / b.width, (height * s) / b.height);
  }

  /** Whether a rectangle in screen coordinates of the graph lies inside the visible part of the container. */
  function inView(graph, rect) {
    var c = graph.container;
    return rect.x >= c.scrollLeft - 1 && rect.y >= c.scrollTop - 1 &&
      rect.x + rect.width <= c.scrollLeft + c.clientWidth + 1 && rect.y + rect.height <= c.scrollTop + c.clientHeight + 1;
  }

  function cellIds(graph) {
    var ids = {};
    for (var id in graph.model.cells) ids[id] = true;
    return ids;
  }

  /**
   * After a new version: keep the person's zoom and scroll; when cells the version added are out of
   * view, scroll to them (zooming out to show the whole diagram only when they do not fit the
   * window and the whole stays readable).
   */
  function keepOrReveal(graph, kept) {
    graph.zoomTo(kept.scale);
    graph.container.scrollLeft = kept.left;
    graph.container.scrollTop = kept.top;
    var added = [];
    for (var id in graph.model.cells) {
      var cell = graph.model.cells[id];
      if (!kept.ids[id] && (graph.model.isVertex(cell) || graph.model.isEdge(cell))) added.push(cell);
    }
    // The page and scroll area grow with the new version only once the view is validated.
    graph.view.validate();
    graph.sizeDidChange();
    var box = added.length > 0 ? graph.getBoundingBox(added) : null;
    if (box == null || inView(graph, box)) return;
    var c = graph.container;
    if (box.width <= c.clientWidth && box.height <= c.clientHeight) {
      c.scrollLeft = Math.max(0, Math.min(c.scrollLeft, box.x - BORDER), box.x + box.width + BORDER - c.clientWidth);
      c.scrollTop = Math.max(0, Math.min(c.scrollTop, box.y - BORDER), box.y + box.height + BORDER - c.clientHeight);
    }
    if (!inView(graph, box) && fitScale(graph) >= READABLE) showWhole(graph);
  }

  window.addEventListener(
    'keydown',
    function (evt) {
      if (evt.key !== 'F6' || window.parent === window) return;
      evt.preventDefault();
      evt.stopPropagation();
      window.parent.postMessage(JSON.stringify({ event: 'leave', back: evt.shiftKey }), '*');
    },
    true,
  );

  // draw.io 14's full UI switches dark mode only by reloading with ui=dark; this does in place what
  // that theme does: its stylesheet (styles/dark.css), the dark graph theme and page colours.
  function setDark(ui, dark) {
    if (Editor.darkMode === dark) return;
    if (typeof ui.doSetDarkMode === 'function') return ui.doSetDarkMode(dark);
    var graph = ui.editor.graph;
    Editor.darkMode = dark;
    var link = document.getElementById('skyplan-dark-css');
    if (dark && link == null) {
      link = document.createElement('link');
      link.id = 'skyplan-dark-css';
      link.rel = 'stylesheet';
      link.href = STYLE_PATH + '/dark.css';
      document.head.appendChild(link);
    } else if (!dark && link != null) {
      link.parentNode.removeChild(link);
    }
    graph.defaultPageBackgroundColor = dark ? '#2a2a2a' : '#ffffff';
    graph.defaultPageBorderColor = dark ? '#505759' : '#ffffff';
    var theme = dark ? 'darkTheme' : 'default-style2';
    if (graph.themes != null && graph.themes[theme] != null) {
      graph.defaultThemeName = theme;
      graph.loadStylesheet();
    }
    document.body.style.backgroundColor = dark ? '#2a2a2a' : '#ffffff';
    if (typeof ui.setGridColor === 'function') ui.setGridColor(dark ? graph.view.defaultDarkGridColor : graph.view.defaultGridColor);
    graph.refresh();
    if (typeof ui.refresh === 'function') ui.refresh();
  }

  function setPageName(ui, name) {
    if (ui.pages == null || ui.pages.length !== 1 || typeof name !== 'string' || name === '') return;
    var page = ui.pages[0];
    if (page.getName() === name) return;
    page.setName(name);
    if (typeof ui.updateTabContainer === 'function') ui.updateTabContainer();
  }

  var install = EditorUi.prototype.installMessageHandler;
  EditorUi.prototype.installMessageHandler = function (onLoad) {
    var applyTheme = setDark.bind(null, this);
    var applyPageName = setPageName.bind(null, this);
    var graph = this.editor.graph;
    var fitNext = false;
    var kept = null;
    // Capture phase: seen before draw.io's own handler loads the document.
    window.addEventListener(
      'message',
      function (evt) {
        if (evt.source !== (window.opener || window.parent)) return;
        var msg = null;
        try {
          msg = typeof evt.data === 'string' ? JSON.parse(evt.data) : null;
        } catch (e) {
          return;
        }
        if (msg != null && msg.action === 'theme') {
          // Skyplan's own action: draw.io's handler never sees it.
          evt.stopImmediatePropagation();
          applyTheme(msg.dark === true);
          return;
        }
        if (msg != null && msg.action === 'pageName') {
          evt.stopImmediatePropagation();
          applyPageName(msg.name);
          return;
        }
        if (msg == null || msg.action !== 'load') return;
        fitNext = msg.fit === 1;
        kept = fitNext ? null : { scale: graph.view.scale, left: graph.container.scrollLeft, top: graph.container.scrollTop, ids: cellIds(graph) };
      },
      true,
    );
    return install.call(this, function () {
      var result = onLoad.apply(this, arguments);
      if (fitNext) {
        fitNext = false;
        showWhole(graph);
      } else if (kept != null) {
        keepOrReveal(graph, kept);
        kept = null;
      }
      return result;
    });
  };
})();
