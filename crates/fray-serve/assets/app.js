// The players' page: shows the players' view the GM's fray sends, kept live by its events.
// Every text comes from the data (its `labels` for the fixed ones) and is inserted as text
// only; the page stores nothing (no storage, no cookie, no history entry).
"use strict";

(function () {
  var BASE = location.pathname.replace(/[^/]*$/, "");
  var lang = null; // null: the GM's language, until the reader picks one
  var shown = null; // the data on screen
  var labels = {};
  var source = null;
  var retry = null;
  var theme = "dark";

  function $(id) {
    return document.getElementById(id);
  }

  function L(key) {
    return Object.prototype.hasOwnProperty.call(labels, key) ? labels[key] : "";
  }

  function text(id, value) {
    $(id).textContent = value || "";
  }

  function el(tag, cls, value) {
    var node = document.createElement(tag);
    if (cls) node.className = cls;
    if (value !== undefined && value !== null) node.textContent = String(value);
    return node;
  }

  function clear(node) {
    while (node.firstChild) node.removeChild(node.firstChild);
  }

  function query() {
    return lang ? "?lang=" + encodeURIComponent(lang) : "";
  }

  function fixedTexts() {
    text("now-heading", L("now"));
    text("next-heading", L("next"));
    text("order-heading", L("order"));
    text("combatants-heading", L("combatants"));
    text("log-heading", L("log"));
    text("stopped-title", L("stopped"));
    text("stopped-hint", L("stopped-hint"));
    text("reconnecting", L("reconnecting"));
    text("theme", theme === "dark" ? L("light") : L("dark"));
    $("theme").setAttribute("aria-label", L("theme"));
    text("lang-en", L("lang-en"));
    text("lang-fr", L("lang-fr"));
    $("langs").setAttribute("aria-label", L("language"));
  }

  function renderOrder(rows) {
    var list = $("order");
    clear(list);
    if (!rows.length) {
      list.appendChild(el("li", "empty", L("no-order")));
      return;
    }
    rows.forEach(function (row) {
      var item = el("li", "row");
      if (row.current) {
        item.classList.add("current");
        item.setAttribute("aria-current", "step");
      }
      if (row.done) item.classList.add("done");
      if (row.simultaneous) item.classList.add("together");
      item.appendChild(el("span", "place", row.place));
      item.appendChild(el("span", "who", row.name));
      var notes = [];
      if (row.status) notes.push(row.status);
      (row.extras || []).forEach(function (x) {
        notes.push(x);
      });
      if (row.simultaneous) notes.push(L("simultaneous"));
      if (notes.length) item.appendChild(el("span", "notes", notes.join(", ")));
      list.appendChild(item);
    });
  }

  function renderCards(cards) {
    var list = $("cards");
    clear(list);
    if (!cards.length) {
      list.appendChild(el("li", "empty", L("nobody")));
      return;
    }
    cards.forEach(function (card) {
      var item = el("li", "card " + (card.full ? "full" : "coarse"));
      if (card.current) item.classList.add("current");
      var head = el("div", "card-head");
      head.appendChild(el("h3", "name", card.name));
      head.appendChild(el("span", "side", card.side));
      item.appendChild(head);
      item.appendChild(el("p", "health level-" + card.level, card.health));
      if (card.lines.length) {
        var lines = el("ul", "lines");
        card.lines.forEach(function (line) {
          lines.appendChild(el("li", null, line));
        });
        item.appendChild(lines);
      }
      if (card.conditions.length) {
        var box = el("div", "conditions");
        box.appendChild(el("span", "label", L("conditions")));
        var tags = el("ul", "tags");
        card.conditions.forEach(function (c) {
          tags.appendChild(el("li", "tag", c));
        });
        box.appendChild(tags);
        item.appendChild(box);
      }
      list.appendChild(item);
    });
  }

  function renderLog(lines) {
    var list = $("log");
    clear(list);
    if (!lines.length) {
      list.appendChild(el("li", "empty", L("no-log")));
      return;
    }
    // Newest first: the latest line stays in sight on a phone's first screen and a TV's.
    lines
      .slice()
      .reverse()
      .forEach(function (line) {
        var item = el("li", line.undone ? "undone" : null);
        if (line.undone) {
          var struck = el("s", null, line.text);
          item.appendChild(struck);
          item.appendChild(el("span", "undone-mark", " (" + L("undone") + ")"));
        } else {
          item.textContent = line.text;
        }
        list.appendChild(item);
      });
  }

  function render(data) {
    shown = data;
    labels = data.labels || {};
    // The record shown, for whoever checks the page is up to date (a test, a curious GM).
    document.body.setAttribute("data-seq", String(data.seq));
    document.documentElement.lang = data.lang;
    document.title = data.title ? data.title + " · " + L("heading") : L("heading");
    fixedTexts();
    ["en", "fr"].forEach(function (code) {
      $("lang-" + code).setAttribute("aria-pressed", String(code === data.lang));
    });
    text("title", data.title);
    text("system", data.system);
    text("standing", data.started ? data.standing : L("not-started"));
    text("current", data.current || "\u2014");
    // Nobody known to come next (declarations, the round's end): the line goes.
    text("next", data.next || "");
    $("next-line").hidden = !data.next;
    $("order-section").hidden = data.ordered === false;
    renderOrder(data.order || []);
    renderCards(data.combatants || []);
    renderLog(data.log || []);
  }

  function receive(json) {
    var data;
    try {
      data = JSON.parse(json);
    } catch (e) {
      return;
    }
    if (!data || typeof data.seq !== "number") return;
    // A late answer never replaces newer data in the same language.
    if (shown && shown.lang === data.lang && data.seq < shown.seq && !stopped()) return;
    if (lang && data.lang !== lang) return;
    setStopped(false);
    render(data);
  }

  function stopped() {
    return !$("stopped").hidden;
  }

  function setStopped(on) {
    $("stopped").hidden = !on;
    document.body.classList.toggle("is-stopped", on);
  }

  function setReconnecting(on) {
    $("reconnecting").hidden = !on || !shown || stopped();
  }

  function fetchState() {
    fetch(BASE + "state" + query(), { cache: "no-store", credentials: "omit" })
      .then(function (r) {
        return r.ok ? r.text() : null;
      })
      .then(function (body) {
        if (body) receive(body);
      })
      .catch(function () {
        setReconnecting(true);
      });
  }

  function listen() {
    if (source) source.close();
    if (retry) clearTimeout(retry);
    source = new EventSource(BASE + "events" + query());
    source.addEventListener("open", function () {
      setReconnecting(false);
    });
    source.addEventListener("state", function (e) {
      setReconnecting(false);
      receive(e.data);
    });
    source.addEventListener("stopped", function (e) {
      var ended = false;
      try {
        ended = JSON.parse(e.data).ended === true;
      } catch (err) {
        ended = false;
      }
      // The GM's fray away: this page picks up again when it is back. Sharing ended: a
      // new share has a new address, so the page stops listening.
      text("stopped-hint", ended ? L("ended-hint") : L("stopped-hint"));
      setStopped(true);
      if (ended) {
        source.close();
        if (retry) clearTimeout(retry);
      }
    });
    source.addEventListener("error", function () {
      setReconnecting(true);
      // The browser retries on its own unless the server refused: then try again later.
      if (source.readyState === EventSource.CLOSED) {
        retry = setTimeout(function () {
          listen();
          fetchState();
        }, 3000);
      }
    });
  }

  function start() {
    $("theme").addEventListener("click", function () {
      theme = theme === "dark" ? "light" : "dark";
      document.body.classList.toggle("theme-light", theme === "light");
      document.body.classList.toggle("theme-dark", theme === "dark");
      fixedTexts();
    });
    ["en", "fr"].forEach(function (code) {
      $("lang-" + code).addEventListener("click", function () {
        if (lang === code || (!lang && shown && shown.lang === code)) return;
        lang = code;
        listen();
        fetchState();
      });
    });
    listen();
    fetchState();
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();
