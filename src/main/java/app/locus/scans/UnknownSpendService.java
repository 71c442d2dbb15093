package app.locus.scans;

import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Objects;
import java.util.Set;

import app.locus.audit.AuditEntry;
import app.locus.audit.AuditLog;
import app.locus.base.ForbiddenException;
import app.locus.base.NotFoundException;
import app.locus.base.Validation;
import app.locus.base.ValidationException;
import app.locus.base.WorkspaceId;
import app.locus.credits.CreditsService;
import app.locus.reports.GalleryFilter;
import app.locus.reports.GallerySort;
import app.locus.reports.ReportCard;
import app.locus.reports.ReportService;
import app.locus.reports.ReportType;
import app.locus.scans.repository.ScanLedgerRepository;
import app.locus.security.LocusUser;
import app.locus.tenancy.CostVisibility;
import app.locus.tenancy.WorkspaceAccess;
import app.locus.upstream.api.ReportKey;
import org.jspecify.annotations.Nullable;
import org.springframework.stereotype.Service;

/**
 * Spends whose outcome is unknown (DD126): scan submissions the service never answered
 * clearly. The workspace sync looks for their report for a day
 * ({@link ScanReconciliation}); what it does not find stays here until a person settles
 * it: found (linked to a stored scan report of the workspace) or written off with a note
 * (counted as spent, never sent again). Everyone who may see the workspace's credits may
 * see the list; account managers and agency admins settle. A spend settles once: whoever
 * comes second is told so.
 */
@Service
public class UnknownSpendService {

	/** The longest note a write-off keeps. */
	public static final int NOTE_MAX = 500;

	private static final int CANDIDATES_MAX = 50;

	private static final int KEY_LENGTH = 15;

	private final WorkspaceAccess access;

	private final ScanLedgerRepository ledger;

	private final ScanService scans;

	private final ReportService reports;

	private final CreditsService credits;

	private final AuditLog audit;

	private final Clock clock;

	UnknownSpendService(WorkspaceAccess access, ScanLedgerRepository ledger, ScanService scans, ReportService reports,
			CreditsService credits, AuditLog audit, Clock clock) {
		this.clock = clock;
		this.access = access;
		this.ledger = ledger;
		this.scans = scans;
		this.reports = reports;
		this.credits = credits;
		this.audit = audit;
	}

	/**
	 * Every spend of the workspace whose outcome is unknown.
	 * @throws ForbiddenException for a client viewer when the agency hides the
	 * workspace's credits from clients
	 */
	public UnknownSpends list(WorkspaceId workspace) {
		LocusUser user = requireVisible(workspace);
		Instant notBefore = scans.stalledBefore().minus(ScanReconciliation.LOOK_BACK);
		List<UnknownSpend> spends = ledger.openSpends(user.agencyId(), workspace, scans.stalledBefore())
			.stream()
			.map(open -> unknownSpend(open, notBefore))
			.toList();
		return new UnknownSpends(spends, user.role().canWrite());
	}

	/**
	 * How many spends of the workspace have an unknown outcome; 0 for a person the agency
	 * does not show the workspace's credits.
	 */
	public int count(WorkspaceId workspace) {
		LocusUser user = access.requireRead(workspace);
		if (!credits.visible(workspace)) {
			return 0;
		}
		return ledger.countOpen(user.agencyId(), workspace, scans.stalledBefore());
	}

