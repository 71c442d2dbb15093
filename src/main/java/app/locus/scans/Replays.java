package app.locus.scans;

import app.locus.scans.repository.ScanLedgerRepository.Keyed;

/**
 * The answer to a request whose idempotency key is on a ledger row already (DD222): that
 * row, if it is the same spend, and a refusal if the key names another.
 */
final class Replays {

	private Replays() {
	}

	static KeyedSubmission replay(Keyed earlier, String fingerprint) {
		if (!earlier.fingerprint().equals(fingerprint)) {
			throw new IdempotencyKeyReusedException(earlier.submission().id());
		}
		return new KeyedSubmission(earlier.submission(), true);
	}

}
