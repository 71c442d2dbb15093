package app.locus.simulator.account;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Predicate;

import app.locus.simulator.api.ApiException;
import app.locus.simulator.api.Call;
import app.locus.simulator.api.Json;
import app.locus.simulator.api.Result;
import app.locus.simulator.api.Router;
import app.locus.simulator.api.SimDates;
import app.locus.simulator.places.Place;
import app.locus.simulator.places.SavedLocations;
import app.locus.simulator.state.SimKeys;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * Profile-protection management: {@code POST /v2/guard/add} (saved locations by
 * {@code place_id}), {@code /v2/guard/pause}, {@code /resume} and {@code /delete} (guards
 * by {@code guard_key}, {@code report_key} or {@code place_id}; each may hold several,
 * comma-separated). Guard is paid by subscription, not credits, so none of these charges
 * the balance. A call naming a guard the account does not have, or one in the wrong
 * state, changes nothing (all or none). Each answers the guards it touched under
 * {@code guards}, in the listing's item shape.
 */
public final class GuardEndpoints {

	private final Monitoring monitoring;

	private final SavedLocations saved;

	private final SimKeys keys;

	public GuardEndpoints(Monitoring monitoring, SavedLocations saved, SimKeys keys) {
		this.monitoring = monitoring;
		this.saved = saved;
		this.keys = keys;
	}

	public void register(Router router) {
		router.post("/v2/guard/add", this::add);
		router.post("/v2/guard/pause", call -> change(call, Monitoring.Guard::watching, "is already paused",
				guard -> guard.withStatus(Monitoring.PAUSED), "paused"));
		router.post("/v2/guard/resume", call -> change(call, guard -> !guard.watching(), "is not paused",
				guard -> guard.withStatus(Monitoring.ACTIVE), "resumed"));
		router.post("/v2/guard/delete", this::delete);
	}

	private Result add(Call call) {
		List<String> placeIds = call.params().list("place_id");
		if (placeIds.isEmpty()) {
			throw ApiException.missing("place_id");
		}
		List<Place> places = placeIds.stream().map(id -> saved.require(call.account(), id)).toList();
		List<Monitoring.Guard> touched = new ArrayList<>();
		for (Place place : places) {
			touched.add(monitoring.guard(call.account(), place.placeId()).orElseGet(() -> {
				Monitoring.Guard guard = new Monitoring.Guard(keys.next(), call.account(), place, Monitoring.ACTIVE,
						SimDates.day(call.now()), SimDates.day(call.now()), List.of());
				monitoring.add(guard);
				return guard;
			}));
		}
		return answer(touched, touched.size() + " location(s) protected");
	}

	private Result change(Call call, Predicate<Monitoring.Guard> allowed, String refusal,
			Function<Monitoring.Guard, Monitoring.Guard> operation, String done) {
		List<Monitoring.Guard> guards = named(call);
		for (Monitoring.Guard guard : guards) {
			if (!allowed.test(guard)) {
				throw ApiException
					.badRequest("Guard " + guard.key() + " " + refusal + " (status " + guard.status() + ")");
			}
		}
		List<Monitoring.Guard> changed = new ArrayList<>();
		for (Monitoring.Guard guard : guards) {
			Monitoring.Guard replacement = operation.apply(guard);
			monitoring.replace(guard, replacement);
			changed.add(replacement);
		}
		return answer(changed, changed.size() + " guard(s) " + done);
	}

	private Result delete(Call call) {
		List<Monitoring.Guard> guards = named(call);
		guards.forEach(monitoring::remove);
		ObjectNode data = Json.object();
		ArrayNode items = data.putArray("guards");
		for (Monitoring.Guard guard : guards) {
			items.addObject().put("report_key", guard.key()).put("place_id", guard.place().placeId());
		}
		return Result.ok(data, guards.size() + " guard(s) removed");
	}

	/** The guards the call names by key or place id; 404 for one the account lacks. */
	private List<Monitoring.Guard> named(Call call) {
		Set<String> names = new LinkedHashSet<>();
		for (String field : List.of("guard_key", "report_key", "place_id")) {
			names.addAll(call.params().list(field));
		}
		if (names.isEmpty()) {
			throw ApiException.missing("guard_key");
		}
		Set<Monitoring.Guard> guards = new LinkedHashSet<>();
		for (String name : names) {
			guards.add(monitoring.guard(call.account(), name)
				.orElseThrow(() -> ApiException.notFound("No guard with key or place id " + name)));
		}
		return List.copyOf(guards);
	}

	private static Result answer(List<Monitoring.Guard> guards, String message) {
		ObjectNode data = Json.object();
		ArrayNode items = data.putArray("guards");
		guards.forEach(guard -> items.add(MonitoringEndpoints.guard(guard)));
		return Result.ok(data, message);
	}

}
