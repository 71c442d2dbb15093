package app.locus.autoscans;

import java.time.Clock;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

import app.locus.autoscans.repository.AutoscanRepository;
import app.locus.reports.SyncTarget;
import app.locus.upstream.Lane;
import app.locus.upstream.api.Limit;
import app.locus.upstream.api.LocalVisibilityClient;
import app.locus.upstream.api.Platform;
import app.locus.upstream.api.autoscans.Autoscan;
import app.locus.upstream.api.autoscans.AutoscanFilter;
import org.jspecify.annotations.Nullable;
import org.springframework.stereotype.Component;

/**
 * Copies a workspace's scheduled scans from the service's listing into the
 * {@code autoscan} table, on the background lane (DD055). The whole listing is read first
 * and then replaces the stored rows at once, so a failed read leaves the last good copy
 * in place. Runs for the system, not for a person: it checks no access.
 */
@Component
public class AutoscanSync {

	private static final AutoscanFilter EVERY_AUTOSCAN = AutoscanFilter.all().withLimit(Limit.MAX);

	private static final int MAX_TEXT = 255;

	private final LocalVisibilityClient client;

	private final AutoscanRepository repository;

	private final Clock clock;

	AutoscanSync(LocalVisibilityClient client, AutoscanRepository repository, Clock clock) {
		this.client = client;
		this.repository = repository;
		this.clock = clock;
	}

	/**
	 * Reads every scheduled scan of the workspace and stores them in place of the last
	 * copy.
	 * @return how many are stored now
	 */
	public int sync(SyncTarget target) {
		List<ScheduledScan> scans = client.autoscans()
			.stream(target.workspace(), Lane.BACKGROUND, EVERY_AUTOSCAN)
			.map(AutoscanSync::stored)
			.flatMap(Optional::stream)
			.toList();
		repository.replaceAll(target.agency(), target.workspace(), scans, clock.instant());
		return scans.size();
	}

	/**
	 * The stored form of a listed scheduled scan, or empty when it lacks what the
	 * calendar needs (key, grid, frequency, status).
	 */
	static Optional<ScheduledScan> stored(Autoscan autoscan) {
		if (autoscan.autoscanKey() == null || autoscan.gridSize() == null || autoscan.frequency() == null
				|| autoscan.status() == null) {
			return Optional.empty();
		}
		String locationName = autoscan.location() == null ? null : autoscan.location().name();
		// the service's default platform when a record names none
		Platform platform = Objects.requireNonNullElse(autoscan.platform(), Platform.GOOGLE);
		return Optional
			.of(new ScheduledScan(autoscan.autoscanKey(), clip(autoscan.nickname()), clip(autoscan.placeId()),
					clip(locationName), clip(autoscan.keyword()), List.of(platform), autoscan.gridSize(),
					autoscan.frequency(), autoscan.status(), autoscan.nextRunAt(), autoscan.nextRunDate()));
	}

	private static @Nullable String clip(@Nullable String text) {
		return text == null || text.length() <= MAX_TEXT ? text : text.substring(0, MAX_TEXT);
	}

}
