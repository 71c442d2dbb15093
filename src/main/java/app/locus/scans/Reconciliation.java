package app.locus.scans;

/**
 * What reconciling one open submission found: its report ({@code SETTLED}), nothing yet
 * while a report could still appear ({@code PENDING}), or nothing after the grace period
 * ({@code UNCONFIRMED}: it stays unknown and is never sent again; the person decides).
 */
public record Reconciliation(Submission submission, Outcome outcome) {

	public enum Outcome {

		SETTLED, PENDING, UNCONFIRMED

	}

}
