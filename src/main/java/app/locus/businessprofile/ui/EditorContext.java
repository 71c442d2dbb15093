package app.locus.businessprofile.ui;

import java.time.Clock;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Supplier;

import app.locus.base.LocusException;
import app.locus.base.ValidationException;
import app.locus.base.WorkspaceId;
import app.locus.base.i18n.Texts;
import app.locus.base.ui.Notices;
import app.locus.businessprofile.BusinessProfileService;
import app.locus.businessprofile.ChangePreview;
import app.locus.businessprofile.ClientApprovalService;
import app.locus.businessprofile.ProfileChange;
import app.locus.businessprofile.ProfileWriteRefusedException;
import app.locus.businessprofile.WriteOutcome;
import app.locus.timeline.TimelineService;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.button.ButtonVariant;
import org.jspecify.annotations.Nullable;

/**
 * What every tab of the editor shares: the profile it edits, whether the person may
 * write, reading with errors shown, and asking for a change (through the confirmation
 * dialog when it is destructive or will be a proposal). Whether a change is sent or kept
 * as a proposal for the client is the service's decision when it is asked; the dialog
 * only follows what the workspace requires at the moment of the click. Its notices read
 * in the page's language, from {@code texts}.
 */
record EditorContext(BusinessProfileService service, ClientApprovalService approvals, WorkspaceId workspace,
		String placeId, boolean canWrite, Consumer<String> onWriteRefused, Clock clock, TimelineService timeline,
		Texts texts) {

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
			Notices.error(message(texts, ex));
			return Optional.empty();
		}
	}

	/**
	 * Asks for a change: at once when it needs neither a phrase nor the client, else
	 * after the dialog (the fields before and after, the phrase, a note for the client);
	 * then runs onDone.
	 */
	void write(ProfileChange change, List<String> details, Runnable onDone) {
		boolean proposes = read(() -> approvals.proposesChanges(workspace)).orElse(false);
		if (!proposes && change.phraseText() == null) {
			send(change, null, null, null, onDone);
			return;
		}
		ChangePreview preview = read(() -> service.preview(workspace, placeId, change))
			.orElseGet(() -> new ChangePreview(change.describe(), List.of()));
		if (!proposes) {
			new ConfirmChangeDialog(preview.title(), preview.fields(), details, change,
					typed -> send(change, preview.title(), typed, null, onDone))
				.open();
			return;
		}
		ConfirmChangeDialog dialog = new ConfirmChangeDialog(texts.text("businessprofile.propose.title"),
				preview.title(), preview.fields(), details, change, ConfirmChangeDialog.Effect.PROPOSES);
		dialog.withNote("proposal-note", texts.text("businessprofile.propose.note"));
		dialog.addAction("confirm-button", texts.text("businessprofile.propose.send"), true, decision -> {
			dialog.close();
			send(change, preview.title(), decision.typedPhrase(), decision.note(), onDone);
		}, ButtonVariant.LUMO_PRIMARY);
		dialog.open();
	}

	void write(ProfileChange change, Runnable onDone) {
		write(change, List.of(), onDone);
	}

	/**
	 * Sends the change; the notice names it by the dialog's title, or says only that it
	 * was saved when no dialog was needed (the tab shows the result at once).
	 */
	private void send(ProfileChange change, @Nullable String title, @Nullable String typed, @Nullable String note,
			Runnable onDone) {
		try {
			WriteOutcome outcome = service.apply(workspace, placeId, change, typed, note);
			boolean proposed = outcome instanceof WriteOutcome.Proposed;
			Notices.success(title == null ? texts.text(proposed ? "businessprofile.proposed" : "businessprofile.saved")
					: texts.text(proposed ? "businessprofile.proposed.named" : "businessprofile.saved.named", title));
			onDone.run();
		}
		catch (ProfileWriteRefusedException ex) {
			onWriteRefused.accept(ex.getMessage());
		}
		catch (LocusException ex) {
			Notices.error(message(texts, ex));
		}
	}

	/**
	 * What a typed error of the service says, in its own words, with the fallback in the
	 * current page's language.
	 */
	static String message(LocusException ex) {
		return message(currentPage(), ex);
	}

	/** What a typed error of the service says, in its own words. */
	static String message(Texts texts, LocusException ex) {
		if (ex instanceof ValidationException validation) {
			return String.join(" ", validation.fieldErrors().values());
		}
		return ex.getMessage() == null ? texts.text("businessprofile.service-failed") : ex.getMessage();
	}

	/** The texts of the page being drawn (the UI of the request). */
	private static Texts currentPage() {
		return (key, arguments) -> UI.getCurrent().getTranslation(key, arguments);
	}

}
