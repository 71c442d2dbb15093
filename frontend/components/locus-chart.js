// A thin custom element around Chart.js: the server sends the whole chart configuration as JSON in the `config`
// property; the element (re)draws on every change and frees the chart when it leaves the page.
// Datasets that carry `locusEvents` are marks of what happened on the time axis (DD160): each point gets a dashed
// line across the chart, and its tooltip says what happened instead of a value.
import { Chart, registerables } from 'chart.js';

Chart.register(...registerables);

// Below this width (a phone, as base.ui.PhoneWidth) marks are drawn smaller and their lines lighter, so that a
// few months of weekly marks do not cover the lines they mark.
const NARROW = 600;

const fitMarks = (chart, width) => {
  const narrow = width < NARROW;
  chart.data.datasets.forEach((dataset) => {
    if (dataset.locusEvents) {
      dataset.pointRadius = narrow ? 4 : 7;
      dataset.pointHoverRadius = narrow ? 7 : 10;
    }
  });
  chart.options.plugins.legend.labels.boxWidth = narrow ? 8 : 40;
  chart.options.plugins.legend.labels.font = { size: narrow ? 11 : 12 };
  chart.$locusNarrow = narrow;
};

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
      ctx.lineWidth = chart.$locusNarrow ? 1 : 1.5;
      ctx.globalAlpha = chart.$locusNarrow ? 0.5 : 1;
      ctx.setLineDash(chart.$locusNarrow ? [2, 3] : [4, 4]);
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
      config.options.onResize = (chart, size) => fitMarks(chart, size.width);
    }
    if (this._chart) {
      this._chart.destroy();
    }
    this._canvas.setAttribute('aria-label', this.getAttribute('aria-label') || 'Chart');
    this._chart = new Chart(this._canvas, config);
    if (config.plugins) {
      fitMarks(this._chart, this._chart.width);
      this._chart.update('none');
    }
  }
}

customElements.define('locus-chart', LocusChart);
