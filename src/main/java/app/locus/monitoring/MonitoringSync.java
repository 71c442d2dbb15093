package app.locus.monitoring;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.stream.Collectors;

import app.locus.base.AgencyId;
import app.locus.base.WorkspaceId;
import app.locus.monitoring.repository.MonitoringRepository;
import app.locus.monitoring.repository.MonitoringRepository.GuardRow;
import app.locus.monitoring.repository.MonitoringRepository.ReviewsRow;
import app.locus.upstream.Lane;
import app.locus.upstream.UpstreamException;
import app.locus.upstream.api.Limit;
import app.locus.upstream.api.ListQuery;
import app.locus.upstream.api.ListingApi;
import app.locus.upstream.api.LocalVisibilityClient;
import app.locus.upstream.api.guard.GuardReport;
import app.locus.upstream.api.locations.LocationSummary;
import app.locus.upstream.api.reviews.ReviewsReport;
import com.fasterxml.jackson.databind.JsonNode;
import net.javacrumbs.shedlock.core.LockConfiguration;
import net.javacrumbs.shedlock.core.LockProvider;
import net.javacrumbs.shedlock.core.SimpleLock;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

/**
 * Copies a workspace's guard and reviews-analysis records from the service (DD074). Both
 * listings are short (one record per watched location or analysis), so each is read to
 * its end, 100 a page; a record is written when it is new or its payload's digest differs
 * from the stored one, all of one listing in one transaction. A listing that fails writes
 * nothing and the other still runs. One node at a time syncs a workspace (ShedLock,
 * {@code monitoring-sync-<workspace>}).
 */
@Component
public class MonitoringSync {

	private static final Logger log = LoggerFactory.getLogger(MonitoringSync.class);

	private static final Duration LOCK_AT_MOST = Duration.ofMinutes(10);

	private static final ListQuery EVERYTHING = ListQuery.all().withLimit(Limit.MAX);

	private static final String KEPT_ONLY_WITH_KEY = "changed() keeps only records with a well-formed key";

	private final LocalVisibilityClient client;

	private final MonitoringRepository repository;

	private final LockProvider locks;

	private final Clock clock;

	MonitoringSync(LocalVisibilityClient client, MonitoringRepository repository, LockProvider locks, Clock clock) {
		this.client = client;
		this.repository = repository;
		this.locks = locks;
		this.clock = clock;
	}

	/**
	 * Syncs one workspace unless another run holds its lock.
	 * @param lane {@link Lane#BACKGROUND} for the schedule, {@link Lane#INTERACTIVE} for
	 * a person's refresh
	 * @throws UpstreamException.NoCredential when the workspace has no key to call with
	 * @throws UpstreamException.Unauthorized when its key is refused
	 */
	public MonitoringResult sync(AgencyId agency, WorkspaceId workspace, Lane lane, Duration lockAtLeastFor) {
		Optional<SimpleLock> lock = locks.lock(new LockConfiguration(clock.instant(),
				"monitoring-sync-" + workspace.value(), LOCK_AT_MOST, lockAtLeastFor));
		if (lock.isEmpty()) {
			return MonitoringResult.skipped();
		}
		try {
			Map<String, String> failures = new LinkedHashMap<>();
			int guards = listing("guard", failures,
					() -> guardRows(agency, workspace, read(client.guard(), workspace, lane)),
					rows -> repository.saveGuards(agency, workspace, rows, clock.instant()));
			int reviews = listing("reviews", failures,
					() -> changed(read(client.reviews(), workspace, lane), ReviewsReport::reviewsKey,
							ReviewsReport::raw, keys -> repository.reviewsVersions(agency, workspace, keys),
							(report, stamp) -> new ReviewsRow(reviewsRecord(report), stamp, report.raw().toString())),
					rows -> repository.saveReviews(agency, workspace, rows, clock.instant()));
			return new MonitoringResult(true, guards, reviews, failures);
		}
		finally {
			lock.get().unlock();
		}
	}

