package app.locus.monitoring;

import java.time.Clock;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import app.locus.audit.AuditEntry;
import app.locus.audit.AuditEntry.Outcome;
import app.locus.audit.AuditLog;
import app.locus.base.ForbiddenException;
import app.locus.base.NotFoundException;
import app.locus.base.ValidationException;
import app.locus.base.WorkspaceId;
import app.locus.locations.LocationService;
import app.locus.locations.SavedLocation;
import app.locus.monitoring.repository.MonitoringRepository;
import app.locus.security.LocusUser;
import app.locus.tenancy.WorkspaceAccess;
import app.locus.upstream.Lane;
import app.locus.upstream.UpstreamException;
import app.locus.upstream.api.LocalVisibilityClient;
import app.locus.upstream.api.PlaceId;
import app.locus.upstream.api.ReportKey;
import app.locus.upstream.api.guard.GuardReport;
import app.locus.upstream.api.guard.GuardStatus;
import org.jspecify.annotations.Nullable;
import org.springframework.stereotype.Service;

/**
 * Profile-protection management (DD136): put a saved location under guard, pause, resume,
 * remove. Managers and admins only; every attempt is audited, refusals and failures too.
 * Each write goes to the service once (never retried) and the stored records follow what
 * it accepted. Removal deletes the guard's history at the service, so it needs the typed
 * phrase {@value #REMOVE_PHRASE}. Guard is paid by subscription, not credits, so nothing
 * here goes through the spend ledger.
 */
@Service
public class GuardService {

	/** What a person types to confirm removing a guard. */
	public static final String REMOVE_PHRASE = "REMOVE_GUARD";

	/** Longer than the phrase, with room for stray spaces. */
	private static final int MAX_PHRASE = 100;

	private final WorkspaceAccess access;

	private final MonitoringRepository repository;

	private final MonitoringSync sync;

	private final LocationService locations;

	private final LocalVisibilityClient client;

	private final AuditLog audit;

	private final Clock clock;

	GuardService(WorkspaceAccess access, MonitoringRepository repository, MonitoringSync sync,
			LocationService locations, LocalVisibilityClient client, AuditLog audit, Clock clock) {
		this.access = access;
		this.repository = repository;
		this.sync = sync;
		this.locations = locations;
		this.client = client;
		this.audit = audit;
		this.clock = clock;
	}

	/**
	 * The workspace's saved locations that no stored guard watches yet, for the add
	 * picker.
	 * @throws ForbiddenException for a client viewer (only those who may add ask)
	 */
	public List<SavedLocation> unguarded(WorkspaceId workspace) {
		LocusUser user = access.requireWrite(workspace);
		Set<String> guarded = repository.guards(user.agencyId(), workspace)
			.stream()
			.map(GuardRecord::placeId)
			.collect(Collectors.toSet());
		return locations.pickerLocations(workspace)
			.stream()
			.filter(location -> !guarded.contains(location.placeId()))
			.toList();
	}

	/**
	 * Puts one of the workspace's saved locations under protection and stores the record.
	 * @throws ValidationException for a malformed place id
	 * @throws NotFoundException for a place not saved to the workspace's account (like an
	 * id of another workspace)
	 */
	public void protect(WorkspaceId workspace, String placeId) {
		LocusUser user = access.requireWrite(workspace);
		PlaceId place = PlaceId.of(placeId);
		if (locations.savedLocation(workspace, place.value()).isEmpty()) {
			record(user, workspace, "guard.add", place.value(), Outcome.DENIED, "not a saved location");
			throw new NotFoundException("saved location");
		}
		List<GuardReport> answered;
		try {
			answered = client.guard().add(workspace, Lane.INTERACTIVE, place);
		}
		catch (UpstreamException ex) {
			record(user, workspace, "guard.add", place.value(), Outcome.FAILURE, ex.getMessage());
			throw ex;
		}
		if (answered.isEmpty()) {
			sync.sync(user.agencyId(), workspace, Lane.INTERACTIVE, java.time.Duration.ZERO);
		}
		else {
			sync.storeGuards(user.agencyId(), workspace, answered);
		}
		record(user, workspace, "guard.add", place.value(), Outcome.SUCCESS, "protected");
	}

