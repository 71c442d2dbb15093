package app.locus.simulator.kb;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;

import app.locus.simulator.api.ApiException;
import app.locus.simulator.api.Call;
import app.locus.simulator.api.Json;
import app.locus.simulator.api.Listing;
import app.locus.simulator.api.Result;
import app.locus.simulator.api.Router;

import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The searchable knowledge base: {@code GET /v1/knowledge-base/search?q=} (every word of
 * q must appear in title or body; no q lists all) and {@code GET
 * /v1/knowledge-base/articles/{id}}; api_key as a query parameter.
 */
public final class KnowledgeBase {

	private static final int EXCERPT = 160;

	private static final List<Article> ARTICLES = List.of(new Article("what-is-solv", 101, Article.Category.METRICS,
			"What is Share of Local Voice (SoLV)?",
			"SoLV is the share of grid points where a business ranks in the top three map results for a keyword. "
					+ "It runs from 0 to 100 percent; higher is better. Use it to compare visibility across keywords and over time."),
			new Article("arp-and-atrp", 102, Article.Category.METRICS, "ARP and ATRP explained",
					"ARP is the average rank of the business at the grid points where it was found. ATRP averages over every point "
							+ "and counts a point where the business was not found as rank 21. Lower is better for both."),
			new Article("choosing-a-grid", 103, Article.Category.SCANS, "Choosing grid size and radius",
					"A scan samples a square grid of points around a center. Grid size 7 (49 points) is a good default. "
							+ "The radius runs from the center to the edge of the grid, 0.1 to 100 miles or kilometres. "
							+ "Point spacing follows from radius and grid size."),
			new Article("credits", 104, Article.Category.CREDITS, "How credits are charged",
					"Every scan uses gridSize x gridSize credits: a 7 x 7 scan costs 49 credits. A campaign run costs "
							+ "locations x keywords x gridSize x gridSize credits and is checked against the balance before it starts. "
							+ "A campaign whose scheduled run finds too few credits is deactivated until you reactivate it."),
			new Article("campaigns", 105, Article.Category.CAMPAIGNS, "Running campaigns",
					"A campaign scans several keywords at several locations on a schedule: one-time, daily, weekly, biweekly or monthly. "
							+ "Each run creates a campaign report with movement since the previous run. Campaign scans do not create trend, "
							+ "location or keyword reports."),
			new Article("trend-reports", 106, Article.Category.CAMPAIGNS, "Trend, location and keyword reports",
					"A trend report appears once two scans share place, keyword, center, grid, radius and platform. A location report "
							+ "appears once two keywords are scanned for one location, a keyword report once two locations are scanned for one keyword."),
			new Article("ai-visibility", 107, Article.Category.METRICS, "Share of AI Voice (SAIV)",
					"On AI platforms (ChatGPT, Gemini, Grok, AI Overviews, AI Mode) the scan records whether the business is named "
							+ "in the answer at each grid point. SAIV is the share of points where it is named; the API returns it in the solv field."),
			new Article("data-points", 108, Article.Category.API, "Getting grid data points",
					"Reports leave out the data_points array unless it is named in fieldmask, because it can be large. "
							+ "Ask for fieldmask=data_points or for single fields such as data_points.*.rank."),
			new Article("rate-limits", 109, Article.Category.API, "Rate limits and retries",
					"The API accepts 5 requests per second per account. Above that it answers 429 with a Retry-After header. "
							+ "Retry network errors, timeouts and 5xx answers at most three times, waiting 1, 2 and 4 seconds. "
							+ "Never retry a scan or campaign run that was accepted."),
			new Article("business-profile-writes", 110, Article.Category.PROFILE, "Safe business profile changes",
					"Writes under /v2/gbp/ change the public listing at once. Destructive changes need a confirmation phrase in the "
							+ "confirm field, such as DELETE_POST or REPLACE_SERVICES. Links from third-party aggregators cannot be edited."),
			new Article("autoscans", 111, Article.Category.SCANS, "Scheduled scans (autoscans)",
					"An autoscan repeats one scan on a schedule. Each run uses gridSize x gridSize credits and is skipped when the balance is short."),
			new Article("oauth", 112, Article.Category.API, "Connecting with OAuth",
					"Apps connect through OAuth 2.1 with the authorization code grant and PKCE. The code challenge method S256 is "
							+ "mandatory; plain is refused. The access token works wherever an API key does."),
			new Article("spot-checks", 113, Article.Category.SCANS, "Spot checks: the rank at one point",
					"A spot check asks where a business ranks for a keyword at one point of the map, and which businesses "
							+ "rank above it there. It is the same ranking a scan records at that point that day. It works on google "
							+ "only and is billed per request, outside the credit balance; it uses no credits."));

	public void register(Router router) {
		router.get("/v1/knowledge-base/search", this::search);
		router.get("/v1/knowledge-base/articles/{id}", call -> article(call, false));
		router.get("/v2/knowledge-base", this::listing);
		router.get("/v2/knowledge-base/{id}", call -> article(call, true));
	}

	/**
	 * The v2 listing: {@code q} as in the v1 search, {@code category_id} narrowing to one
	 * category, paged with {@code limit} and {@code next_token}, {@code total} beside
	 * {@code count}.
	 */
	private Result listing(Call call) {
		Integer category = call.params().integer("category_id");
		List<Article> matching = matching(call.params().text("q")).stream()
			.filter(a -> category == null || a.category().id() == category)
			.toList();
		ObjectNode data = new Listing("articles", false).page(matching, a -> summary(a, true), call.params());
		data.put("total", matching.size());
		return Result.ok(data);
	}

	private Result search(Call call) {
		return Result.ok(new Listing("articles", false).page(matching(call.params().text("q")), a -> summary(a, false),
				call.params()));
	}

	/** Every word of {@code q} appears in title or body; no {@code q} matches all. */
	private static List<Article> matching(String q) {
		List<String> words = q == null ? List.of() : Arrays.stream(q.toLowerCase(Locale.ROOT).split("\\s+")).toList();
		return ARTICLES.stream().filter(a -> {
			String text = (a.title() + " " + a.body()).toLowerCase(Locale.ROOT);
			return words.stream().allMatch(text::contains);
		}).toList();
	}

	/** One article by its slug (v1) or, on v2, by its numeric id as well. */
	private Result article(Call call, boolean v2) {
		String id = call.pathVar("id");
		Article article = ARTICLES.stream()
			.filter(a -> a.id().equals(id) || v2 && Integer.toString(a.number()).equals(id))
			.findFirst()
			.orElseThrow(() -> ApiException.notFound("No article " + id));
		ObjectNode data = Json.object();
		data.set("article", summary(article, v2).put("body", article.body()));
		return Result.ok(data);
	}

	/**
	 * v1 names an article by its slug; v2 by its numeric id, with the slug and category
	 * beside it.
	 */
	private static ObjectNode summary(Article article, boolean v2) {
		String body = article.body();
		ObjectNode node = Json.object();
		if (v2) {
			node.put("id", article.number())
				.put("slug", article.id())
				.put("category_id", article.category().id())
				.put("category", article.category().label());
		}
		else {
			node.put("id", article.id());
		}
		return node.put("title", article.title())
			.put("url", article.url())
			.put("excerpt", body.length() <= EXCERPT ? body : body.substring(0, EXCERPT).trim() + "…");
	}

}