	private <R> int listing(String name, Map<String, String> failures, java.util.function.Supplier<List<R>> read,
			java.util.function.Consumer<List<R>> save) {
		try {
			List<R> rows = read.get();
			if (!rows.isEmpty()) {
				save.accept(rows);
			}
			return rows.size();
		}
		catch (UpstreamException.NoCredential | UpstreamException.Unauthorized ex) {
			throw ex;
		}
		catch (UpstreamException ex) {
			log.warn("Monitoring sync could not read the {} listing", name, ex);
			failures.put(name, ex.getMessage());
			return 0;
		}
	}

	private static <T> List<T> read(ListingApi<ListQuery, T> api, WorkspaceId workspace, Lane lane) {
		return api.stream(workspace, lane, EVERYTHING).toList();
	}

	/**
	 * The records whose key is new or whose payload digest differs from the stored one.
	 */
	private static <T, R> List<R> changed(List<T> listed, Function<T, String> key, Function<T, JsonNode> raw,
			Function<Collection<String>, Map<String, String>> storedVersions, BiFunction<T, String, R> toRow) {
		List<T> keyed = listed.stream().filter(item -> wellFormedKey(key.apply(item))).toList();
		Map<String, String> stored = storedVersions
			.apply(keyed.stream().map(key).collect(Collectors.toCollection(ArrayList::new)));
		List<R> rows = new ArrayList<>();
		for (T item : keyed) {
			String stamp = digest(raw.apply(item));
			if (!Objects.equals(stored.get(key.apply(item)), stamp)) {
				rows.add(toRow.apply(item, stamp));
			}
		}
		return rows;
	}

	/**
	 * Stores guard records a write answered with, new or changed ones only, as the sync
	 * would.
	 */
	void storeGuards(AgencyId agency, WorkspaceId workspace, List<GuardReport> reports) {
		List<GuardRow> rows = guardRows(agency, workspace, reports);
		if (!rows.isEmpty()) {
			repository.saveGuards(agency, workspace, rows, clock.instant());
		}
	}

	private List<GuardRow> guardRows(AgencyId agency, WorkspaceId workspace, List<GuardReport> reports) {
		return changed(reports, GuardReport::reportKey, GuardReport::raw,
				keys -> repository.guardVersions(agency, workspace, keys),
				(report, stamp) -> new GuardRow(guardRecord(report), stamp, report.raw().toString()));
	}

	private static boolean wellFormedKey(@Nullable String key) {
		return key != null && key.matches("[0-9a-f]{15}");
	}

	static GuardRecord guardRecord(GuardReport report) {
		LocationSummary location = report.location();
		JsonNode changes = report.changes();
		return new GuardRecord(Objects.requireNonNull(report.reportKey(), KEPT_ONLY_WITH_KEY), report.placeId(),
				location == null ? null : location.name(), report.status(), report.dateAdded(), report.dateLast(),
				changes != null && changes.isArray() ? changes.size() : 0);
	}

	static ReviewsRecord reviewsRecord(ReviewsReport report) {
		ReviewsReport.PrimaryBusiness primary = report.primaryBusiness();
		String names = report.locations()
			.stream()
			.map(LocationSummary::name)
			.filter(Objects::nonNull)
			.collect(Collectors.joining(", "));
		return new ReviewsRecord(Objects.requireNonNull(report.reviewsKey(), KEPT_ONLY_WITH_KEY), report.name(),
				report.date(), report.frequency(), names.length() > 1000 ? names.substring(0, 999) + "…" : names,
				report.locations().size(), primary == null ? null : primary.rvs(),
				primary == null ? null : primary.rqs(), primary == null ? null : primary.rating(),
				primary == null ? null : primary.reviews());
	}

	private static String digest(JsonNode payload) {
		try {
			byte[] hash = MessageDigest.getInstance("SHA-256")
				.digest(payload.toString().getBytes(StandardCharsets.UTF_8));
			return HexFormat.of().formatHex(hash);
		}
		catch (NoSuchAlgorithmException ex) {
			throw new IllegalStateException("Every Java runtime has SHA-256", ex);
		}
	}

}
