package app.locus.simulator.gbp;

import java.util.List;
import java.util.Locale;
import java.util.function.Function;

import app.locus.simulator.api.Call;
import app.locus.simulator.api.Json;
import app.locus.simulator.api.Listing;
import app.locus.simulator.api.Result;
import app.locus.simulator.api.Router;
import app.locus.simulator.places.Category;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * Reference lists: {@code categories} and {@code chains}, filtered by {@code term}
 * (loose), paged like the other business-profile lists. They describe the platform, not a
 * location, so place_id is not needed.
 */
final class GbpReferenceEndpoints {

	void register(Router router, String base) {
		router.post(base + "categories", call -> list(call, "categories", Category.ALL, Category::displayName,
				c -> Json.object().put("name", c.gcid()).put("display_name", c.displayName())));
		router.post(base + "chains", call -> list(call, "chains", GbpCatalog.CHAINS, GbpCatalog.Chain::displayName,
				c -> Json.object().put("name", c.name()).put("display_name", c.displayName())));
	}

	private static <T> Result list(Call call, String name, List<T> all, Function<T, String> label,
			Function<T, JsonNode> render) {
		String term = call.params().text("term");
		List<T> matching = all.stream()
			.filter(item -> term == null
					|| label.apply(item).toLowerCase(Locale.ROOT).contains(term.toLowerCase(Locale.ROOT)))
			.toList();
		return Result.ok(new Listing(name, true).page(matching, render, call.params()));
	}

}
