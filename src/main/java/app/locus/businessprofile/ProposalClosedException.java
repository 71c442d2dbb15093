package app.locus.businessprofile;

import java.util.Locale;

import app.locus.base.ValidationException;
import app.locus.businessprofile.Proposal.Status;
import java.util.Map;

/**
 * The proposal is no longer pending (withdrawn by its author, decided by someone else,
 * expired, or being sent): nothing was done.
 */
public class ProposalClosedException extends ValidationException {

	private final Status status;

	public ProposalClosedException(Status status) {
		super(Map.of("proposal", message(status)));
		this.status = status;
	}

	/** Where the proposal stands now. */
	public Status status() {
		return status;
	}

	private static String message(Status status) {
		return switch (status) {
			case WITHDRAWN -> "Its author withdrew this proposal; nothing was changed. It can no longer be decided.";
			case SENDING -> "This proposal is being sent right now and can no longer be changed.";
			case UNKNOWN -> "Whether this proposal reached the profile is not known; check the profile before"
					+ " proposing it again.";
			default -> "This proposal is " + status.name().toLowerCase(Locale.ROOT)
					+ " and can no longer be decided or withdrawn.";
		};
	}

}
