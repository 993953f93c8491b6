/* Shared form behaviour (no inline scripts: the CSP forbids them).
 *
 * 1. The error summary (templates/core/_error_summary.html, GOV.UK's pattern) takes the
 *    focus when the page loads, so the page starts at the summary, not at a heading; a
 *    link in it moves the focus to its field and scrolls the field's label into view.
 * 2. A form marked data-warn-unsaved asks before the browser leaves it with changes
 *    that were not sent.
 * 3. A form marked data-confirm="question" asks the question before an act that cannot
 *    be undone (issuing a document, lifting an order); the page says the same in words.
 * 4. A page drawn in answer to a post (a refused form, shown again with everything typed
 *    and the error summary: <body data-posted>) replaces its history entry with a plain
 *    visit of its address, so that Back or Reload never sends the refused form again
 *    (issue 24); a saved form redirects (POST, redirect, GET) on the server.
 */
(function () {
  "use strict";

  function focusSummary() {
    var summary = document.querySelector("[data-error-summary]");
    if (!summary) { return; }
    summary.scrollIntoView({ block: "start" });
    summary.focus({ preventScroll: true });
    summary.addEventListener("click", function (event) {
      var link = event.target.closest("a[data-error-link]");
      if (!link) { return; }
      var field = document.getElementById(link.getAttribute("href").slice(1));
      if (!field) { return; }
      event.preventDefault();
      var label = document.querySelector("label[for='" + field.id + "']");
      var legend = field.closest("fieldset") && field.closest("fieldset").querySelector("legend");
      (legend || label || field).scrollIntoView({ block: "start" });
      field.focus({ preventScroll: true });
    });
  }

  function warnUnsaved() {
    // Changes are tracked per form: sending one form does not send another's, so leaving
    // through "Save review options" with findings chosen and not sent still warns.
    var forms = document.querySelectorAll("form[data-warn-unsaved]");
    if (!forms.length) { return; }
    var dirty = new Set();
    var sent = null;
    forms.forEach(function (form) {
      form.addEventListener("input", function () { dirty.add(form); });
      form.addEventListener("change", function () { dirty.add(form); });
    });
    // A refused form comes back with the person's changes still unsent (unless the page
    // says it saved them, e.g. a submission refused after saving).
    if (document.querySelector("[data-error-summary]:not([data-saved])")) {
      forms.forEach(function (form) { dirty.add(form); });
    }
    document.querySelectorAll("form").forEach(function (form) {
      form.addEventListener("submit", function () { sent = form; });
    });
    window.addEventListener("beforeunload", function (event) {
      var unsent = Array.from(dirty).some(function (form) { return form !== sent; });
      if (unsent) {
        event.preventDefault();
        event.returnValue = "";
      }
    });
  }

  function confirmActs() {
    document.querySelectorAll("form[data-confirm]").forEach(function (form) {
      form.addEventListener("submit", function (event) {
        if (!window.confirm(form.getAttribute("data-confirm"))) {
          event.preventDefault();
          event.stopImmediatePropagation();
        }
      });
    });
  }

  function forgetThePost() {
    if (document.body.hasAttribute("data-posted") && window.history.replaceState) {
      window.history.replaceState(window.history.state, "", window.location.href);
    }
  }

  document.addEventListener("DOMContentLoaded", function () {
    forgetThePost();
    confirmActs();
    focusSummary();
    warnUnsaved();
  });
})();
