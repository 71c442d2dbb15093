package app.locus.scans;

import java.math.BigDecimal;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

import app.locus.audit.AuditEntry;
import app.locus.audit.AuditLog;
import app.locus.base.AgencyId;
import app.locus.base.NotFoundException;
import app.locus.base.Validation;
import app.locus.base.ValidationException;
import app.locus.base.WorkspaceId;
import app.locus.calendar.CalendarEntry;
import app.locus.calendar.CalendarService;
import app.locus.calendar.CreditForecast;
import app.locus.calendar.PlannedSpend;
import app.locus.credits.BudgetService;
import app.locus.locations.LocationService;
import app.locus.reports.ReportService;
import app.locus.reports.ReportType;
import app.locus.reports.ScanBatchId;
import app.locus.reports.SyncTarget;
import app.locus.reports.heatmap.GridGeometry;
import app.locus.scans.repository.ScanLedgerRepository;
import app.locus.scans.repository.ScanLedgerRepository.Pending;
import app.locus.scans.repository.ScanLedgerRepository.Reservation;
import app.locus.security.LocusUser;
import app.locus.tenancy.WorkspaceAccess;
import app.locus.upstream.Lane;
import app.locus.upstream.UpstreamException;
import app.locus.upstream.api.DateRange;
import app.locus.upstream.api.Fieldmask;
import app.locus.upstream.api.GridSize;
import app.locus.upstream.api.Keyword;
import app.locus.upstream.api.LatLng;
import app.locus.upstream.api.Limit;
import app.locus.upstream.api.ListQuery;
import app.locus.upstream.api.LocalVisibilityClient;
import app.locus.upstream.api.PlaceId;
import app.locus.upstream.api.Platform;
import app.locus.upstream.api.Radius;
import app.locus.upstream.api.ReportKey;
import app.locus.upstream.api.account.Account;
import app.locus.upstream.api.account.AccountApi;
import app.locus.upstream.api.reports.ReportFilter;
import app.locus.upstream.api.reports.ReportsApi;
import app.locus.upstream.api.reports.ScanReport;
import app.locus.upstream.api.reports.ScanSettings;
import app.locus.upstream.api.scans.ScanRequest;
import app.locus.upstream.api.scans.ScanSubmission;
import app.locus.upstream.api.scans.ScansApi;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Running ranking scans without ever spending twice (DD042). A scan is checked field by
 * field, priced (one credit per grid point) against the balance, reserved in the
 * workspace's ledger ({@code SUBMITTING}, committed before anything is sent; the same
 * settings within {@link #DUPLICATE_WINDOW} need a second confirmation), sent once, and
 * its answer recorded. An ambiguous failure leaves it {@code UNKNOWN}, settled by the
 * workspace sync from the report listings ({@link ScanReconciliation}) or by a person
 * ({@link UnknownSpendService}). Every submission is audited.
 */
@Service
public class ScanService {

	/** Same settings in the same workspace within this time count as a duplicate. */
	public static final Duration DUPLICATE_WINDOW = Duration.ofMinutes(5);

	/**
	 * After this long without a report, an unknown submission is reported unconfirmed.
	 */
	public static final Duration RECONCILE_GRACE = Duration.ofMinutes(15);

	/**
	 * Leeway between the service's clock and ours when matching a report to a submission.
	 */
	private static final Duration CLOCK_LEEWAY = Duration.ofMinutes(2);

	private static final int RECENT_MAX = 50;

	private static final Fieldmask MATCH_FIELDS = Fieldmask.of("report_key", "date", "timestamp", "keyword", "place_id",
			"platform", "lat", "lng", "grid_size", "radius", "measurement");

	private static final Logger log = LoggerFactory.getLogger(ScanService.class);

	private final WorkspaceAccess access;

	private final ScanLedgerRepository ledger;

	private final LocationService locations;

	private final ReportService reports;

	private final ScansApi scans;

	private final AccountApi account;

	private final ReportsApi reportListings;

	private final BudgetService budgets;

	private final CalendarService calendar;

	private final AuditLog audit;

	private final Clock clock;

	private final Duration stalledAfter;

	/**
	 * @param stalledAfter a submission still {@code SUBMITTING} after this long lost its
	 * answer (run-scan times out at 60 s; {@code locus.scans.stalled-after}, default 2
	 * minutes)
	 */
	ScanService(WorkspaceAccess access, ScanLedgerRepository ledger, LocationService locations, ReportService reports,
			LocalVisibilityClient client, BudgetService budgets, CalendarService calendar, AuditLog audit, Clock clock,
			@Value("${locus.scans.stalled-after:PT2M}") Duration stalledAfter) {
		this.access = access;
		this.stalledAfter = stalledAfter;
		this.ledger = ledger;
		this.locations = locations;
		this.reports = reports;
		this.scans = client.scans();
		this.account = client.account();
		this.reportListings = client.reports();
		this.budgets = budgets;
		this.calendar = calendar;
		this.audit = audit;
		this.clock = clock;
	}

	/**
	 * What the scan would cost, the balance before and after, its grid geometry, and a
	 * recent submission of the same settings if there is one. Spends nothing.
	 * @throws ValidationException naming every refused field
	 */
	public ScanQuote quote(WorkspaceId workspace, ScanInput input) {
		LocusUser user = access.requireWrite(workspace);
		ScanRequest request = validated(workspace, input);
		int cost = request.credits();
		Account now = account.account(workspace, Lane.INTERACTIVE);
		Account.Credits credits = now.credits();
		Account.Subscription subscription = now.subscription();
		Long balance = credits == null ? null : credits.balance();
		Submission duplicate = recentDuplicate(user.agencyId(), workspace, request);
		return new ScanQuote(cost, balance, balance == null ? null : balance - cost, geometry(request), duplicate,
				budgets.check(workspace, cost), balance == null ? null : firstUnpaidRun(workspace, balance - cost,
						subscription == null ? null : subscription.renewalDate()));
	}

	/**
	 * The first of the calendar's planned runs that {@code balance} no longer pays before
	 * the renewal, the same reckoning as the credits forecast (DD051), or null.
	 */
	private @Nullable CalendarEntry firstUnpaidRun(WorkspaceId workspace, long balance, @Nullable LocalDate renewal) {
		LocalDate today = calendar.today();
		LocalDate horizon = CreditForecast.horizon(today, renewal);
		LocalDate ahead = renewal == null || renewal.isBefore(today) ? null : renewal;
		List<CalendarEntry> planned = PlannedSpend.entriesAhead(calendar.entries(workspace, today, horizon),
				LocalDateTime.ofInstant(clock.instant(), calendar.zone()));
		return CreditForecast.firstUnpaidRun(balance, planned)
			.filter(run -> ahead == null || run.date().isBefore(ahead))
			.orElse(null);
	}

	/**
	 * Runs the scan once, as {@link #submit(WorkspaceId, ScanInput, boolean, boolean)}
	 * within the budget.
	 */
	public Submission submit(WorkspaceId workspace, ScanInput input, boolean duplicateConfirmed) {
		return submit(workspace, input, duplicateConfirmed, false);
	}

	/**
	 * Runs the scan once. The balance is checked first, then the workspace's monthly
	 * budget (DD051).
	 * @param duplicateConfirmed the person confirmed running the same settings again
	 * @param overBudgetConfirmed an agency admin confirmed going past the monthly budget
	 * @return the ledger row: {@code COMPLETE} (google; the report is stored already),
	 * {@code QUEUED} (poll with {@link #checkProgress}) or {@code UNKNOWN} (see
	 * {@link ScanReconciliation})
	 * @throws ValidationException naming every refused field
	 * @throws InsufficientCreditsException when the balance is short (checked first, or
	 * the service's 402)
	 * @throws DuplicateSubmissionException when the same settings were submitted within
	 * {@link #DUPLICATE_WINDOW} and {@code duplicateConfirmed} is false
	 * @throws app.locus.credits.OverBudgetException when the scan passes the monthly
	 * budget and the admin has not confirmed (a non-admin gets a
	 * {@code ForbiddenException})
	 * @throws UpstreamException when the service refused the scan; nothing was spent
	 * @throws ScanNotSentException when the database did not answer before sending;
	 * nothing was sent
	 * @throws ScanNotRecordedException when the scan was sent but the database did not
	 * answer when its outcome was to be recorded; the row is settled later by
	 * {@link ScanReconciliation}, never sent again
	 */
	public Submission submit(WorkspaceId workspace, ScanInput input, boolean duplicateConfirmed,
			boolean overBudgetConfirmed) {
		return submit(workspace, input, duplicateConfirmed, overBudgetConfirmed, null);
	}

	/**
	 * Runs one scan of a batch (DD141) exactly as {@link #submit}, its ledger row naming
	 * the batch.
	 */
	Submission submit(WorkspaceId workspace, ScanInput input, boolean duplicateConfirmed, boolean overBudgetConfirmed,
			@Nullable ScanBatchId batch) {
		return submit(workspace, input, duplicateConfirmed, overBudgetConfirmed, batch, null);
	}

	/**
	 * Runs one scan exactly as {@link #submit}, its ledger row carrying the caller's
	 * idempotency key ({@link KeyedScanService}).
	 * @throws IdempotencyKeyTaken when a row carries the key already
	 */
	Submission submit(WorkspaceId workspace, ScanInput input, boolean duplicateConfirmed, boolean overBudgetConfirmed,
			@Nullable ScanBatchId batch, @Nullable IdempotencyKey key) {
		try {
			return submitOnce(workspace, input, duplicateConfirmed, overBudgetConfirmed, batch, key);
		}
		catch (RuntimeException ex) {
			if (DatabaseFailure.is(ex)) {
				log.warn("A scan was not sent: the database did not answer", ex);
				throw new ScanNotSentException(ex);
			}
			throw ex;
		}
	}

	private Submission submitOnce(WorkspaceId workspace, ScanInput input, boolean duplicateConfirmed,
			boolean overBudgetConfirmed, @Nullable ScanBatchId batch, @Nullable IdempotencyKey key) {
		LocusUser user = access.requireWrite(workspace);
		AgencyId agency = user.agencyId();
		ScanRequest request = validated(workspace, input);
		int cost = request.credits();
		String target = "scan " + request.placeId() + " / " + request.keyword();
		Long balance = balance(workspace);
		if (balance != null && balance < cost) {
			audit.record(new AuditEntry(agency, workspace, "scan.submit", target, AuditEntry.Outcome.DENIED,
					describe(request) + "; balance " + balance));
			throw new InsufficientCreditsException(cost, balance);
		}
		budgets.requireConfirmation(workspace, cost, overBudgetConfirmed);
		Instant now = clock.instant();
		Reservation reservation = ledger.reserve(agency, workspace,
				new Pending(request, ScanFingerprint.of(request), user.id(), batch, key), now,
				now.minus(DUPLICATE_WINDOW), duplicateConfirmed);
		if (reservation.sameKey() != null) {
			throw new IdempotencyKeyTaken(reservation.sameKey());
		}
		if (!reservation.reserved()) {
			Submission earlier = Objects.requireNonNull(reservation.duplicate(), "refused only for a duplicate");
			throw new DuplicateSubmissionException(earlier, Duration.between(earlier.createdAt(), now).toMinutes());
		}
		SubmissionId id = Objects.requireNonNull(reservation.id(), "reserved");
		Submission recorded = send(agency, workspace, id, request, target);
		if (recorded.status() == SubmissionStatus.COMPLETE && recorded.reportKey() != null) {
			storeReport(workspace, recorded.reportKey());
		}
		return recorded;
	}

	/**
	 * Checks once whether a queued scan's report is there (one call); when it is, stores
	 * it and marks the submission complete. Drive it with {@link PollingPolicy}.
	 */
	public Submission checkProgress(WorkspaceId workspace, SubmissionId id) {
		LocusUser user = access.requireRead(workspace);
		Submission submission = ledger.find(user.agencyId(), workspace, id)
			.orElseThrow(() -> new NotFoundException("scan submission"));
		if (submission.status() != SubmissionStatus.QUEUED || submission.reportKey() == null) {
			return submission;
		}
		try {
			reports.detailWithDataPoints(workspace, ReportType.SCAN, ReportKey.of(submission.reportKey()));
			ledger.transition(user.agencyId(), workspace, id, EnumSet.of(SubmissionStatus.QUEUED),
					SubmissionStatus.COMPLETE, null, null, clock.instant());
		}
		catch (NotFoundException ex) {
			log.debug("Report of submission {} is not there yet", id, ex);
		}
		return ledger.find(user.agencyId(), workspace, id).orElseThrow(() -> new NotFoundException("scan submission"));
	}

	/**
	 * Settles the open submissions of this workspace made after {@code notBefore} from
	 * the scan report listing, for no person ({@link ScanReconciliation}): a report with
	 * the same settings made after the submission (and not claimed by another submission)
	 * settles it {@code COMPLETE}. Nothing is ever sent again.
	 */
	List<Reconciliation> reconcileForSystem(SyncTarget target, Lane lane, Instant notBefore) {
		return reconcile(target.agency(), target.workspace(), lane, notBefore);
	}

	/** Submissions still {@code SUBMITTING} before this instant lost their answer. */
	Instant stalledBefore() {
		return clock.instant().minus(stalledAfter);
	}

	private List<Reconciliation> reconcile(AgencyId agency, WorkspaceId workspace, Lane lane, Instant notBefore) {
		Instant now = clock.instant();
		List<Reconciliation> results = new ArrayList<>();
		for (Submission open : ledger.unsettled(agency, workspace, stalledBefore())) {
			if (open.createdAt().isBefore(notBefore)) {
				continue;
			}
			if (open.status() == SubmissionStatus.SUBMITTING) {
				ledger.transition(agency, workspace, open.id(), EnumSet.of(SubmissionStatus.SUBMITTING),
						SubmissionStatus.UNKNOWN, null, "No answer was recorded for this submission.", now);
			}
			Optional<ScanReport> report = matchingReport(agency, workspace, open, lane);
			ledger.looked(agency, workspace, open.id(), now);
			if (report.isPresent()) {
				String key = report.get().reportKey();
				ledger.transition(agency, workspace, open.id(),
						EnumSet.of(SubmissionStatus.SUBMITTING, SubmissionStatus.UNKNOWN, SubmissionStatus.QUEUED),
						SubmissionStatus.COMPLETE, key, "Settled from the report listing.", now);
				audit.record(
						AuditEntry.success(agency, workspace, "scan.reconcile", "scan " + open.id(), "report " + key));
				results.add(new Reconciliation(find(agency, workspace, open.id()), Reconciliation.Outcome.SETTLED));
			}
			else {
				boolean overdue = open.createdAt().plus(RECONCILE_GRACE).isBefore(now);
				results.add(new Reconciliation(find(agency, workspace, open.id()),
						overdue ? Reconciliation.Outcome.UNCONFIRMED : Reconciliation.Outcome.PENDING));
			}
		}
		return results;
	}

	/** The workspace's latest submissions, newest first. */
	@Transactional(readOnly = true)
	public List<Submission> recentSubmissions(WorkspaceId workspace) {
		LocusUser user = access.requireRead(workspace);
		return ledger.recent(user.agencyId(), workspace, RECENT_MAX);
	}

	@Transactional(readOnly = true)
	public Submission submission(WorkspaceId workspace, SubmissionId id) {
		LocusUser user = access.requireRead(workspace);
		return find(user.agencyId(), workspace, id);
	}

	/**
	 * Sends the reserved scan once and records its outcome. From here on the scan may
	 * have been run, so a database that stops answering leaves the row open for
	 * {@link ScanReconciliation} instead of looking like "not sent".
	 */
	private Submission send(AgencyId agency, WorkspaceId workspace, SubmissionId id, ScanRequest request,
			String target) {
		try {
			return sendOnce(agency, workspace, id, request, target);
		}
		catch (RuntimeException ex) {
			if (DatabaseFailure.is(ex)) {
				log.warn("Scan submission {} was sent but its outcome could not be recorded", id, ex);
				throw new ScanNotRecordedException(id, ex);
			}
			throw ex;
		}
	}

	private Submission sendOnce(AgencyId agency, WorkspaceId workspace, SubmissionId id, ScanRequest request,
			String target) {
		Set<SubmissionStatus> submitting = EnumSet.of(SubmissionStatus.SUBMITTING);
		try {
			ScanSubmission answer = scans.run(workspace, Lane.INTERACTIVE, request);
			String key = validKey(answer.reportKey());
			SubmissionStatus status = answer.isComplete() && key != null ? SubmissionStatus.COMPLETE
					: SubmissionStatus.QUEUED;
			ledger.transition(agency, workspace, id, submitting, status, key, answer.message(), clock.instant());
			audit.record(AuditEntry.success(agency, workspace, "scan.submit", target,
					describe(request) + "; " + status + (key == null ? "" : " report " + key)));
		}
		catch (UpstreamException.InsufficientCredits ex) {
			settle(agency, workspace, id, SubmissionStatus.FAILED,
					InsufficientCreditsException.message(request.credits()), target, request);
			throw new InsufficientCreditsException(request.credits(), null);
		}
		catch (UpstreamException.OutcomeUnknown | UpstreamException.ServerError ex) {
			settle(agency, workspace, id, SubmissionStatus.UNKNOWN,
					"No clear answer from the service; credits may have been spent. Locus will not send it again.",
					target, request);
		}
		catch (UpstreamException ex) {
			settle(agency, workspace, id, SubmissionStatus.FAILED, ex.getMessage(), target, request);
			throw ex;
		}
		catch (RuntimeException ex) {
			settle(agency, workspace, id, SubmissionStatus.UNKNOWN, "The answer could not be read.", target, request);
			throw ex;
		}
		return find(agency, workspace, id);
	}

	private void settle(AgencyId agency, WorkspaceId workspace, SubmissionId id, SubmissionStatus status,
			String message, String target, ScanRequest request) {
		ledger.transition(agency, workspace, id, EnumSet.of(SubmissionStatus.SUBMITTING), status, null, message,
				clock.instant());
		audit.record(new AuditEntry(agency, workspace, "scan.submit", target,
				status == SubmissionStatus.UNKNOWN ? AuditEntry.Outcome.UNKNOWN : AuditEntry.Outcome.FAILURE,
				describe(request) + "; " + status + ": " + message));
	}

	/**
	 * Stores a finished scan's report with its data points, so its first view costs
	 * nothing.
	 */
	private void storeReport(WorkspaceId workspace, String key) {
		try {
			reports.detailWithDataPoints(workspace, ReportType.SCAN, ReportKey.of(key));
		}
		catch (RuntimeException ex) {
			// The scan is done and recorded; the background sync will bring its report.
			log.warn("Report {} of a finished scan could not be stored yet", key, ex);
		}
	}

	private Optional<ScanReport> matchingReport(AgencyId agency, WorkspaceId workspace, Submission open, Lane lane) {
		LocalDate since = open.createdAt().atOffset(ZoneOffset.UTC).toLocalDate().minusDays(1);
		ReportFilter filter = ReportFilter.all()
			.withPlaceId(PlaceId.of(open.placeId()))
			.withKeyword(Keyword.of(open.keyword()))
			.withGridSize(GridSize.forCampaign(open.gridSize()))
			.withPlatforms(Set.of(open.platform()))
			.withDates(new DateRange(since, null))
			.withPage(ListQuery.all().withLimit(Limit.MAX).withFieldmask(MATCH_FIELDS));
		List<ScanReport> candidates = reportListings.scanReports(workspace, lane, filter, null)
			.items()
			.stream()
			.filter(report -> validKey(report.reportKey()) != null)
			.filter(report -> sameSettings(report.settings(), open))
			.filter(report -> madeAfter(report, open.createdAt()))
			.toList();
		Set<String> claimed = ledger.claimedKeys(agency, workspace,
				candidates.stream().map(ScanReport::reportKey).toList());
		return candidates.stream()
			.filter(report -> !claimed.contains(report.reportKey()))
			.min(Comparator
				.comparing((ScanReport report) -> report.timestamp() == null ? Instant.MAX : report.timestamp()));
	}

	private static boolean sameSettings(ScanSettings settings, Submission open) {
		LatLng center = settings.center();
		return Objects.equals(settings.placeId(), open.placeId()) && settings.keyword() != null
				&& settings.keyword().strip().equalsIgnoreCase(open.keyword()) && settings.platform() == open.platform()
				&& Objects.equals(settings.gridSize(), open.gridSize()) && settings.radius() != null
				&& settings.radius().compareTo(open.radius()) == 0
				&& (settings.measurement() == null || settings.measurement() == open.unit()) && center != null
				&& center.lat().compareTo(new BigDecimal(open.lat())) == 0
				&& center.lng().compareTo(new BigDecimal(open.lng())) == 0;
	}

	private static boolean madeAfter(ScanReport report, Instant submittedAt) {
		if (report.timestamp() != null) {
			return !report.timestamp().isBefore(submittedAt.minus(CLOCK_LEEWAY));
		}
		return report.date() != null && !report.date().isBefore(submittedAt.atOffset(ZoneOffset.UTC).toLocalDate());
	}

	/**
	 * A submission of the same settings within {@link #DUPLICATE_WINDOW}, which needs a
	 * second confirmation; null when there is none.
	 */
	@Nullable
	Submission recentDuplicate(AgencyId agency, WorkspaceId workspace, ScanRequest request) {
		return ledger
			.recentDuplicate(agency, workspace, ScanFingerprint.of(request), clock.instant().minus(DUPLICATE_WINDOW))
			.orElse(null);
	}

	/**
	 * The scan checked field by field, its location saved to the workspace.
	 * @throws ValidationException naming every refused field
	 */
	ScanRequest validated(WorkspaceId workspace, ScanInput input) {
		Validation validation = new Validation();
		PlaceId placeId = null;
		String place = Objects.requireNonNullElse(input.placeId(), "");
		if (place.isBlank()) {
			validation.check(false, "placeId", "Choose a saved location.");
		}
		else {
			placeId = validation.value(() -> PlaceId.of(place));
		}
		String text = validation.text(input.keyword(), "keyword", "Keyword", Keyword.MAX_LENGTH);
		Keyword keyword = text == null ? null : validation.value(() -> Keyword.of(text));
		LatLng center = null;
		if (input.lat() == null || input.lng() == null) {
			validation.check(false, "lat", "The grid needs a centre: latitude and longitude.");
		}
		else {
			center = validation.value(() -> new LatLng(input.lat(), input.lng()));
		}
		GridSize gridSize = null;
		if (input.gridSize() == null) {
			validation.check(false, "gridSize", "Grid size is required.");
		}
		else {
			gridSize = validation.value(() -> GridSize.forScan(input.gridSize()));
		}
		Radius radius = null;
		if (input.radius() == null) {
			validation.check(false, "radius", "Radius is required.");
		}
		else {
			radius = validation.value(() -> new Radius(input.radius()));
		}
		validation.check(input.unit() != null, "measurement", "Choose miles or kilometers.");
		validation.check(input.platform() != null, "platform", "Choose a platform.");
		validation.check(!input.aiAnalysis() || input.platform() == Platform.GOOGLE, "aiAnalysis",
				"AI analysis is available on google only.");
		validation.throwIfInvalid();
		Objects.requireNonNull(placeId, "a missing or malformed place was refused above");
		if (locations.savedLocation(workspace, placeId.value()).isEmpty()) {
			throw ValidationException.of("placeId",
					"This location is not saved to the workspace's account. Save it on the Locations page first.");
		}
		String refused = "a missing or malformed value was refused above";
		return new ScanRequest(placeId, Objects.requireNonNull(keyword, refused),
				Objects.requireNonNull(center, refused), Objects.requireNonNull(gridSize, refused),
				Objects.requireNonNull(radius, refused), input.unit(), input.platform(), input.aiAnalysis(), false);
	}

	/** The account's credit balance; null when the service does not say. */
	@Nullable
	Long balance(WorkspaceId workspace) {
		Account.Credits credits = account.account(workspace, Lane.INTERACTIVE).credits();
		return credits == null ? null : credits.balance();
	}

	private Submission find(AgencyId agency, WorkspaceId workspace, SubmissionId id) {
		return ledger.find(agency, workspace, id).orElseThrow(() -> new NotFoundException("scan submission"));
	}

	private static GridGeometry geometry(ScanRequest request) {
		return GridGeometry.of(request.gridSize().value(), request.radius().value(), request.measurement());
	}

	private static @Nullable String validKey(@Nullable String key) {
		try {
			return key == null ? null : ReportKey.of(key).value();
		}
		catch (ValidationException ex) {
			return null;
		}
	}

	private static String describe(ScanRequest request) {
		return "grid " + request.gridSize() + ", radius " + request.radius() + " " + request.measurement().code() + ", "
				+ request.platform().code() + (request.aiAnalysis() ? " with AI analysis" : "") + ", "
				+ request.credits() + " credits";
	}

}
