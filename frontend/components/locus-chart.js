// A thin custom element around Chart.js: the server sends the whole chart configuration as JSON in the `config`
// property; the element (re)draws on every change and frees the chart when it leaves the page.
import { Chart, registerables } from 'chart.js';

Chart.register(...registerables);

class LocusChart extends HTMLElement {
  set config(value) {
    this._config = value;
    this._draw();
  }

  get config() {
    return this._config;
  }

  connectedCallback() {
    if (!this._canvas) {
      this._canvas = document.createElement('canvas');
      this._canvas.setAttribute('role', 'img');
      this.appendChild(this._canvas);
    }
    this._draw();
  }

  disconnectedCallback() {
    if (this._chart) {
      this._chart.destroy();
      this._chart = null;
    }
  }

  _draw() {
    if (!this._canvas || !this.isConnected || !this._config) {
      return;
    }
    const config = JSON.parse(this._config);
    config.options = Object.assign({ responsive: true, maintainAspectRatio: false, animation: false }, config.options);
    if (this._chart) {
      this._chart.destroy();
    }
    this._canvas.setAttribute('aria-label', this.getAttribute('aria-label') || 'Chart');
    this._chart = new Chart(this._canvas, config);
  }
}

customElements.define('locus-chart', LocusChart);
