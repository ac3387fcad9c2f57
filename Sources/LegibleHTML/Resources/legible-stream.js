/*
 * legible-stream.js: applies Legible's accessible-HTML patches of a streamed answer to a page.
 *
 *   LegibleStream.apply(JSON.parse(patchJSON));
 *
 * A patch is {operations: [...], announcements: [...], complete}. Operations address elements by
 * their id (their identity in the reading model): "remove" one, "replace" one with new HTML,
 * "insert" new HTML into a parent after a sibling (or first, or last), "update" a container's
 * attributes and keep its children. Elements a patch does not name are left alone, so a reader
 * keeps their place in what is already there; focus on a replaced element moves to its
 * replacement. Announcements go, in order, to the page's one polite live region (#legible-live).
 * No dependencies; the HTML comes from Legible's renderer, which escapes what it writes.
 */
(function (global) {
  "use strict";

  function parse(html) {
    var template = document.createElement("template");
    template.innerHTML = html;
    return template.content;
  }

  function liveRegion() {
    var region = document.getElementById("legible-live");
    if (!region) {
      region = document.createElement("div");
      region.id = "legible-live";
      region.className = "legible-visually-hidden";
      region.setAttribute("aria-live", "polite");
      region.setAttribute("aria-atomic", "true");
      (document.querySelector("main") || document.body).appendChild(region);
    }
    return region;
  }

  // Announcements are spoken one after another: each replaces the region's text once the one
  // before has had time to be picked up (screen readers read a polite region's new text when
  // they are free), and an empty moment between two equal texts makes the second one new.
  var queue = [];
  var speaking = false;
  function announce(texts) {
    queue.push.apply(queue, texts);
    if (!speaking) next();
  }
  function next() {
    var text = queue.shift();
    if (text === undefined) { speaking = false; return; }
    speaking = true;
    var region = liveRegion();
    region.textContent = "";
    setTimeout(function () {
      region.textContent = text;
      setTimeout(next, 250);
    }, 50);
  }

  function container(parent) {
    // The footnotes section holds its footnotes in a list.
    return parent.tagName === "SECTION" ? (parent.querySelector("ol") || parent) : parent;
  }

  function insert(op) {
    var parent = document.getElementById(op.parent);
    if (!parent) return;
    var into = container(parent);
    var nodes = parse(op.html);
    var after = op.after ? document.getElementById(op.after) : null;
    if (after && after.parentNode === into) {
      after.after(nodes);
    } else if (op.atEnd) {
      into.appendChild(nodes);
    } else {
      var first = into.firstElementChild;
      // A task's checkbox stays first in its item.
      if (first && first.matches(".legible-task")) first.after(nodes); else into.prepend(nodes);
    }
  }

  function update(op) {
    var element = document.getElementById(op.id);
    var fresh = parse(op.startTag + "</" + op.startTag.match(/^<([a-z0-9]+)/i)[1] + ">").firstElementChild;
    if (!element || !fresh) return;
    Array.prototype.slice.call(element.attributes).forEach(function (attribute) {
      if (!fresh.hasAttribute(attribute.name)) element.removeAttribute(attribute.name);
    });
    Array.prototype.slice.call(fresh.attributes).forEach(function (attribute) {
      element.setAttribute(attribute.name, attribute.value);
    });
  }

  function apply(patch) {
    var focused = document.activeElement && document.activeElement.id;
    (patch.operations || []).forEach(function (op) {
      var element;
      switch (op.op) {
        case "remove":
          element = document.getElementById(op.id);
          if (element) element.remove();
          break;
        case "replace":
          element = document.getElementById(op.id);
          if (element) element.replaceWith(parse(op.html));
          break;
        case "insert":
          insert(op);
          break;
        case "update":
          update(op);
          break;
      }
    });
    if (focused && document.activeElement === document.body) {
      var again = document.getElementById(focused);
      if (again) again.focus();
    }
    if (patch.announcements && patch.announcements.length) announce(patch.announcements);
  }

  global.LegibleStream = { apply: apply, announce: announce };
})(window);
