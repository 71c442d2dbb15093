package app.locus.scans;

import java.util.Optional;

import app.locus.base.WorkspaceId;
import app.locus.scans.repository.ScanLedgerRepository;
import app.locus.scans.repository.ScanLedgerRepository.Keyed;
import app.locus.security.LocusUser;
import app.locus.tenancy.WorkspaceAccess;
import app.locus.upstream.api.scans.ScanRequest;
import org.springframework.stereotype.Service;

/**
 * Scans started by callers outside the portal (the REST API and the MCP server, DD222),
 * which cannot see a price before they click: each scan is named by the caller's
 * idempotency key and runs only with the credits it costs stated. The key is kept in the
 * scan's ledger row, so a request sent again after a timeout or a crash answers with the
 * scan it already started and never spends twice.
 */
@Service
public class KeyedScanService {

	private final WorkspaceAccess access;

	private final ScanService scans;

	private final ScanLedgerRepository ledger;

	KeyedScanService(WorkspaceAccess access, ScanService scans, ScanLedgerRepository ledger) {
		this.access = access;
		this.scans = scans;
		this.ledger = ledger;
	}

	/**
	 * Runs the scan once under {@code key}, as {@link ScanService#submit} with its checks
	 * (balance, budget, recent duplicate), or answers with the scan the key already
	 * names.
	 * @throws IdempotencyKeyReusedException when the key names a scan with other settings
	 * @throws CostNotConfirmedException when {@code confirmation} does not state the cost
	 */
	public KeyedSubmission submit(WorkspaceId workspace, ScanInput input, IdempotencyKey key,
			ScanConfirmation confirmation) {
		LocusUser user = access.requireWrite(workspace);
		ScanRequest request = scans.validated(workspace, input);
		String fingerprint = ScanFingerprint.of(request);
		Optional<Keyed> earlier = ledger.byIdempotencyKey(user.agencyId(), workspace, key);
		if (earlier.isPresent()) {
			return Replays.replay(earlier.get(), fingerprint);
		}
		Integer confirmed = confirmation.cost();
		if (confirmed == null || confirmed != request.credits()) {
			throw new CostNotConfirmedException("This scan", request.credits(), confirmed);
		}
		try {
			return new KeyedSubmission(
					scans.submit(workspace, input, confirmation.duplicate(), confirmation.overBudget(), null, key),
					false);
		}
		catch (IdempotencyKeyTaken raced) {
			return Replays.replay(raced.earlier(), fingerprint);
		}
	}

}
