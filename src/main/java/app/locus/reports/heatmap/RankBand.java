package app.locus.reports.heatmap;

import java.util.Locale;

/**
 * The colour of a grid cell by rank (DD043): green for the top three, yellow then orange
 * through the first page, orange-red for 11 to 19, red for 20 and beyond or not found,
 * grey where the service sent no point. Text colours keep a contrast of at least 4.5:1.
 * These are the standard colours; {@link HeatmapPalette} has the others (DD226).
 */
public enum RankBand {

	TOP_THREE("#1a7f37", "#ffffff", "Rank 1–3"), FOUR_TO_SIX("#f2d024", "#1a1a1a", "Rank 4–6"),
	SEVEN_TO_TEN("#f59e0b", "#1a1a1a", "Rank 7–10"), ELEVEN_TO_NINETEEN("#ef6c33", "#1a1a1a", "Rank 11–19"),
	NOT_IN_TOP_TWENTY("#c62828", "#ffffff", "Rank 20+ or not found"), NO_DATA("#bdbdbd", "#1a1a1a", "No data");

	/** Ranks from here on show as "20+", like the service's "20+ means not found". */
	public static final int OUT_OF_REACH = 20;

	private final String fill;

	private final String text;

	private final String legend;

	RankBand(String fill, String text, String legend) {
		this.fill = fill;
		this.text = text;
		this.legend = legend;
	}

	/** The band of a rank as held in a {@link RankGrid}. */
	public static RankBand of(int rank) {
		if (rank == RankGrid.NO_DATA) {
			return NO_DATA;
		}
		if (rank == RankGrid.NOT_FOUND || rank >= OUT_OF_REACH) {
			return NOT_IN_TOP_TWENTY;
		}
		if (rank <= 3) {
			return TOP_THREE;
		}
		if (rank <= 6) {
			return FOUR_TO_SIX;
		}
		return rank <= 10 ? SEVEN_TO_TEN : ELEVEN_TO_NINETEEN;
	}

	/** What a cell shows: the rank, "20+" or a dash where there is no data. */
	public static String label(int rank) {
		if (rank == RankGrid.NO_DATA) {
			return "–";
		}
		return rank == RankGrid.NOT_FOUND || rank >= OUT_OF_REACH ? OUT_OF_REACH + "+" : Integer.toString(rank);
	}

	/** Fill colour as #rrggbb in the standard palette. */
	public String fill() {
		return fill;
	}

	/** Colour of the rank number drawn on the fill in the standard palette. */
	public String text() {
		return text;
	}

	/** The band's line in a legend, e.g. {@code Rank 4–6} or {@code No data}. */
	public String legend() {
		return legend;
	}

	/** CSS class of the band, e.g. {@code band-top-three}. */
	public String cssClass() {
		return "band-" + name().toLowerCase(Locale.ROOT).replace('_', '-');
	}

}
