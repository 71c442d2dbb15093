package app.locus.simulator.gbp;

import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import app.locus.simulator.places.Place;

import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The live business profile of one place, as the platform holds it: the location resource
 * (camelCase, hours kept apart), posts, media, services, attributes, action links and
 * reviews (new ones arrive over time, {@link ReviewArrivals}). Guarded by the simulator's
 * state lock.
 */
public final class GbpProfile {

	/** A regular opening period; hours 0 is midnight, a close at 24 is end of day. */
	public record Period(String openDay, int openHours, int openMinutes, String closeDay, int closeHours,
			int closeMinutes) {

	}

	/** Special hours for one date: either closed, or open between the times. */
	public record SpecialPeriod(LocalDate date, boolean closed, int openHours, int openMinutes, int closeHours,
			int closeMinutes) {

	}

	public record Post(String postId, String topicType, String summary, String state, Instant created,
			Instant updated) {

	}

	public record Media(String mediaId, String format, String category, String googleUrl, String description,
			Instant created) {

	}

	/** A service; structured ones carry the platform's id as both name and type id. */
	public record Service(String name, String serviceTypeId, String displayName) {

		public boolean structured() {
			return serviceTypeId != null;
		}

	}

	public record Link(String linkId, String type, String url, boolean preferred, boolean editable) {

	}

	public record Reply(String comment, Instant updated) {

	}

	public record Review(String reviewId, String reviewer, int starRating, String comment, Instant created,
			Reply reply) {

	}

	final Place place;

	final ObjectNode location;

	final ObjectNode googleSuggestions;

	boolean voiceOfMerchant = true;

	final List<Period> regularHours = new ArrayList<>();

	final TreeMap<LocalDate, List<SpecialPeriod>> specialHours = new TreeMap<>();

	final List<Post> posts = new ArrayList<>();

	final List<Media> media = new ArrayList<>();

	final List<Media> customerMedia = new ArrayList<>();

	final Map<String, Service> services = new LinkedHashMap<>();

	final Map<String, Boolean> attributes = new LinkedHashMap<>();

	final List<Link> links = new ArrayList<>();

	final List<Review> reviews = new ArrayList<>();

	/** Reviews that arrive after this instant are not in {@link #reviews} yet. */
	Instant reviewsSeenUntil;

	GbpProfile(Place place, ObjectNode location, ObjectNode googleSuggestions, Instant reviewsSeenUntil) {
		this.place = place;
		this.location = location;
		this.googleSuggestions = googleSuggestions;
		this.reviewsSeenUntil = reviewsSeenUntil;
	}

	public Place place() {
		return place;
	}

	public boolean voiceOfMerchant() {
		return voiceOfMerchant;
	}

	public void voiceOfMerchant(boolean value) {
		this.voiceOfMerchant = value;
	}

}
