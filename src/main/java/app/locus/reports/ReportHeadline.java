package app.locus.reports;

import java.io.Serializable;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

import app.locus.base.i18n.LocaleFormats;
import app.locus.base.i18n.Texts;
import app.locus.reports.heatmap.GridGeometry;
import app.locus.upstream.api.Measurement;

import org.jspecify.annotations.Nullable;

/**
 * A report's title and the line under it, as its page and its share link show them: "Scan
 * report: dentist" and "27 Nov 2026 · Harbor Dental · Google Maps · 7 × 7, 1.5 km". The
 * words are in the reader's language ({@code reportpage.title.*}), the figures in the
 * reader's formats; what a report does not have is left out.
 */
public final class ReportHeadline implements Serializable {

	private static final long serialVersionUID = 1L;

	/** Decimals of a scan's radius: as many as a report gives. */
	private static final int RADIUS_DIGITS = 6;

	private final Texts texts;

	private final LocaleFormats formats;

	public ReportHeadline(Texts texts, LocaleFormats formats) {
		this.texts = texts;
		this.formats = formats;
	}

	/** "Scan report: dentist", or the type's name alone for a report of no keyword. */
	public String title(ReportCard card) {
		String type = texts.text(switch (card.type()) {
			case SCAN -> "reportpage.title.scan";
			case COMPETITOR -> "reportpage.title.competitor";
			case TREND -> "reportpage.title.trend";
			case LOCATION -> "reportpage.title.location";
			case KEYWORD -> "reportpage.title.keyword";
			case CAMPAIGN -> "reportpage.title.campaign";
		});
		return card.keyword() == null ? type : texts.text("reportpage.title.with-keyword", type, card.keyword());
	}

	/** The day, the location, the platform and the grid, those the report has. */
	public String about(ReportCard card) {
		List<String> parts = new ArrayList<>();
		if (card.date() != null) {
			parts.add(formats.day(card.date()));
		}
		if (card.locationName() != null) {
			parts.add(card.locationName());
		}
		if (card.platform() != null) {
			parts.add(card.platform().displayName());
		}
		if (card.gridSize() != null) {
			parts.add(grid(card.gridSize(), card.radius(), card.unit()));
		}
		return String.join(" · ", parts);
	}

	/**
	 * "7 × 7 points, 0.667 mi apart, 2 mi from the centre to each edge", in the reader's
	 * words and separators.
	 */
	public String geometry(GridGeometry geometry) {
		return texts.text("reportpage.geometry", String.valueOf(geometry.gridSize()), formats.exact(geometry.spacing()),
				geometry.unit().code(), formats.exact(geometry.radius()));
	}

	/** E.g. {@code 7 × 7, 1,5 km}, the radius in the reader's number format. */
	public String grid(int gridSize, @Nullable BigDecimal radius, @Nullable Measurement unit) {
		String grid = gridSize + " × " + gridSize;
		return radius == null || unit == null ? grid
				: grid + ", " + formats.decimal(radius, RADIUS_DIGITS) + " " + unit.code();
	}

}
