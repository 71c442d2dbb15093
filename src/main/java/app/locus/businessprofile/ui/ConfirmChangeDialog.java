package app.locus.businessprofile.ui;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

import app.locus.businessprofile.FieldChange;
import app.locus.businessprofile.ProfileChange;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.dialog.Dialog;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.UnorderedList;
import com.vaadin.flow.component.textfield.TextArea;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.data.value.ValueChangeMode;
import org.jspecify.annotations.Nullable;

/**
 * The dialog every confirmed business-profile change goes through: a destructive write, a
 * manager's proposal and the client's decision on it. It shows the fields that change
 * (before → after, in words), further details, a note when one is asked, and the phrase
 * of a destructive change; the actions that send it stay disabled until the phrase
 * matches (ignoring case and surrounding spaces). The actions sit in the footer, which
 * stays in view while a long body scrolls.
 */
class ConfirmChangeDialog extends Dialog {

	/** What the person entered when they chose an action. */
	record Decision(String typedPhrase, String note) {

	}

	/**
	 * What choosing the dialog's action does to the public listing: a change sent now, a
	 * proposal that waits for the client, or the client's approval that sends it.
	 */
	enum Effect {

		SENDS, PROPOSES, APPROVES

	}

	private final TextField phraseField = new TextField();

	private final TextArea note = new TextArea();

	private final ProfileChange change;

	private final List<Button> guarded = new ArrayList<>();

	private final Button cancel = new Button(getTranslation("businessprofile.cancel"), event -> close());

	/**
	 * @param title the dialog's heading, or null when the caller sets it
	 * @param what what the change does, in one line
	 * @param changes the fields it changes, before and after
	 * @param details further lines, e.g. the services that will be dropped
	 * @param change the change whose phrase must be typed, or null when none is asked
	 * @param effect what the action does, said beside the phrase
	 */
	ConfirmChangeDialog(@Nullable String title, String what, List<FieldChange> changes, List<String> details,
			ProfileChange change, Effect effect) {
		this.change = change;
		if (title != null) {
			setHeaderTitle(title);
		}
		setId("confirm-dialog");
		setWidth("min(46rem, 96vw)");
		setMaxHeight("96vh");
		Paragraph description = new Paragraph(what);
		description.setId("confirm-change");
		add(description);
		if (!changes.isEmpty()) {
			add(new FieldChangeList("confirm-fields", changes));
		}
		if (!details.isEmpty()) {
			UnorderedList list = new UnorderedList(details.stream().map(ListItem::new).toArray(ListItem[]::new));
			list.setId("confirm-details");
			add(list);
		}
		note.setVisible(false);
		add(note);
		if (change != null && change.phraseText() != null) {
			Paragraph consequence = new Paragraph(switch (effect) {
				case SENDS -> getTranslation("businessprofile.confirm.effect.sends", change.phraseText());
				case PROPOSES -> getTranslation("clientportal.effect.proposes", change.phraseText());
				case APPROVES -> getTranslation("clientportal.effect.approves", change.phraseText());
			});
			consequence.setId("confirm-effect");
			add(consequence);
			phraseField.setId("confirm-phrase");
			phraseField.setLabel(getTranslation("businessprofile.confirm.phrase", change.phraseText()));
			phraseField.setValueChangeMode(ValueChangeMode.EAGER);
			phraseField.setWidthFull();
			add(phraseField);
			phraseField.addValueChangeListener(
					event -> guarded.forEach(button -> button.setEnabled(change.confirmedBy(event.getValue()))));
		}
		cancel.setId("confirm-cancel");
		getFooter().add(cancel);
	}

	/** A dialog that confirms one change with a single button. */
	ConfirmChangeDialog(String what, List<FieldChange> changes, List<String> details, ProfileChange change,
			Consumer<String> onConfirm) {
		this(null, what, changes, details, change, Effect.SENDS);
		setHeaderTitle(getTranslation("businessprofile.confirm.title"));
		addAction("confirm-button", getTranslation("businessprofile.confirm.button"), true, decision -> {
			close();
			onConfirm.accept(decision.typedPhrase());
		}, ButtonVariant.LUMO_PRIMARY);
	}

	/** Shows the note field (a proposal's note, the client's note on a decision). */
	TextArea withNote(String id, String label) {
		note.setId(id);
		note.setLabel(label);
		note.setMaxLength(2000);
		note.setWidthFull();
		note.setVisible(true);
		return note;
	}

	/**
	 * Adds a footer action. One that needs the phrase stays disabled until the phrase of
	 * a destructive change matches. The action closes the dialog itself when it is done.
	 */
	Button addAction(String id, String text, boolean needsPhrase, Consumer<Decision> action,
			ButtonVariant... variants) {
		Button button = new Button(text, event -> action.accept(new Decision(phraseField.getValue(), note.getValue())));
		button.setId(id);
		if (needsPhrase && change != null && change.phraseText() != null) {
			button.addThemeVariants(ButtonVariant.LUMO_ERROR);
			button.setEnabled(change.confirmedBy(phraseField.getValue()));
			guarded.add(button);
		}
		button.addThemeVariants(variants);
		getFooter().add(button);
		return button;
	}

}
