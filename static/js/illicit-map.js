/* The staff map of open reports, cases and outfalls (Leaflet, vendored). The page lists
 * the same records, so it stays usable when no tiles load or without JavaScript. */
(function () {
  "use strict";
  var COLORS = { report: "#b02a37", case: "#0d6efd", outfall: "#198754" };
  document.addEventListener("DOMContentLoaded", function () {
    var box = document.getElementById("illicit-map");
    if (!box || typeof window.L === "undefined") { return; }
    box.hidden = false;
    var map = window.L.map(box).setView([parseFloat(box.dataset.lat), parseFloat(box.dataset.long)], 12);
    var tiles = window.L.tileLayer(box.dataset.tiles, { maxZoom: 19, attribution: "&copy; OpenStreetMap contributors" });
    var status = document.getElementById("map-status");
    tiles.on("tileerror", function () {
      if (status) { status.textContent = "Map tiles did not load; the list below shows every record."; }
    });
    tiles.addTo(map);
    fetch(box.dataset.source, { credentials: "same-origin" })
      .then(function (response) { return response.json(); })
      .then(function (data) {
        var layer = window.L.geoJSON(data, {
          pointToLayer: function (feature, latlng) {
            return window.L.circleMarker(latlng, { radius: 7, color: COLORS[feature.properties.layer] || "#333" });
          },
          onEachFeature: function (feature, marker) {
            var link = document.createElement("a");
            link.href = feature.properties.url;
            link.textContent = feature.properties.label;
            marker.bindPopup(link);
          }
        }).addTo(map);
        if (data.features.length) { map.fitBounds(layer.getBounds().pad(0.1)); }
      })
      .catch(function () {
        if (status) { status.textContent = "The map's records did not load; the list below shows them."; }
      });
  });
})();
