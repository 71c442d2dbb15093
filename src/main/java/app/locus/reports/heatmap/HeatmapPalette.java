package app.locus.reports.heatmap;

import java.util.Arrays;
import java.util.Optional;

import org.jspecify.annotations.Nullable;

/**
 * The colours a person reads heatmaps in (DD226): the standard green through red of
 * {@link RankBand} (DD043), or a palette that stays readable with protanopia and
 * deuteranopia, dark blue for the top three through light blue and orange to dark brown
 * for 20 and beyond, with light grey where there is no data. The rank is written on every
 * point in both, so neither relies on colour alone. Text colours keep a contrast of at
 * least 4.5:1 on their fill.
 */
public enum HeatmapPalette {

	STANDARD("standard"), COLOUR_BLIND_SAFE("colour-blind-safe");

	private static final String LIGHT_TEXT = "#ffffff";

	private static final String DARK_TEXT = "#1a1a1a";

	private final String code;

	HeatmapPalette(String code) {
		this.code = code;
	}

	/** The palette stored for this code; empty for a code Locus does not know. */
	public static Optional<HeatmapPalette> ofCode(@Nullable String code) {
		return Arrays.stream(values()).filter(palette -> palette.code.equals(code)).findFirst();
	}

	/** How the palette is stored and named in element ids, e.g. {@code standard}. */
	public String code() {
		return code;
	}

	/** The fill of a band's points and cells as #rrggbb. */
	public String fill(RankBand band) {
		return switch (this) {
			case STANDARD -> band.fill();
			case COLOUR_BLIND_SAFE -> safeFill(band);
		};
	}

	/** The colour of the rank number drawn on the band's fill. */
	public String text(RankBand band) {
		return switch (this) {
			case STANDARD -> band.text();
			case COLOUR_BLIND_SAFE -> safeText(band);
		};
	}

	/**
	 * The fill of a point whose rank got better between two scans (white text on it).
	 */
	public String better() {
		return switch (this) {
			case STANDARD -> "#1a7f37";
			case COLOUR_BLIND_SAFE -> "#2c6fb0";
		};
	}

	/** The fill of a point whose rank got worse between two scans (white text on it). */
	public String worse() {
		return switch (this) {
			case STANDARD -> "#cf222e";
			case COLOUR_BLIND_SAFE -> "#a65008";
		};
	}

	private static String safeFill(RankBand band) {
		return switch (band) {
			case TOP_THREE -> "#0b2f66";
			case FOUR_TO_SIX -> "#2c6fb0";
			case SEVEN_TO_TEN -> "#7fb8dc";
			case ELEVEN_TO_NINETEEN -> "#f6a04d";
			case NOT_IN_TOP_TWENTY -> "#7a3a0a";
			case NO_DATA -> "#d9d9d9";
		};
	}

	private static String safeText(RankBand band) {
		return switch (band) {
			case TOP_THREE, FOUR_TO_SIX, NOT_IN_TOP_TWENTY -> LIGHT_TEXT;
			case SEVEN_TO_TEN, ELEVEN_TO_NINETEEN, NO_DATA -> DARK_TEXT;
		};
	}

}
