package app.locus.simulator.account;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

import app.locus.simulator.places.Place;
import app.locus.simulator.state.SimAccount;

/**
 * Profile-protection (guard) records and reviews-analysis records. The spec shows only
 * their listings, so they come from the demo data.
 */
public final class Monitoring {

	/** A change guard noticed on a listing. */
	public record Change(LocalDate date, String field, String oldValue, String newValue) {

	}

	/** A location under profile protection. */
	public record Guard(String key, SimAccount account, Place place, String status, LocalDate added, LocalDate last,
			List<Change> changes) {

		/** Watched: protected, whether or not it has noticed a change. */
		public boolean watching() {
			return !PAUSED.equals(status);
		}

		Guard withStatus(String newStatus) {
			return new Guard(key, account, place, newStatus, added, last, changes);
		}

	}

	/** The status of a guard whose watching was paused. */
	public static final String PAUSED = "paused";

	/** The status of a newly added guard. */
	public static final String ACTIVE = "active";

	/** A reviews analysis of one or more locations. */
	public record ReviewsAnalysis(String key, SimAccount account, String name, LocalDate date, List<Place> places,
			String frequency, double rvs, double rqs) {

	}

	private final List<Guard> guards = new ArrayList<>();

	private final List<ReviewsAnalysis> analyses = new ArrayList<>();

	public void add(Guard guard) {
		guards.add(guard);
	}

	public void add(ReviewsAnalysis analysis) {
		analyses.add(analysis);
	}

	List<Guard> guards(SimAccount account) {
		return guards.stream()
			.filter(g -> g.account() == account)
			.sorted(Comparator.comparing(Guard::last).reversed())
			.toList();
	}

	/** One of the account's guards by its key or by the place id it watches. */
	Optional<Guard> guard(SimAccount account, String keyOrPlaceId) {
		return guards(account).stream()
			.filter(g -> g.key().equals(keyOrPlaceId) || g.place().placeId().equals(keyOrPlaceId))
			.findFirst();
	}

	void replace(Guard guard, Guard replacement) {
		guards.set(guards.indexOf(guard), replacement);
	}

	void remove(Guard guard) {
		guards.remove(guard);
	}

	List<ReviewsAnalysis> analyses(SimAccount account) {
		return analyses.stream()
			.filter(a -> a.account() == account)
			.sorted(Comparator.comparing(ReviewsAnalysis::date).reversed())
			.toList();
	}

	Optional<ReviewsAnalysis> analysis(SimAccount account, String key) {
		return analyses(account).stream().filter(a -> a.key().equals(key)).findFirst();
	}

}
