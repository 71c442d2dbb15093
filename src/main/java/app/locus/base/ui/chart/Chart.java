package app.locus.base.ui.chart;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.HasSize;
import com.vaadin.flow.component.Tag;
import com.vaadin.flow.component.dependency.JsModule;
import com.vaadin.flow.component.dependency.NpmPackage;
import org.jspecify.annotations.Nullable;

/**
 * A Chart.js chart drawn in the browser from a configuration built on the server with
 * {@link ChartConfig}.
 */
@Tag("locus-chart")
@NpmPackage(value = "chart.js", version = "4.5.1")
@JsModule("./components/locus-chart.js")
public class Chart extends Component implements HasSize {

	private @Nullable ChartConfig config;

	public Chart(String accessibleLabel) {
		getElement().setAttribute("aria-label", accessibleLabel);
		setWidthFull();
	}

	public void setConfig(ChartConfig config) {
		this.config = config;
		getElement().setProperty("config", config.toJson());
	}

	public @Nullable ChartConfig getConfig() {
		return config;
	}

}
