package app.locus.base.map;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.Optional;
import java.util.regex.Pattern;

import org.jspecify.annotations.Nullable;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

/**
 * Where maps take their street tiles from ({@code locus.map.tiles.url}, a template such
 * as {@code https://tile.openstreetmap.org/{z}/{x}/{y}.png}) and the attribution the tile
 * provider asks for. A blank address means no tiles: maps draw on a plain background,
 * which works offline and sends nothing out (DD149). Only https addresses with
 * {@code {z}}, {@code {x}} and {@code {y}} are accepted; the start stops otherwise.
 */
@Component
public class MapTiles {

	/** Leaflet's placeholders; {@code {s}} picks a subdomain. */
	private static final Pattern TEMPLATE = Pattern
		.compile("https://(\\{s\\}\\.)?[A-Za-z0-9.-]+(:\\d{1,5})?/[A-Za-z0-9_./{}@-]*");

	private final @Nullable String url;

	private final String attribution;

	public MapTiles(@Value("${locus.map.tiles.url:}") @Nullable String url,
			@Value("${locus.map.tiles.attribution:}") @Nullable String attribution) {
		String template = url == null || url.isBlank() ? null : url.strip();
		if (template != null && (!TEMPLATE.matcher(template).matches() || !template.contains("{z}")
				|| !template.contains("{x}") || !template.contains("{y}"))) {
			throw new IllegalStateException("LOCUS_MAP_TILES_URL: '" + template + "' is not an https tile address "
					+ "such as https://tile.example.org/{z}/{x}/{y}.png");
		}
		this.url = template;
		this.attribution = attribution == null ? "" : attribution.strip();
	}

	/** No tiles: maps on a plain background. */
	public static MapTiles none() {
		return new MapTiles(null, null);
	}

	public boolean enabled() {
		return url != null;
	}

	/** The tile address template, when tiles are on. */
	public Optional<String> url() {
		return Optional.ofNullable(url);
	}

	/** The provider's attribution, shown as text on every map with tiles. */
	public String attribution() {
		return attribution;
	}

	/**
	 * The one origin images come from, for the Content-Security-Policy: the template's
	 * scheme, host and port ({@code {s}.} becomes {@code *.}).
	 */
	public Optional<String> origin() {
		if (url == null) {
			return Optional.empty();
		}
		try {
			URI address = new URI(url.replace("{s}.", "s.").replaceAll("\\{[a-z]+\\}", "0"));
			String host = url.startsWith("https://{s}.") ? "*." + address.getHost().substring(2) : address.getHost();
			return Optional.of("https://" + host + (address.getPort() < 0 ? "" : ":" + address.getPort()));
		}
		catch (URISyntaxException ex) {
			throw new IllegalStateException("LOCUS_MAP_TILES_URL: '" + url + "' is not an address", ex);
		}
	}

}