	/**
	 * The stored scan reports of the workspace that may be the spend's: same location,
	 * keyword, grid and platform, not older than the spend's day, not linked to another
	 * spend. Newest first.
	 */
	public List<ReportCard> candidates(WorkspaceId workspace, SubmissionId id) {
		LocusUser user = access.requireWrite(workspace);
		Submission spend = open(user, workspace, id);
		if (ledger.campaignKey(user.agencyId(), workspace, id).isPresent()) {
			// a campaign run's report is found by the sync in the campaign reports
			// (DD193)
			return List.of();
		}
		GalleryFilter filter = GalleryFilter.of(ReportType.SCAN)
			.withPlaceId(spend.placeId())
			.withKeyword(spend.keyword())
			.withGridSize(spend.gridSize())
			.withPlatform(spend.platform())
			.withDates(earliestDay(spend), null);
		List<ReportCard> cards = reports.gallery(workspace, filter, GallerySort.NEWEST_FIRST, 0, CANDIDATES_MAX)
			.stream()
			.filter(card -> card.keyword() != null && card.keyword().equalsIgnoreCase(spend.keyword()))
			.toList();
		Set<String> claimed = ledger.claimedKeys(user.agencyId(), workspace,
				cards.stream().map(card -> card.key().value()).toList());
		return cards.stream().filter(card -> !claimed.contains(card.key().value())).toList();
	}

	/**
	 * Settles the spend as found: it made the stored scan report {@code reportKey} of
	 * this workspace (same location and keyword, not older than the spend's day, not
	 * linked to another spend). Audited.
	 * @throws ValidationException for a key that is malformed, not a stored scan report
	 * of this workspace, not this spend's, or linked to another spend; or when the spend
	 * was settled meanwhile
	 */
	public Submission markFound(WorkspaceId workspace, SubmissionId id, String reportKey) {
		LocusUser user = access.requireWrite(workspace);
		Validation validation = new Validation();
		String text = validation.text(reportKey, "reportKey", "Report key", KEY_LENGTH);
		ReportKey key = text == null ? null : validation.value(() -> ReportKey.of(text));
		validation.throwIfInvalid();
		Objects.requireNonNull(key, "a missing or malformed key was refused above");
		Submission spend = open(user, workspace, id);
		if (ledger.campaignKey(user.agencyId(), workspace, id).isPresent()) {
			throw ValidationException.of("reportKey", "A campaign run is found by the sync in the campaign reports;"
					+ " write it off if its report never came.");
		}
		ReportCard report = storedScan(workspace, key);
		if (!report.keyword().equalsIgnoreCase(spend.keyword()) || !spend.placeId().equals(report.placeId())) {
			throw ValidationException.of("reportKey", "That report is of another location or keyword than this spend.");
		}
		if (report.date() != null && report.date().isBefore(earliestDay(spend))) {
			throw ValidationException.of("reportKey",
					"That report is older than this spend, so it cannot be its result.");
		}
		if (!ledger.claimedKeys(user.agencyId(), workspace, List.of(key.value())).isEmpty()) {
			throw ValidationException.of("reportKey", "That report already belongs to another spend.");
		}
		return settle(user, workspace, spend, PersonSettlement.found(key.value(), user.id()), "scan.found",
				"report " + key.value());
	}

	/**
	 * Writes the spend off: its credits count as spent, nothing is sent again, the note
	 * says why. Audited.
	 * @throws ValidationException for a missing, too long or garbled note, or when the
	 * spend was settled meanwhile
	 */
	public Submission writeOff(WorkspaceId workspace, SubmissionId id, String note) {
		LocusUser user = access.requireWrite(workspace);
		Validation validation = new Validation();
		String checked = validation.text(note, "note", "Note", NOTE_MAX);
		validation.throwIfInvalid();
		Submission spend = open(user, workspace, id);
		return settle(user, workspace, spend, PersonSettlement.writtenOff(checked, user.id()), "scan.write-off",
				spend.credits() + " credits counted as spent: " + checked);
	}

