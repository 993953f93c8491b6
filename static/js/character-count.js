/* The character count of a textarea (GOV.UK Design System's pattern; issue 45, item 1).
 *
 * A textarea has no maxlength: the browser would cut a pasted text at the limit without a
 * word, and the person would sign a text cut mid-sentence. The server refuses a text over
 * the limit with a message beside the box and keeps everything typed. The box carries its
 * limit as data-maxlength and its help says it ("Up to 10,000 characters."): that is all
 * a page without JavaScript shows. With JavaScript, a count under the box says how many
 * characters remain, or how many too many, as the person types or pastes; a screen reader
 * hears the same count politely (aria-live) once typing pauses, not at every key.
 * Progressive enhancement only: nothing is cut, nothing is refused here.
 */
(function () {
  "use strict";

  var PAUSE_MS = 1000;

  function plural(n, word) {
    return n.toLocaleString("en-US") + " " + word + (n === 1 ? "" : "s");
  }

  function words(limit, length) {
    var left = limit - length;
    if (left < 0) {
      return "You have " + plural(-left, "character") + " too many";
    }
    return "You have " + plural(left, "character") + " remaining";
  }

  function countFor(box) {
    var limit = parseInt(box.getAttribute("data-maxlength"), 10);
    if (!box.id || !(limit > 0)) { return; }
    var shown = document.createElement("div");
    shown.id = box.id + "_count";
    shown.className = "form-text character-count";
    shown.setAttribute("aria-hidden", "true");
    var heard = document.createElement("div");
    heard.id = box.id + "_count_status";
    heard.className = "visually-hidden";
    heard.setAttribute("aria-live", "polite");
    heard.setAttribute("data-character-count-status", "");
    // Under the box and its help, before the next field: the help is a sibling below the
    // box (crispy's Bootstrap 5 layout), so the count goes after the last of them.
    var after = box;
    var help = document.getElementById(box.id + "_helptext");
    if (help && help.parentNode === box.parentNode) { after = help; }
    after.insertAdjacentElement("afterend", shown);
    shown.insertAdjacentElement("afterend", heard);

    var timer = null;
    function update(announce) {
      var length = box.value.length;
      var text = words(limit, length);
      shown.textContent = text;
      shown.classList.toggle("text-danger", length > limit);
      shown.classList.toggle("fw-bold", length > limit);
      if (announce) {
        window.clearTimeout(timer);
        timer = window.setTimeout(function () { heard.textContent = text; }, PAUSE_MS);
      }
    }
    box.addEventListener("input", function () { update(true); });
    update(false);
  }

  document.addEventListener("DOMContentLoaded", function () {
    document.querySelectorAll("textarea[data-maxlength]").forEach(countFor);
  });
})();
