package app.locus.simulator.scans;

import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

import app.locus.simulator.api.Json;
import app.locus.simulator.api.Router;
import app.locus.simulator.api.SimDates;
import app.locus.simulator.http.SimResponse;
import app.locus.simulator.state.AccountRegistry;

/**
 * The vendor dashboard's public report pages, at the addresses Locus links to
 * ({@code /dashboard/reports/view/{key}} and the other kinds,
 * {@code /dashboard/campaigns/view/{key}}): plain HTML with the business, keyword, date,
 * metrics and the grid of the newest scan. Like the vendor's shared report links they
 * open without signing in; the report key is the only thing that opens them, and they
 * show no account, key or credit.
 */
public final class DashboardPages {

	/** What a page shows: its title and its scans, oldest first. */
	public record Page(String title, List<ScanReport> scans) {

	}

	private static final Map<String, String> HEADERS = Map.of("Content-Security-Policy",
			"default-src 'none'; style-src 'unsafe-inline'; img-src 'self'", "X-Content-Type-Options", "nosniff",
			"Referrer-Policy", "no-referrer", "X-Robots-Tag", "noindex");

	private final Reports reports;

	private final AccountRegistry accounts;

	private final Function<String, Optional<Page>> campaignRuns;

	/**
	 * @param campaignRuns the page of a campaign run by its report key, from any account
	 */
	public DashboardPages(Reports reports, AccountRegistry accounts, Function<String, Optional<Page>> campaignRuns) {
		this.reports = reports;
		this.accounts = accounts;
		this.campaignRuns = campaignRuns;
	}

	public void register(Router router) {
		page(router, "/dashboard/reports/view/{key}", key -> scan(key, "Scan report"));
		page(router, "/dashboard/reports/competitor/view/{key}", key -> scan(key, "Competitor report"));
		page(router, "/dashboard/reports/trend/view/{key}", key -> group(key, book -> book.trends, "Trend report"));
		page(router, "/dashboard/reports/location/view/{key}",
				key -> group(key, book -> book.locations, "Location report"));
		page(router, "/dashboard/reports/keyword/view/{key}",
				key -> group(key, book -> book.keywords, "Keyword report"));
		page(router, "/dashboard/campaigns/view/{key}", campaignRuns);
	}

	private static void page(Router router, String path, Function<String, Optional<Page>> find) {
		router.raw("GET", path,
				(request, vars) -> find.apply(vars.get("key"))
					.map(page -> new SimResponse(200, withHtml(), html(page).getBytes(StandardCharsets.UTF_8)))
					.orElse(null));
	}

	private Optional<Page> scan(String key, String title) {
		return accounts.all()
			.stream()
			.map(account -> reports.book(account).scan(key))
			.flatMap(Optional::stream)
			.findFirst()
			.map(report -> new Page(title, List.of(report)));
	}

	private Optional<Page> group(String key, Function<ReportBook, ReportGroups> kind, String title) {
		return accounts.all()
			.stream()
			.map(account -> kind.apply(reports.book(account)).byKey(key))
			.flatMap(Optional::stream)
			.findFirst()
			.map(group -> new Page(title, group.scans()));
	}

	private static Map<String, String> withHtml() {
		Map<String, String> headers = new LinkedHashMap<>(HEADERS);
		headers.put("Content-Type", "text/html; charset=utf-8");
		return headers;
	}

	static String html(Page page) {
		ScanReport latest = page.scans().get(page.scans().size() - 1);
		StringBuilder html = new StringBuilder("<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>")
			.append(escape(page.title()))
			.append("</title></head><body><main id=\"dashboard-report\"><p>Local Visibility Scanning Service (simulated)</p><h1>")
			.append(escape(page.title()))
			.append(": ")
			.append(escape(latest.result().business().name()))
			.append("</h1><p id=\"report-summary\">")
			.append(escape(latest.settings().keyword()))
			.append(" · ")
			.append(escape(latest.settings().platform()))
			.append(" · ")
			.append(SimDates.date(latest.completedAt()))
			.append("</p><table id=\"metrics\"><tr><th>Date</th><th>Business</th><th>Keyword</th><th>ARP</th>")
			.append("<th>ATRP</th><th>SoLV</th><th>Found in</th></tr>");
		for (ScanReport scan : page.scans()) {
			BusinessStats own = scan.result().own();
			html.append("<tr><td>")
				.append(SimDates.date(scan.completedAt()))
				.append("</td><td>")
				.append(escape(scan.result().business().name()))
				.append("</td><td>")
				.append(escape(scan.settings().keyword()))
				.append("</td><td>")
				.append(Json.decimal(own.arp()))
				.append("</td><td>")
				.append(Json.decimal(own.atrp()))
				.append("</td><td>")
				.append(Json.decimal(own.solv()))
				.append("</td><td>")
				.append(own.foundIn())
				.append("</td></tr>");
		}
		html.append("</table><h2>Grid of ").append(SimDates.date(latest.completedAt())).append("</h2>");
		grid(html, latest);
		return html.append("</main></body></html>").toString();
	}

	/** The ranks row by row, "20+" where the business was not found. */
	private static void grid(StringBuilder html, ScanReport report) {
		int n = report.settings().gridSize();
		List<GridPoint> points = report.result().points();
		html.append("<table id=\"grid\">");
		for (int i = 0; i < points.size(); i++) {
			if (i % n == 0) {
				html.append(i == 0 ? "<tr>" : "</tr><tr>");
			}
			Integer rank = points.get(i).rank();
			html.append("<td>").append(rank == null ? "20+" : String.format(Locale.ROOT, "%d", rank)).append("</td>");
		}
		html.append("</tr></table>");
	}

	private static String escape(String text) {
		return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
	}

}
