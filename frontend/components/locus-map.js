// A thin custom element around Leaflet (DD149): the server sends the points, the pin and the tile source as JSON in
// the `config` property; the element draws them, fits the view to them, keeps a scale bar, and tells the server which
// point was clicked or chosen with the keyboard (`point-click`, detail.index). Without tiles the map is a plain
// background. Nothing from the server is written as HTML: labels and titles are text, the attribution is escaped.
import * as L from 'leaflet';

const POINT_SIZE = 30;

const PIN_SIZE = 16;

function escapeHtml(text) {
  return String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
}

class LocusMap extends HTMLElement {
  set config(value) {
    this._config = value;
    this._draw();
  }

  get config() {
    return this._config;
  }

  connectedCallback() {
    if (!this._canvas) {
      this._canvas = document.createElement('div');
      this._canvas.className = 'locus-map-canvas';
      this.appendChild(this._canvas);
    }
    // Laid out after the first draw, full screen, a phone turned: Leaflet learns its new size and fits the points again.
    this._resize = new ResizeObserver(() => {
      if (this._map && this._bounds && this.offsetWidth > 0) {
        this._map.invalidateSize();
        this._map.fitBounds(this._bounds);
      }
    });
    this._resize.observe(this);
    this._draw();
  }

  disconnectedCallback() {
    if (this._resize) {
      this._resize.disconnect();
    }
    if (this._map) {
      this._map.remove();
      this._map = null;
    }
  }

  _draw() {
    if (!this._canvas || !this.isConnected || !this._config) {
      return;
    }
    const config = JSON.parse(this._config);
    if (this._map) {
      this._map.remove();
    }
    const map = L.map(this._canvas, { attributionControl: !!config.tiles, zoomSnap: 0.25 });
    this._map = map;
    this.toggleAttribute('offline', !config.tiles);
    if (config.tiles) {
      L.tileLayer(config.tiles.url, { maxZoom: 19, attribution: escapeHtml(config.tiles.attribution) }).addTo(map);
    }
    L.control.scale({ imperial: config.miles, metric: !config.miles }).addTo(map);
    // Leaflet adds markers to the page only once the map has a view: fit it first.
    const corners = config.points.map((point) => [point.lat, point.lng]);
    if (config.pin) {
      corners.push([config.pin.lat, config.pin.lng]);
    }
    this._bounds = corners.length > 0 ? L.latLngBounds(corners).pad(0.08) : null;
    if (this._bounds) {
      map.fitBounds(this._bounds);
    } else {
      map.setView([0, 0], 2);
    }
    config.points.forEach((point, index) => {
      const label = document.createElement('span');
      label.textContent = point.label;
      label.style.background = point.fill;
      label.style.color = point.text;
      const marker = L.marker([point.lat, point.lng], {
        icon: L.divIcon({ className: 'locus-map-point', html: label, iconSize: [POINT_SIZE, POINT_SIZE] }),
        title: point.title,
        keyboard: true,
        riseOnHover: true,
      });
      marker.on('click', () => this.dispatchEvent(new CustomEvent('point-click', { detail: { index } })));
      marker.addTo(map);
      marker.getElement().dataset.index = String(index);
      marker.getElement().setAttribute('aria-label', point.title);
    });
    if (config.pin) {
      const pin = L.marker([config.pin.lat, config.pin.lng], {
        // Just above the place, so that it never hides the rank of the point there nor takes its clicks.
        icon: L.divIcon({ className: 'locus-map-pin', iconSize: [PIN_SIZE, PIN_SIZE], iconAnchor: [PIN_SIZE / 2, PIN_SIZE + POINT_SIZE / 2] }),
        title: config.pin.title,
        keyboard: false,
        interactive: false,
        zIndexOffset: 1000,
      }).addTo(map);
      pin.getElement().setAttribute('role', 'img');
      pin.getElement().setAttribute('aria-label', config.pin.title);
    }
  }
}

customElements.define('locus-map', LocusMap);
