package app.locus.scans;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import app.locus.audit.AuditEntry;
import app.locus.audit.AuditLog;
import app.locus.base.LocusException;
import app.locus.base.Validation;
import app.locus.base.ValidationException;
import app.locus.base.WorkspaceId;
import app.locus.credits.BudgetService;
import app.locus.locations.LocationService;
import app.locus.locations.SavedLocation;
import app.locus.reports.ScanBatchId;
import app.locus.scans.repository.ScanLedgerRepository;
import app.locus.security.LocusUser;
import app.locus.tenancy.WorkspaceAccess;
import app.locus.upstream.api.LatLng;
import app.locus.upstream.api.scans.ScanRequest;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Service;

/**
 * Several keywords at several saved locations scanned together (DD141): one price for the
 * whole batch against the balance and the monthly budget, one confirmation, then every
 * scan through the ledger ({@link ScanService}, never sent twice, never retried), one
 * after the other; a scan that fails or is refused does not stop the others. The batch is
 * recorded (and audited) before its first scan is sent, so its reports can be shown
 * together in the gallery.
 */
@Service
public class BatchScanService {

	/** Keywords in one batch. */
	public static final int MAX_KEYWORDS = 20;

	/** Locations in one batch. */
	public static final int MAX_LOCATIONS = 10;

	/** Scans (keywords × locations) in one batch. */
	public static final int MAX_SCANS = 50;

	private static final Logger log = LoggerFactory.getLogger(BatchScanService.class);

	private final WorkspaceAccess access;

	private final ScanService scans;

	private final LocationService locations;

	private final ScanLedgerRepository ledger;

	private final BudgetService budgets;

	private final AuditLog audit;

	private final Clock clock;

	BatchScanService(WorkspaceAccess access, ScanService scans, LocationService locations, ScanLedgerRepository ledger,
			BudgetService budgets, AuditLog audit, Clock clock) {
		this.access = access;
		this.scans = scans;
		this.locations = locations;
		this.ledger = ledger;
		this.budgets = budgets;
		this.audit = audit;
		this.clock = clock;
	}

	/**
	 * The keywords of a text, one per line: trimmed, inner spaces collapsed, blank lines
	 * and repeats (any case) dropped, in the order typed.
	 */
	public static List<String> keywords(String lines) {
		Map<String, String> unique = new LinkedHashMap<>();
		for (String line : lines.split("\\R")) {
			String keyword = line.strip().replaceAll("\\s+", " ");
			if (!keyword.isEmpty()) {
				unique.putIfAbsent(keyword.toLowerCase(Locale.ROOT), keyword);
			}
		}
		return List.copyOf(unique.values());
	}

	/**
	 * What the batch would cost, scan by scan and in total, against the balance and the
	 * monthly budget. Spends nothing.
	 * @throws ValidationException naming every refused field ({@code keywords},
	 * {@code locations}, or a setting)
	 */
	public BatchQuote quote(WorkspaceId workspace, BatchInput input) {
		LocusUser user = access.requireWrite(workspace);
		return priced(user, workspace, input);
	}

	/**
	 * Runs the batch: checks it as {@link #quote} does, records it, then sends its scans
	 * one by one, telling {@code listener} each step. A scan refused or failed is shown
	 * on its own and the next one is sent.
	 * @param duplicatesConfirmed the person confirmed running again scans of the same
	 * settings submitted within the last minutes
	 * @param overBudgetConfirmed an agency admin confirmed going past the monthly budget
	 * @return where every scan ended
	 * @throws ValidationException naming every refused field; nothing was sent
	 * @throws InsufficientCreditsException when the balance does not cover the batch
	 * @throws DuplicateSubmissionException when a scan repeats a recent one and that was
	 * not confirmed
	 * @throws app.locus.credits.OverBudgetException when the batch passes the monthly
	 * budget and the admin has not confirmed (a non-admin gets a
	 * {@code ForbiddenException})
	 */
	public BatchProgress run(WorkspaceId workspace, BatchInput input, boolean duplicatesConfirmed,
			boolean overBudgetConfirmed, BatchListener listener) {
		LocusUser user = access.requireWrite(workspace);
		BatchQuote quote = priced(user, workspace, input);
		String target = "batch of " + quote.scans().size() + " scans";
		if (!quote.affordable()) {
			audit.record(new AuditEntry(user.agencyId(), workspace, "scan.batch", target, AuditEntry.Outcome.DENIED,
					quote.total() + " credits; balance " + quote.balance()));
			throw new InsufficientCreditsException(Math.toIntExact(quote.total()), quote.balance());
		}
		budgets.requireConfirmation(workspace, quote.total(), overBudgetConfirmed);
		if (!duplicatesConfirmed && !quote.duplicates().isEmpty()) {
			Submission earlier = quote.duplicates().get(0).recentDuplicate();
			if (earlier != null) {
				throw new DuplicateSubmissionException(earlier,
						Duration.between(earlier.createdAt(), clock.instant()).toMinutes());
			}
		}
		ScanBatchId batch = ScanBatchId.random();
		Instant now = clock.instant();
		ledger.createBatch(user.agencyId(), workspace, batch, quote.scans().size(), user.id(), now);
		audit.record(AuditEntry.success(user.agencyId(), workspace, "scan.batch", "batch " + batch,
				quote.scans().size() + " scans, " + quote.total() + " credits"));
		BatchProgress progress = BatchProgress.waiting(batch, quote.scans());
		listener.changed(progress);
		for (int i = 0; i < quote.scans().size(); i++) {
			progress = progress.sending(i);
			listener.changed(progress);
			progress = sendOne(workspace, batch, progress, i, duplicatesConfirmed, overBudgetConfirmed);
			listener.changed(progress);
		}
		return progress;
	}

