package app.locus.reviewinbox;

import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Set;

import app.locus.reports.SyncTarget;
import app.locus.reviewinbox.repository.ReviewInboxRepository;
import app.locus.upstream.Lane;
import app.locus.upstream.api.Limit;
import app.locus.upstream.api.LocalVisibilityClient;
import app.locus.upstream.api.PlaceId;
import app.locus.upstream.api.gbp.GbpReview;
import app.locus.upstream.api.locations.LocationSummary;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.stereotype.Component;

/**
 * Copies the reviews of a workspace's linked locations into the inbox's stored copy, on
 * the background lane, as a step of the workspace sync (DD210). Each location's whole
 * listing is read before it replaces that location's rows, so a failed read leaves the
 * last good copy; locations no longer linked lose their rows. Reviews the copy did not
 * hold are then published as {@link ReviewsArrived}. Runs for the system, not for a
 * person: it checks no access.
 */
@Component
public class ReviewInboxSync {

	private final LocalVisibilityClient client;

	private final ReviewInboxRepository repository;

	private final ApplicationEventPublisher events;

	private final Clock clock;

	ReviewInboxSync(LocalVisibilityClient client, ReviewInboxRepository repository, ApplicationEventPublisher events,
			Clock clock) {
		this.client = client;
		this.repository = repository;
		this.events = events;
		this.clock = clock;
	}

	/**
	 * Reads the reviews of every linked location of the workspace and stores them.
	 * @return how many reviews were read
	 */
	public int sync(SyncTarget target) {
		List<LocationSummary> linked = client.locations().list(target.workspace(), Lane.BACKGROUND, true);
		int read = 0;
		for (LocationSummary location : linked) {
			List<GbpReview> reviews = client.gbp()
				.reviews()
				.stream(target.workspace(), Lane.BACKGROUND, PlaceId.of(location.placeId()), Limit.MAX)
				.toList();
			Instant now = clock.instant();
			Set<String> known = repository.reviewIds(target.agency(), target.workspace(), location.placeId());
			repository.replaceLocation(target.agency(), target.workspace(), location.placeId(), location.name(),
					reviews, now);
			List<GbpReview> arrived = reviews.stream()
				.filter(review -> review.reviewId() != null && review.createTime() != null)
				.filter(review -> !known.contains(review.reviewId()))
				.toList();
			if (!arrived.isEmpty()) {
				events.publishEvent(new ReviewsArrived(target.agency(), target.workspace(), location.placeId(),
						location.name(), arrived));
			}
			read += reviews.size();
		}
		repository.keepLocations(target.agency(), target.workspace(),
				linked.stream().map(LocationSummary::placeId).toList());
		return read;
	}

}
