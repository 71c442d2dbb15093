package app.locus.scans;

import app.locus.scans.repository.ScanLedgerRepository.Keyed;

/**
 * Another request with the same key reserved its scan between this request's look-up and
 * its own reservation; the reservation, serialised per workspace, saw it.
 */
final class IdempotencyKeyTaken extends RuntimeException {

	private final transient Keyed earlier;

	IdempotencyKeyTaken(Keyed earlier) {
		super(null, null, false, false);
		this.earlier = earlier;
	}

	Keyed earlier() {
		return earlier;
	}

}