	private BatchProgress sendOne(WorkspaceId workspace, ScanBatchId batch, BatchProgress progress, int index,
			boolean duplicatesConfirmed, boolean overBudgetConfirmed) {
		BatchScan scan = progress.scans().get(index).scan();
		try {
			return progress.recorded(index,
					scans.submit(workspace, scan.input(), duplicatesConfirmed, overBudgetConfirmed, batch));
		}
		catch (ScanNotRecordedException ex) {
			return progress.unrecorded(index, ex.getMessage());
		}
		catch (LocusException ex) {
			return progress.refused(index, ex.getMessage());
		}
		catch (RuntimeException ex) {
			log.error("Scan {} of batch {} failed", index + 1, batch, ex);
			return progress.refused(index, "Something went wrong on our side; the other scans go on.");
		}
	}

	private BatchQuote priced(LocusUser user, WorkspaceId workspace, BatchInput input) {
		List<String> keywords = checkedKeywords(input.keywords());
		List<SavedLocation> places = checkedLocations(workspace, input.placeIds());
		int count = keywords.size() * places.size();
		if (count > MAX_SCANS) {
			throw ValidationException.of("keywords", "A batch runs at most " + MAX_SCANS
					+ " scans (keywords × locations); this one would run " + count + ".");
		}
		List<BatchScan> priced = new ArrayList<>();
		for (SavedLocation place : places) {
			LatLng center = place.center();
			if (center == null) {
				throw ValidationException.of("locations",
						place.name() + " has no coordinates; scan it on its own with a centre you choose.");
			}
			for (String keyword : keywords) {
				ScanInput scan = input.settings().at(place.placeId(), keyword, center.lat(), center.lng());
				ScanRequest request = checked(workspace, scan, keyword);
				priced.add(new BatchScan(keyword, place.placeId(), place.name(), scan, request.credits(),
						scans.recentDuplicate(user.agencyId(), workspace, request)));
			}
		}
		long total = priced.stream().mapToLong(BatchScan::cost).sum();
		return new BatchQuote(priced, total, scans.balance(workspace), budgets.check(workspace, total));
	}

	/** A keyword refused by the scan's own checks is named in the keywords field. */
	private ScanRequest checked(WorkspaceId workspace, ScanInput scan, String keyword) {
		try {
			return scans.validated(workspace, scan);
		}
		catch (ValidationException ex) {
			String problem = ex.fieldErrors().get("keyword");
			if (problem == null) {
				throw ex;
			}
			throw ValidationException.of("keywords", "\"" + Validation.excerpt(keyword) + "\": " + problem);
		}
	}

	private static List<String> checkedKeywords(List<String> typed) {
		List<String> keywords = keywords(String.join("\n", typed));
		if (keywords.isEmpty()) {
			throw ValidationException.of("keywords", "Enter at least one keyword, one per line.");
		}
		if (keywords.size() > MAX_KEYWORDS) {
			throw ValidationException.of("keywords", "A batch takes at most " + MAX_KEYWORDS
					+ " keywords; this one has " + keywords.size() + ". Split it into smaller batches.");
		}
		return keywords;
	}

	private List<SavedLocation> checkedLocations(WorkspaceId workspace, List<String> placeIds) {
		Set<String> unique = new LinkedHashSet<>();
		placeIds.stream().filter(id -> id != null && !id.isBlank()).map(String::strip).forEach(unique::add);
		if (unique.isEmpty()) {
			throw ValidationException.of("locations", "Choose at least one saved location.");
		}
		if (unique.size() > MAX_LOCATIONS) {
			throw ValidationException.of("locations",
					"A batch takes at most " + MAX_LOCATIONS + " locations; " + unique.size() + " are chosen.");
		}
		List<SavedLocation> saved = new ArrayList<>();
		for (String placeId : unique) {
			saved.add(locations.savedLocation(workspace, placeId)
				.orElseThrow(() -> ValidationException.of("locations",
						"A chosen location is not saved to the workspace's account. Save it on the Locations page first.")));
		}
		return saved;
	}

}
