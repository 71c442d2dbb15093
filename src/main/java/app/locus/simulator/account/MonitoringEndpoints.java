package app.locus.simulator.account;

import java.util.Set;

import app.locus.simulator.api.Json;
import app.locus.simulator.api.Masking;
import app.locus.simulator.api.ReportFilter;
import app.locus.simulator.api.ReportResource;
import app.locus.simulator.api.Router;
import app.locus.simulator.api.SimDates;
import app.locus.simulator.places.Place;
import app.locus.simulator.places.PlaceShapes;
import app.locus.simulator.scans.Platform;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * {@code POST /v1/guard/} and {@code POST /v1/reviews/} (and one record of each by key; a
 * guard also by the place id it watches, as real clients ask for it).
 */
public final class MonitoringEndpoints {

	private final Monitoring monitoring;

	private static final String PROTECTED = "protected";

	public MonitoringEndpoints(Monitoring monitoring) {
		this.monitoring = monitoring;
	}

	public void register(Router router) {
		new ReportResource<Monitoring.Guard>("/v1/guard", call -> monitoring.guards(call.account()),
				(call, key) -> monitoring.guard(call.account(), key),
				// The status filter is the protection state the vendor's clients send
				// (protected or
				// paused), not the record's own status (active, alert, paused).
				g -> new ReportFilter.Facts(Set.of(g.place().placeId()), null, g.last(), null, null, null,
						g.watching() ? PROTECTED : Monitoring.PAUSED),
				(g, call) -> guard(g), Platform.CODES, Masking.PLAIN)
			.register(router);
		new ReportResource<Monitoring.ReviewsAnalysis>("/v1/reviews", call -> monitoring.analyses(call.account()),
				(call, key) -> monitoring.analysis(call.account(), key),
				a -> new ReportFilter.Facts(ReportFilter.set(a.places().stream().map(Place::placeId).toList()), null,
						a.date(), null, null, null, null),
				(a, call) -> reviews(a), Platform.CODES, Masking.PLAIN)
			.register(router);
	}

	static ObjectNode guard(Monitoring.Guard guard) {
		ObjectNode node = Json.object();
		node.put("report_key", guard.key());
		node.put("place_id", guard.place().placeId());
		node.set("location", PlaceShapes.summary(guard.place()));
		node.put("status", guard.status());
		node.put("date_added", SimDates.date(guard.added()));
		node.put("date_last", SimDates.date(guard.last()));
		ArrayNode changes = node.putArray("changes");
		for (Monitoring.Change change : guard.changes()) {
			changes.addObject()
				.put("date", SimDates.date(change.date()))
				.put("field", change.field())
				.put("old_value", change.oldValue())
				.put("new_value", change.newValue());
		}
		return node;
	}

	private static ObjectNode reviews(Monitoring.ReviewsAnalysis analysis) {
		ObjectNode node = Json.object();
		node.put("reviews_key", analysis.key());
		node.put("name", analysis.name());
		node.put("date", SimDates.date(analysis.date()));
		node.put("review_date", SimDates.date(analysis.date()));
		ArrayNode locations = node.putArray("locations");
		analysis.places().forEach(p -> locations.add(PlaceShapes.listForm(p)));
		node.put("frequency", analysis.frequency());
		Place primary = analysis.places().get(0);
		ObjectNode business = node.putObject("statistics").putObject("metrics").putObject("primaryBusiness");
		business.put("RVS", Json.decimal(analysis.rvs()));
		business.put("RQS", Json.decimal(analysis.rqs()));
		business.put("rating", Double.toString(primary.rating()));
		business.put("reviews", Integer.toString(primary.reviews()));
		return node;
	}

}
