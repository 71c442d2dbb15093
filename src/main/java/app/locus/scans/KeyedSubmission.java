package app.locus.scans;

/**
 * A scan started under an idempotency key: the ledger row, and whether it was started by
 * this request ({@code replayed} false) or found from an earlier one with the same key.
 */
public record KeyedSubmission(Submission submission, boolean replayed) {

}
