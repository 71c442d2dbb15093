package app.locus.simulator.places;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import app.locus.simulator.api.ApiException;
import app.locus.simulator.state.SimAccount;

/**
 * The locations each account has saved, and which of them are connected to its linked
 * business-profile account.
 */
public final class SavedLocations {

	/** A saved location and whether it is connected to the linked profile account. */
	public record Saved(Place place, boolean gbpLinked) {

	}

	private final Map<String, Map<String, Saved>> byAccount = new LinkedHashMap<>();

	public Saved save(SimAccount account, Place place, boolean gbpLinked) {
		Saved saved = new Saved(place, gbpLinked);
		of(account).put(place.placeId(), saved);
		return saved;
	}

	public List<Saved> all(SimAccount account) {
		return new ArrayList<>(of(account).values());
	}

	public Optional<Saved> find(SimAccount account, String placeId) {
		return Optional.ofNullable(of(account).get(placeId));
	}

	/** The saved place, or 400: a location must be saved before it is scanned. */
	public Place require(SimAccount account, String placeId) {
		return find(account, placeId).map(Saved::place)
			.orElseThrow(() -> ApiException.badRequest("Location " + placeId + " is not saved to this account"));
	}

	private Map<String, Saved> of(SimAccount account) {
		return byAccount.computeIfAbsent(account.id(), id -> new LinkedHashMap<>());
	}

}
