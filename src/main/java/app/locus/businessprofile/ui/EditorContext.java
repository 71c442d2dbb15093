package app.locus.businessprofile.ui;

import java.time.Clock;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Supplier;

import app.locus.base.LocusException;
import app.locus.base.ValidationException;
import app.locus.base.WorkspaceId;
import app.locus.base.ui.Notices;
import app.locus.businessprofile.BusinessProfileService;
import app.locus.businessprofile.ClientApprovalService;
import app.locus.businessprofile.ProfileChange;
import app.locus.businessprofile.ProfileWriteRefusedException;

/**
 * What every tab of the editor shares: the profile it edits, whether the person may
 * write, reading with errors shown, and sending a change (through the confirmation dialog
 * when it is destructive), or proposing it to the client when the workspace requires
 * approval of this person's changes.
 */
record EditorContext(BusinessProfileService service, ClientApprovalService approvals, WorkspaceId workspace,
		String placeId, boolean canWrite, boolean proposes, Consumer<String> onWriteRefused, Clock clock) {

	/**
	 * The code the service answers when the merchant does not fully control the profile.
	 */
	static final String WRITE_REJECTED = "GBP_WRITE_REJECTED";

	/** Reads, showing a failure as a notice; empty when it failed. */
	<T> Optional<T> read(Supplier<T> call) {
		try {
			return Optional.ofNullable(call.get());
		}
		catch (LocusException ex) {
			Notices.error(message(ex));
			return Optional.empty();
		}
	}

	/** Sends a change, after the phrase dialog when it needs one; then runs onDone. */
	void write(ProfileChange change, List<String> details, Runnable onDone) {
		if (proposes) {
			propose(change);
			return;
		}
		if (change.phraseText() == null) {
			send(change, null, onDone);
			return;
		}
		new ConfirmChangeDialog(change.describe(), details, change, typed -> send(change, typed, onDone)).open();
	}

	void write(ProfileChange change, Runnable onDone) {
		write(change, List.of(), onDone);
	}

	private void propose(ProfileChange change) {
		try {
			approvals.propose(workspace, placeId, change);
			Notices.success("Sent to the client for approval: " + change.describe());
		}
		catch (LocusException ex) {
			Notices.error(message(ex));
		}
	}

	private void send(ProfileChange change, String typed, Runnable onDone) {
		try {
			service.apply(workspace, placeId, change, typed);
			Notices.success("Saved: " + change.describe());
			onDone.run();
		}
		catch (ProfileWriteRefusedException ex) {
			onWriteRefused.accept(ex.getMessage());
		}
		catch (LocusException ex) {
			Notices.error(message(ex));
		}
	}

	static String message(LocusException ex) {
		if (ex instanceof ValidationException validation) {
			return String.join(" ", validation.fieldErrors().values());
		}
		return ex.getMessage() == null ? "The service could not do this." : ex.getMessage();
	}

}