	private Submission settle(LocusUser user, WorkspaceId workspace, Submission spend, PersonSettlement settlement,
			String action, String details) {
		String target = "scan " + spend.id();
		if (!ledger.settleByPerson(user.agencyId(), workspace, spend.id(), settlement, scans.stalledBefore(),
				clock.instant())) {
			Submission now = find(user, workspace, spend.id());
			audit.record(new AuditEntry(user.agencyId(), workspace, action, target, AuditEntry.Outcome.FAILURE,
					"not settled: now " + now.status()));
			if (isOpen(user, workspace, spend.id())) {
				throw ValidationException.of("reportKey", "That report was linked to another spend meanwhile.");
			}
			throw ValidationException.of("status", alreadySettled(now));
		}
		audit.record(AuditEntry.success(user.agencyId(), workspace, action, target, details));
		return find(user, workspace, spend.id());
	}

	private static String alreadySettled(Submission now) {
		return switch (now.status()) {
			case COMPLETE ->
				"This spend was settled meanwhile: it made report " + now.reportKey() + ". Nothing changed.";
			case WRITTEN_OFF -> "This spend was written off meanwhile. Nothing changed.";
			case SUBMITTING -> "This scan is still being sent. Wait for its answer.";
			case FAILED -> "The service refused this scan, so nothing was spent. Nothing to settle.";
			case QUEUED -> "This scan is queued at the service; its report arrives with the sync.";
			case UNKNOWN -> "This spend is still unknown.";
		};
	}

	private ReportCard storedScan(WorkspaceId workspace, ReportKey key) {
		try {
			return reports.detail(workspace, ReportType.SCAN, key).card();
		}
		catch (NotFoundException ex) {
			throw ValidationException.of("reportKey",
					"This workspace has no stored scan report with that key. Reports arrive with the sync.");
		}
	}

	/** The spend if its outcome is still unknown. */
	private Submission open(LocusUser user, WorkspaceId workspace, SubmissionId id) {
		Submission spend = find(user, workspace, id);
		if (!isOpen(user, workspace, id)) {
			// read again: someone may have settled it between the two reads above
			throw ValidationException.of("status", alreadySettled(find(user, workspace, id)));
		}
		return spend;
	}

	private boolean isOpen(LocusUser user, WorkspaceId workspace, SubmissionId id) {
		return ledger.unsettled(user.agencyId(), workspace, scans.stalledBefore())
			.stream()
			.anyMatch(unsettled -> unsettled.id().equals(id));
	}

	private Submission find(LocusUser user, WorkspaceId workspace, SubmissionId id) {
		return ledger.find(user.agencyId(), workspace, id).orElseThrow(() -> new NotFoundException("scan submission"));
	}

	private LocusUser requireVisible(WorkspaceId workspace) {
		LocusUser user = access.requireRead(workspace);
		if (!credits.visible(workspace)) {
			throw new ForbiddenException(CostVisibility.REFUSAL);
		}
		return user;
	}

	private static UnknownSpend unknownSpend(OpenSpend open, Instant notBefore) {
		Submission spend = open.submission();
		Instant until = spend.createdAt().plus(ScanReconciliation.LOOK_BACK);
		String lookedFor = open.campaignKey() == null ? lookedFor(spend) : lookedForRun(spend);
		return new UnknownSpend(spend, open.sentBy(), lookedFor, open.lastLookedAt(), until,
				!spend.createdAt().isBefore(notBefore));
	}

	private static String lookedFor(Submission spend) {
		return "A scan report of location " + spend.placeId() + " for \"" + spend.keyword() + "\", grid "
				+ spend.gridSize() + " × " + spend.gridSize() + ", radius "
				+ spend.radius().stripTrailingZeros().toPlainString() + " " + spend.unit().code() + ", "
				+ spend.platform().displayName() + ", centre " + spend.lat() + ", " + spend.lng()
				+ ", made after it was sent and not linked to another spend";
	}

	private static String lookedForRun(Submission run) {
		return "A report of a run of the campaign \"" + run.keyword()
				+ "\" made after it was sent and not linked to another spend";
	}

	private static LocalDate earliestDay(Submission spend) {
		return spend.createdAt().atOffset(ZoneOffset.UTC).toLocalDate().minusDays(1);
	}

}
