package app.locus.simulator.scans;

import java.util.Locale;
import java.util.Map;
import java.util.Optional;

import app.locus.simulator.api.Router;
import app.locus.simulator.http.SimResponse;
import app.locus.simulator.state.AccountRegistry;

/**
 * The report images named by {@code image} and {@code heatmap}: an SVG of the grid, one
 * cell per point, coloured by rank (with the rank written in the grid image); and the PDF
 * named by {@code pdf} of any report but a campaign's.
 */
public final class GridImages {

	private static final int CELL = 40;

	private final Reports reports;

	private final AccountRegistry accounts;

	public GridImages(Reports reports, AccountRegistry accounts) {
		this.reports = reports;
		this.accounts = accounts;
	}

	public void register(Router router) {
		router.raw("GET", "/static/reports/{key}/report.pdf",
				(request, vars) -> accounts.all()
					.stream()
					.map(a -> reports.book(a).latestOf(vars.get("key")))
					.flatMap(Optional::stream)
					.findFirst()
					.map(latest -> new SimResponse(200, Map.of("Content-Type", "application/pdf"),
							ReportPdf.of(vars.get("key"), latest)))
					.orElse(null));
		router.raw("GET", "/static/reports/{key}/{image}", (request, vars) -> {
			String kind = vars.get("image");
			ScanReport report = accounts.all()
				.stream()
				.map(a -> reports.book(a).scan(vars.get("key")))
				.flatMap(Optional::stream)
				.findFirst()
				.orElse(null);
			if (report == null || !(kind.equals("grid.svg") || kind.equals("heatmap.svg"))) {
				return null;
			}
			return SimResponse.text(200, "image/svg+xml", svg(report, kind.equals("grid.svg")));
		});
	}

	static String svg(ScanReport report, boolean withRanks) {
		int n = report.settings().gridSize();
		StringBuilder svg = new StringBuilder();
		svg.append(String.format(Locale.ROOT,
				"<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\">", n * CELL,
				n * CELL, n * CELL, n * CELL));
		for (int i = 0; i < report.result().points().size(); i++) {
			GridPoint point = report.result().points().get(i);
			int x = (i % n) * CELL;
			int y = (i / n) * CELL;
			svg.append(String.format(Locale.ROOT,
					"<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"%s\" stroke=\"#ffffff\"/>", x, y, CELL,
					CELL, colour(point.rank())));
			if (withRanks) {
				svg.append(String.format(Locale.ROOT,
						"<text x=\"%d\" y=\"%d\" font-family=\"sans-serif\" font-size=\"14\" text-anchor=\"middle\" fill=\"#ffffff\">%s</text>",
						x + CELL / 2, y + CELL / 2 + 5, point.rank() == null ? "20+" : point.rank()));
			}
		}
		return svg.append("</svg>").toString();
	}

	private static String colour(Integer rank) {
		if (rank == null) {
			return "#c62828";
		}
		if (rank <= 3) {
			return "#2e7d32";
		}
		return rank <= 10 ? "#f9a825" : "#ef6c00";
	}

}
