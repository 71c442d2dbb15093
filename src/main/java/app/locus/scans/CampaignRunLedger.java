package app.locus.scans;

import java.time.Clock;
import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

import app.locus.base.AgencyId;
import app.locus.base.NotFoundException;
import app.locus.base.WorkspaceId;
import app.locus.scans.repository.ScanLedgerRepository;
import app.locus.scans.repository.ScanLedgerRepository.Reservation;
import org.jspecify.annotations.Nullable;
import org.springframework.stereotype.Component;

/**
 * The ledger's side for campaign runs (DD193): the campaigns feature reserves a run
 * before it is sent and records the answer, and its sync settles an open run from the
 * campaign report listing. An open run is an unknown spend like a scan's
 * ({@link UnknownSpendService}). The callers have checked access; this runs for whoever
 * they checked.
 */
@Component
public class CampaignRunLedger {

	private final ScanLedgerRepository ledger;

	private final ScanService scans;

	private final Clock clock;

	CampaignRunLedger(ScanLedgerRepository ledger, ScanService scans, Clock clock) {
		this.ledger = ledger;
		this.scans = scans;
		this.clock = clock;
	}

	/** Writes the run {@code SUBMITTING}, committed before it is sent. */
	public SubmissionId reserve(AgencyId agency, WorkspaceId workspace, CampaignRunSpend run) {
		return Objects.requireNonNull(
				ledger
					.reserveCampaignRun(agency, workspace, run, ScanFingerprint.ofCampaignRun(run.campaignKey()), null,
							clock.instant())
					.id(),
				"a run without a key is always reserved");
	}

	/**
	 * Writes the run {@code SUBMITTING} under the caller's idempotency key (DD222), or
	 * answers with the run the key already names.
	 * @throws IdempotencyKeyReusedException when the key names another spend
	 */
	public KeyedRun reserve(AgencyId agency, WorkspaceId workspace, CampaignRunSpend run, IdempotencyKey key) {
		String fingerprint = ScanFingerprint.ofCampaignRun(run.campaignKey());
		Reservation reservation = ledger.reserveCampaignRun(agency, workspace, run, fingerprint, key, clock.instant());
		if (reservation.sameKey() != null) {
			return KeyedRun.earlier(Replays.replay(reservation.sameKey(), fingerprint));
		}
		return KeyedRun.reserved(Objects.requireNonNull(reservation.id(), "reserved when no row has the key"));
	}

	/**
	 * The run this campaign's key already names, looked up before anything is checked or
	 * sent, so that a retry is answered even when the balance has run out since.
	 * @throws IdempotencyKeyReusedException when the key names another spend
	 */
	public Optional<KeyedSubmission> earlier(AgencyId agency, WorkspaceId workspace, String campaignKey,
			IdempotencyKey key) {
		return ledger.byIdempotencyKey(agency, workspace, key)
			.map(earlier -> Replays.replay(earlier, ScanFingerprint.ofCampaignRun(campaignKey)));
	}

	public Submission find(AgencyId agency, WorkspaceId workspace, SubmissionId id) {
		return ledger.find(agency, workspace, id).orElseThrow(() -> new NotFoundException("campaign run"));
	}

	/**
	 * Records the service's answer to a reserved run: {@code COMPLETE} (taken),
	 * {@code FAILED} (refused, nothing spent) or {@code UNKNOWN}.
	 */
	public void record(AgencyId agency, WorkspaceId workspace, SubmissionId id, SubmissionStatus outcome,
			@Nullable String message) {
		ledger.transition(agency, workspace, id, EnumSet.of(SubmissionStatus.SUBMITTING), outcome, null, message,
				clock.instant());
	}

	/** The workspace's runs whose outcome is unknown, oldest first. */
	public List<OpenCampaignRun> open(AgencyId agency, WorkspaceId workspace) {
		return ledger.openCampaignRuns(agency, workspace, scans.stalledBefore());
	}

	/**
	 * Settles an open run as found: the campaign report listing shows the run it made.
	 * @return false when it was settled meanwhile or the report belongs to another spend
	 */
	public boolean found(AgencyId agency, WorkspaceId workspace, SubmissionId id, String reportKey) {
		if (!ledger.claimedKeys(agency, workspace, List.of(reportKey)).isEmpty()) {
			return false;
		}
		return ledger.transition(agency, workspace, id,
				EnumSet.of(SubmissionStatus.SUBMITTING, SubmissionStatus.UNKNOWN), SubmissionStatus.COMPLETE, reportKey,
				"found in the campaign reports", clock.instant());
	}

}
