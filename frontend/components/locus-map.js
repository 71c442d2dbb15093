// A thin custom element around Leaflet (DD149): the server sends the points, the pin and the tile source as JSON in
// the `config` property; the element draws them, fits the view to them, keeps a scale bar, and tells the server which
// point was clicked, tapped or chosen with Enter or Space (`point-click`, detail.index); the server answers with
// `showDetail(index, text)`, which marks the point and opens its detail in a popup beside it, inside the map, where
// the eye already is. Without tiles the map is a plain background. Nothing from the server is written as HTML:
// labels, titles and details are text, the attribution is escaped.
import * as L from 'leaflet';

const POINT_SIZE = 30;

const PIN_SIZE = 16;

// The zoom buttons sit top left and the scale bar bottom left: the points are fitted clear of both, so that no
// control covers a point, on a phone or in the compare page's narrow maps.
const CLEAR_OF_CONTROLS = { paddingTopLeft: [52, 12], paddingBottomRight: [12, 36] };

// Leaflet focuses the map on a press and then restores only the window's scroll. Inside Vaadin's layout, which scrolls
// its own element, that focus scrolled a map lying partly out of view, so the press ended beside the point it began
// on and the click was lost. The map is focused without scrolling instead.
L.Map.Keyboard.include({
  _onMouseDown() {
    if (!this._focused) {
      this._map._container.focus({ preventScroll: true });
    }
  },
});

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
        this._fit();
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
    this._markers = [];
    this._popup = null;
    map.on('popupclose', () => this._markSelected(-1));
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
      this._fit();
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
        // Leaflet's own keyboard handling answers Enter only: the element is made a button here instead.
        keyboard: false,
        riseOnHover: true,
      });
      const choose = () => this.dispatchEvent(new CustomEvent('point-click', { detail: { index } }));
      marker.on('click', choose);
      marker.addTo(map);
      const element = marker.getElement();
      element.dataset.index = String(index);
      element.tabIndex = 0;
      element.setAttribute('role', 'button');
      element.setAttribute('aria-label', point.title);
      element.addEventListener('keydown', (event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          choose();
        }
      });
      this._markers.push(marker);
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

  // Before the element is laid out the map has no size, and padding larger than the map would give Leaflet no zoom
  // at all: it is fitted plainly then, and with the padding once the resize observer sees its size.
  _fit() {
    const size = this._map.getSize();
    const roomy = size.x > 2 * CLEAR_OF_CONTROLS.paddingTopLeft[0] && size.y > 2 * CLEAR_OF_CONTROLS.paddingBottomRight[1];
    this._map.fitBounds(this._bounds, roomy ? CLEAR_OF_CONTROLS : {});
  }

  // Called by the server with the detail of the point chosen: the point is ringed and its detail opens beside it,
  // panned into view when it would fall outside the map.
  showDetail(index, text) {
    const marker = this._markers && this._markers[index];
    if (!marker) {
      return;
    }
    const content = document.createElement('div');
    content.className = 'locus-map-detail';
    content.textContent = text;
    // One popup, moved from point to point: a new one per point would fade out beside the next.
    if (!this._popup) {
      this._popup = L.popup({ autoPan: true, maxWidth: 280, offset: [0, -POINT_SIZE / 2] });
    }
    this._popup.setLatLng(marker.getLatLng()).setContent(content).openOn(this._map);
    this._markSelected(index);
  }

  _markSelected(index) {
    (this._markers || []).forEach((marker, i) => {
      const element = marker.getElement();
      if (element) {
        element.classList.toggle('selected', i === index);
        element.setAttribute('aria-pressed', String(i === index));
      }
    });
  }
}

customElements.define('locus-map', LocusMap);
