/* The public report's map (progressive enhancement; no inline script: CSP).
 * Without JavaScript, or when Leaflet or the tiles do not load, the reporter types an
 * address or coordinates. With it, tapping the map fills the latitude and longitude. */
(function () {
  "use strict";
  document.addEventListener("DOMContentLoaded", function () {
    var box = document.getElementById("report-map");
    if (!box || typeof window.L === "undefined") { return; }
    var lat = document.querySelector("[data-map-lat]");
    var lon = document.querySelector("[data-map-long]");
    box.hidden = false;
    var help = document.getElementById("map-help");
    if (help) { help.hidden = false; }
    var start = [parseFloat(box.dataset.lat), parseFloat(box.dataset.long)];
    var picked = lat && lat.value && lon && lon.value ? [parseFloat(lat.value), parseFloat(lon.value)] : null;
    var map = window.L.map(box).setView(picked || start, picked ? 17 : 13);
    var tiles = window.L.tileLayer(box.dataset.tiles, {
      maxZoom: 19,
      attribution: "&copy; OpenStreetMap contributors"
    }).addTo(map);
    // The tile server is not ours: when it does not answer, the map goes away and the
    // page says so; the address box and the coordinates work as they do without it.
    tiles.once("tileerror", function () {
      box.hidden = true;
      if (help) {
        help.textContent = "The map could not be loaded. Type the address or a landmark above instead.";
      }
    });
    var marker = picked ? window.L.marker(picked).addTo(map) : null;
    map.on("click", function (event) {
      var p = event.latlng;
      if (marker) { marker.setLatLng(p); } else { marker = window.L.marker(p).addTo(map); }
      lat.value = p.lat.toFixed(6);
      lon.value = p.lng.toFixed(6);
      lat.dispatchEvent(new Event("change", { bubbles: true }));
    });
  });
})();
