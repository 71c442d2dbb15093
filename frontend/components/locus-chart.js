// A thin custom element around Chart.js: the server sends the whole chart configuration as JSON in the `config`
// property; the element (re)draws on every change and frees the chart when it leaves the page.
// Datasets that carry `locusEvents` are marks of what happened on the time axis (DD160): each point gets a dashed
// line across the chart, and its tooltip says what happened instead of a value.
import { Chart, registerables } from 'chart.js';

Chart.register(...registerables);

const eventsOf = (item) => item && item.dataset && item.dataset.locusEvents && item.dataset.locusEvents[item.dataIndex];

const eventLines = {
  id: 'locusEventLines',
  afterDatasetsDraw(chart) {
    const { ctx, chartArea } = chart;
    chart.data.datasets.forEach((dataset, index) => {
      if (!dataset.locusEvents || !chart.isDatasetVisible(index)) {
        return;
      }
      ctx.save();
      ctx.strokeStyle = dataset.borderColor;
      ctx.lineWidth = 1.5;
      ctx.setLineDash([4, 4]);
      chart.getDatasetMeta(index).data.forEach((point, at) => {
        if (dataset.locusEvents[at]) {
          ctx.beginPath();
          ctx.moveTo(point.x, chartArea.top);
          ctx.lineTo(point.x, chartArea.bottom);
          ctx.stroke();
        }
      });
      ctx.restore();
    });
  }
};

const eventTooltips = {
  title: (items) => {
    const event = eventsOf(items[0]);
    return event ? event.title : undefined;
  },
  label: (item) => {
    const event = eventsOf(item);
    return event ? event.lines : undefined;
  }
};

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
    if (config.data.datasets.some((dataset) => dataset.locusEvents)) {
      config.options.plugins = config.options.plugins || {};
      config.options.plugins.tooltip = Object.assign({ callbacks: eventTooltips }, config.options.plugins.tooltip);
      config.plugins = [eventLines];
    }
    if (this._chart) {
      this._chart.destroy();
    }
    this._canvas.setAttribute('aria-label', this.getAttribute('aria-label') || 'Chart');
    this._chart = new Chart(this._canvas, config);
  }
}

customElements.define('locus-chart', LocusChart);