	/**
	 * Stops watching a guarded location, keeping its history.
	 * @throws NotFoundException for a guard the workspace does not hold
	 * @throws ValidationException when it is paused already
	 */
	public void pause(WorkspaceId workspace, String reportKey) {
		LocusUser user = access.requireWrite(workspace);
		GuardRecord guard = find(user, workspace, reportKey);
		if (guard.status() != null && !guard.status().watching()) {
			record(user, workspace, "guard.pause", guard.reportKey(), Outcome.DENIED, "already paused");
			throw ValidationException.of("status", "This guard is paused already.");
		}
		send(user, workspace, guard, "guard.pause", key -> client.guard().pause(workspace, Lane.INTERACTIVE, key));
		repository.guardStatus(user.agencyId(), workspace, guard.reportKey(), GuardStatus.PAUSED, clock.instant());
	}

	/**
	 * Watches a paused guard again.
	 * @throws NotFoundException for a guard the workspace does not hold
	 * @throws ValidationException when it is not paused
	 */
	public void resume(WorkspaceId workspace, String reportKey) {
		LocusUser user = access.requireWrite(workspace);
		GuardRecord guard = find(user, workspace, reportKey);
		if (guard.status() != GuardStatus.PAUSED) {
			record(user, workspace, "guard.resume", guard.reportKey(), Outcome.DENIED, "not paused");
			throw ValidationException.of("status", "Only a paused guard can be resumed.");
		}
		send(user, workspace, guard, "guard.resume", key -> client.guard().resume(workspace, Lane.INTERACTIVE, key));
		repository.guardStatus(user.agencyId(), workspace, guard.reportKey(), GuardStatus.ACTIVE, clock.instant());
	}

	/**
	 * Removes the guard at the service, its history with it, and forgets the record.
	 * @param typedPhrase what the person typed; must be {@value #REMOVE_PHRASE} (case and
	 * surrounding spaces ignored)
	 * @throws NotFoundException for a guard the workspace does not hold
	 * @throws ValidationException when the phrase is missing or wrong; nothing is sent
	 */
	public void remove(WorkspaceId workspace, String reportKey, @Nullable String typedPhrase) {
		LocusUser user = access.requireWrite(workspace);
		if (typedPhrase != null && typedPhrase.codePointCount(0, typedPhrase.length()) > MAX_PHRASE) {
			throw ValidationException.of("phrase",
					"The confirmation phrase must be at most " + MAX_PHRASE + " characters.");
		}
		GuardRecord guard = find(user, workspace, reportKey);
		if (!confirms(typedPhrase)) {
			record(user, workspace, "guard.delete", guard.reportKey(), Outcome.DENIED,
					"confirmation phrase missing or wrong");
			throw ValidationException.of("phrase", "Type " + REMOVE_PHRASE + " to confirm; nothing was changed.");
		}
		send(user, workspace, guard, "guard.delete", key -> client.guard().delete(workspace, Lane.INTERACTIVE, key));
		repository.deleteGuard(user.agencyId(), workspace, guard.reportKey());
	}

	/**
	 * Whether the typed text is the removal phrase, ignoring case and surrounding spaces.
	 */
	public static boolean confirms(@Nullable String typed) {
		return typed != null && typed.strip().equalsIgnoreCase(REMOVE_PHRASE);
	}

	private GuardRecord find(LocusUser user, WorkspaceId workspace, String reportKey) {
		String key = ReportKey.of(reportKey).value();
		return repository.guard(user.agencyId(), workspace, key).orElseThrow(() -> new NotFoundException("guard"));
	}

	private void send(LocusUser user, WorkspaceId workspace, GuardRecord guard, String action, GuardCall call) {
		try {
			call.send(ReportKey.of(guard.reportKey()));
		}
		catch (UpstreamException ex) {
			record(user, workspace, action, guard.reportKey(), Outcome.FAILURE, ex.getMessage());
			throw ex;
		}
		record(user, workspace, action, guard.reportKey(), Outcome.SUCCESS,
				guard.locationName() == null ? String.valueOf(guard.placeId()) : guard.locationName());
	}

	/** One of the client's pause, resume and delete calls. */
	@FunctionalInterface
	private interface GuardCall {

		void send(ReportKey guard);

	}

	private void record(LocusUser user, WorkspaceId workspace, String action, String target, Outcome outcome,
			@Nullable String details) {
		audit.record(new AuditEntry(user.agencyId(), workspace, action, target, outcome, details));
	}

}
