/* The field inspection form on a phone (templates/inspections/conduct.html).
 *
 * Nothing typed or photographed is lost on a bad connection:
 * 1. every change is kept in this phone's storage (localStorage) and sent to the server
 *    as a draft shortly after;
 * 2. each photo is kept in this phone's storage (IndexedDB) with an idempotency key
 *    chosen before its first try, and sent until the server has it: a retry with the
 *    same key never makes a second photo (inspections/services/field.py::photo_add);
 * 3. "Complete the inspection" is sent once every photo is in; a lost answer is safe to
 *    retry (the server answers "done" for an inspection already recorded);
 * 4. the "Waiting to send" box lists what this phone still holds.
 * No inline script (the CSP forbids it); no library.
 */
(function () {
  "use strict";

  var form = document.getElementById("field-form");
  if (!form || !window.fetch) { return; }
  var ref = form.getAttribute("data-inspection");
  var DRAFT_KEY = "inspection-draft:" + ref;
  var COMPLETE_KEY = "inspection-complete:" + ref;
  var csrf = form.querySelector("[name=csrfmiddlewaretoken]").value;
  var fileInput = document.getElementById("id_photos");
  var outbox = document.getElementById("outbox");
  var list = document.getElementById("outbox-list");
  var statusLine = document.getElementById("outbox-status");
  var sent = 0;
  var flushing = false;
  var serverProblem = "";  // the last answer of a server that could not take a try
  var leaving = false;

  // --- photos waiting in IndexedDB -------------------------------------------------
  var dbPromise = new Promise(function (resolve, reject) {
    var open = indexedDB.open("lockport-field-inspections", 1);
    open.onupgradeneeded = function () {
      var store = open.result.createObjectStore("photos", { keyPath: "key" });
      store.createIndex("inspection", "inspection");
    };
    open.onsuccess = function () { resolve(open.result); };
    open.onerror = function () { reject(open.error); };
  });

  function tx(mode, work) {
    return dbPromise.then(function (db) {
      return new Promise(function (resolve, reject) {
        var t = db.transaction("photos", mode);
        var result = work(t.objectStore("photos"));
        t.oncomplete = function () { resolve(result && result.result); };
        t.onerror = function () { reject(t.error); };
      });
    });
  }
  function photos() {
    return tx("readonly", function (s) { return s.index("inspection").getAll(ref); });
  }
  function putPhoto(rec) { return tx("readwrite", function (s) { s.put(rec); }); }
  function deletePhoto(key) { return tx("readwrite", function (s) { s["delete"](key); }); }

  function uuid() {
    if (window.crypto && crypto.randomUUID) { return crypto.randomUUID(); }
    var b = crypto.getRandomValues(new Uint8Array(16));
    b[6] = (b[6] & 0x0f) | 0x40;
    b[8] = (b[8] & 0x3f) | 0x80;
    var h = Array.prototype.map.call(b, function (x) { return (x + 0x100).toString(16).slice(1); });
    return h.slice(0, 4).join("") + "-" + h.slice(4, 6).join("") + "-" + h.slice(6, 8).join("") +
      "-" + h.slice(8, 10).join("") + "-" + h.slice(10).join("");
  }

  // --- the draft -------------------------------------------------------------------
  function fields() {
    var data = {};
    new FormData(form).forEach(function (value, name) {
      if (typeof value === "string" && name !== "csrfmiddlewaretoken") { data[name] = value; }
    });
    return data;
  }
  function saveLocal() { localStorage.setItem(DRAFT_KEY, JSON.stringify(fields())); }
  function restoreLocal() {
    var saved;
    try { saved = JSON.parse(localStorage.getItem(DRAFT_KEY) || "null"); } catch (e) { saved = null; }
    if (!saved) { return; }
    Object.keys(saved).forEach(function (name) {
      var el = form.elements[name];
      if (!el) { return; }
      if (el instanceof RadioNodeList) {
        Array.prototype.forEach.call(el, function (r) { r.checked = r.value === saved[name]; });
      } else if (el.type === "checkbox") {
        el.checked = true;  // FormData holds a checkbox only when it is ticked
      } else if (el.type !== "file") {
        el.value = saved[name];
      }
    });
  }
  var draftTimer = null;
  function sendDraft() {
    if (!navigator.onLine) { return; }
    fetch(form.getAttribute("data-draft-url"), {
      method: "POST",
      credentials: "same-origin",
      headers: { "X-CSRFToken": csrf, "Content-Type": "application/json" },
      body: JSON.stringify(fields())
    }).catch(function () { /* kept locally; sent with the next change */ });
  }
  function changed() {
    saveLocal();
    clearTimeout(draftTimer);
    draftTimer = setTimeout(sendDraft, 1500);
  }

  // --- what is waiting to send -----------------------------------------------------
  function render() {
    return photos().then(function (waiting) {
      var completing = !!localStorage.getItem(COMPLETE_KEY);
      list.textContent = "";
      waiting.forEach(function (p) {
        var li = document.createElement("li");
        li.textContent = (p.name || "Photo") + (p.error ? ": not accepted: " + p.error : ": waiting");
        list.appendChild(li);
      });
      if (completing) {
        var li = document.createElement("li");
        li.textContent = "The inspection's findings and result: waiting";
        list.appendChild(li);
      }
      var pending = waiting.filter(function (p) { return !p.error; }).length;
      outbox.hidden = !(waiting.length || completing || sent);
      // What is still to go, in words: never "0 photos" (issue 22, item 6): photos
      // already sent are not waiting, only the result may be.
      var what = [];
      if (pending) { what.push(pending + " photo" + (pending === 1 ? "" : "s")); }
      if (completing) { what.push("the result"); }
      var words = what.join(" and ");
      var many = pending + (completing ? 1 : 0) > 1;
      var done = sent ? " (" + sent + " photo" + (sent === 1 ? "" : "s") + " already sent)" : "";
      if (!words) {
        statusLine.textContent = sent ? "Everything is sent (" + sent + " photo" + (sent === 1 ? "" : "s") + ")." :
          (waiting.length ? "Nothing is being sent: the Town's server did not accept the photos listed." : "");
      } else if (serverProblem) {
        statusLine.textContent = "The Town's server could not take " + words + " just now (" +
          serverProblem + "); " + (many ? "they stay" : "it stays") + " on this phone and " +
          (many ? "are" : "is") + " tried again." + done;
      } else if (!navigator.onLine) {
        statusLine.textContent = "No connection: " + words + " kept on this phone; " +
          (many ? "they are" : "it is") + " sent when the connection returns." + done;
      } else {
        statusLine.textContent = "Sending " + words + "…" + done;
      }
    });
  }

  function serverError(response) {
    var error = new Error("The server answered " + response.status);
    error.serverAnswer = "error " + response.status;
    return error;
  }

  function sendPhoto(rec) {
    var body = new FormData();
    body.append("file", rec.blob, rec.name || "photo.jpg");
    body.append("idempotency_key", rec.key);
    return fetch(form.getAttribute("data-photo-url"), {
      method: "POST",
      credentials: "same-origin",
      headers: { "X-CSRFToken": csrf, "Idempotency-Key": rec.key },
      body: body
    }).then(function (response) {
      if (response.ok) { sent += 1; return deletePhoto(rec.key); }
      if (response.status === 400) {
        return response.json().then(function (j) {
          var errors = j.errors || {};
          rec.error = Object.keys(errors).map(function (k) { return errors[k].join(" "); }).join(" ");
          return putPhoto(rec);
        });
      }
      throw serverError(response);
    });
  }

  function complete() {
    if (!localStorage.getItem(COMPLETE_KEY)) { return null; }
    return photos().then(function (waiting) {
      if (waiting.some(function (p) { return !p.error; })) { return null; }
      var body = new FormData(form);
      body["delete"]("photos");
      return fetch(window.location.href, {
        method: "POST",
        credentials: "same-origin",
        headers: { "X-CSRFToken": csrf, "X-Field-Form": "1" },
        body: body
      }).then(function (response) {
        if (response.ok) {
          return response.json().then(function (j) {
            localStorage.removeItem(COMPLETE_KEY);
            localStorage.removeItem(DRAFT_KEY);
            leaving = true;
            window.location.assign(j.url);
          });
        }
        if (response.status === 400) {
          // Refused (a finding missing…): send the form itself, so the page comes back
          // with the error summary and everything typed; the photos are already in.
          localStorage.removeItem(COMPLETE_KEY);
          leaving = true;
          fileInput.disabled = true;
          HTMLFormElement.prototype.submit.call(form);
          return null;
        }
        throw serverError(response);
      });
    });
  }

  function flush() {
    if (flushing || leaving) { return Promise.resolve(); }
    flushing = true;
    return photos().then(function (waiting) {
      return waiting.filter(function (p) { return !p.error; }).reduce(function (chain, rec) {
        return chain.then(function () { return sendPhoto(rec); });
      }, Promise.resolve());
    }).then(complete).then(function () {
      serverProblem = "";
    }).catch(function (error) {
      // No connection, or the server could not take it: everything stays on this phone.
      serverProblem = error && error.serverAnswer ? error.serverAnswer : "";
    }).then(function () {
      flushing = false;
      return render();
    });
  }

  // --- wiring --------------------------------------------------------------------
  restoreLocal();
  form.addEventListener("input", changed);
  form.addEventListener("change", changed);
  fileInput.addEventListener("change", function () {
    var files = Array.prototype.slice.call(fileInput.files || []);
    var now = new Date().toISOString();
    Promise.all(files.map(function (f) {
      return putPhoto({ key: uuid(), inspection: ref, name: f.name, blob: f, added: now });
    })).then(function () {
      fileInput.value = "";
      return render();
    }).then(flush);
  });
  form.addEventListener("submit", function (event) {
    event.preventDefault();
    saveLocal();
    localStorage.setItem(COMPLETE_KEY, "1");
    render().then(flush);
  });
  window.addEventListener("online", function () { render().then(flush); });
  window.addEventListener("offline", render);
  setInterval(function () { if (navigator.onLine) { flush(); } }, 3000);

  var gps = document.getElementById("gps-button");
  if (navigator.geolocation && gps) {
    gps.hidden = false;
    gps.addEventListener("click", function () {
      var status = document.getElementById("gps-status");
      status.textContent = "Finding your position…";
      navigator.geolocation.getCurrentPosition(function (pos) {
        form.elements.latitude.value = pos.coords.latitude.toFixed(6);
        form.elements.longitude.value = pos.coords.longitude.toFixed(6);
        status.textContent = "Position " + form.elements.latitude.value + ", " +
          form.elements.longitude.value + " recorded.";
        changed();
      }, function () {
        status.textContent = "The position is not available; it is optional.";
      }, { enableHighAccuracy: true, timeout: 15000 });
    });
  }
  render().then(flush);
})();
