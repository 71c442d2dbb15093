package app.locus.base.ui.map;

import java.util.List;

import app.locus.base.map.MapTiles;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.ComponentEvent;
import com.vaadin.flow.component.ComponentEventListener;
import com.vaadin.flow.component.DomEvent;
import com.vaadin.flow.component.EventData;
import com.vaadin.flow.component.HasSize;
import com.vaadin.flow.component.Tag;
import com.vaadin.flow.component.dependency.CssImport;
import com.vaadin.flow.component.dependency.JsModule;
import com.vaadin.flow.component.dependency.NpmPackage;
import com.vaadin.flow.shared.Registration;
import org.jspecify.annotations.Nullable;

/**
 * A Leaflet map of numbered points and one pin, zoomed to fit them, with a scale bar,
 * over the configured street tiles or, without tiles, a plain background (DD149). Points
 * are keyboard-reachable buttons; clicking one, or Enter or Space on it, fires a
 * {@link PointClickEvent} with its index on the server, which may answer with
 * {@link #showDetail}.
 */
@Tag("locus-map")
@NpmPackage(value = "leaflet", version = "1.9.4")
@JsModule("./components/locus-map.js")
@CssImport("leaflet/dist/leaflet.css")
@CssImport("./components/locus-map.css")
public class PointMap extends Component implements HasSize {

	private static final ObjectMapper JSON = new ObjectMapper();

	private final MapTiles tiles;

	private List<MapPoint> points = List.of();

	private @Nullable MapPin pin;

	private boolean miles;

	public PointMap(String accessibleLabel, MapTiles tiles) {
		this.tiles = tiles;
		getElement().setAttribute("aria-label", accessibleLabel);
		getElement().setAttribute("role", "region");
		// Leaflet's panes sit at z-index 400 and more: kept inside the map, under
		// dialogs.
		getElement().getStyle().set("display", "block").set("position", "relative").set("z-index", "0");
		setWidthFull();
		setHeight("480px");
	}

	/** Draws these points and the pin; the scale bar in miles or kilometres. */
	public void show(List<MapPoint> points, @Nullable MapPin pin, boolean miles) {
		this.points = List.copyOf(points);
		this.pin = pin;
		this.miles = miles;
		getElement().setProperty("config", toJson());
	}

	public List<MapPoint> points() {
		return points;
	}

	public @Nullable MapPin pin() {
		return pin;
	}

	public MapTiles tiles() {
		return tiles;
	}

	public Registration addPointClickListener(ComponentEventListener<PointClickEvent> listener) {
		return addListener(PointClickEvent.class, listener);
	}

	/**
	 * Rings the point at this index and opens {@code text} (plain text) beside it, in the
	 * map; the popup closes with its button, Escape or a click elsewhere on the map.
	 */
	public void showDetail(int index, String text) {
		getElement().callJsFunction("showDetail", index, text);
	}

	String toJson() {
		ObjectNode root = JSON.createObjectNode();
		root.put("miles", miles);
		tiles.url().ifPresent(url -> root.putObject("tiles").put("url", url).put("attribution", tiles.attribution()));
		var array = root.putArray("points");
		for (MapPoint point : points) {
			array.addObject()
				.put("lat", point.lat())
				.put("lng", point.lng())
				.put("label", point.label())
				.put("fill", point.fill())
				.put("text", point.textColor())
				.put("title", point.title());
		}
		MapPin marked = pin;
		if (marked != null) {
			root.putObject("pin").put("lat", marked.lat()).put("lng", marked.lng()).put("title", marked.title());
		}
		return root.toString();
	}

	/** A point was clicked (or chosen with the keyboard); its index in the shown list. */
	@DomEvent("point-click")
	public static class PointClickEvent extends ComponentEvent<PointMap> {

		private final int index;

		public PointClickEvent(PointMap source, boolean fromClient, @EventData("event.detail.index") int index) {
			super(source, fromClient);
			this.index = index;
		}

		public int index() {
			return index;
		}

	}

}
