package app.locus.businessprofile.ui;

import java.util.List;
import java.util.function.Consumer;

import app.locus.businessprofile.ProfileChange;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.dialog.Dialog;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.UnorderedList;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.data.value.ValueChangeMode;

/**
 * The dialog every destructive business-profile write goes through: it shows exactly what
 * will change, asks for the phrase, and keeps the confirm button disabled until the
 * phrase matches (ignoring case and surrounding spaces). Approving a proposal uses it
 * too, with a comment field.
 */
class ConfirmChangeDialog extends Dialog {

	private final TextField phraseField = new TextField();

	private final Button confirm = new Button("Confirm");

	/**
	 * @param what what the write does, in words
	 * @param details further lines, e.g. the services that will be dropped
	 * @param change the change whose phrase must be typed, or null when none is asked
	 * @param onConfirm receives the typed phrase when the person confirms
	 */
	ConfirmChangeDialog(String what, List<String> details, ProfileChange change, Consumer<String> onConfirm) {
		setHeaderTitle("Confirm a change to the live profile");
		setId("confirm-dialog");
		Paragraph description = new Paragraph(what);
		description.setId("confirm-change");
		add(description);
		if (!details.isEmpty()) {
			UnorderedList list = new UnorderedList(details.stream().map(ListItem::new).toArray(ListItem[]::new));
			list.setId("confirm-details");
			add(list);
		}
		confirm.setId("confirm-button");
		confirm.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
		if (change != null && change.phraseText() != null) {
			add(new Paragraph("This changes the public listing at once and is not undone automatically. Type "
					+ change.phraseText() + " to confirm."));
			phraseField.setId("confirm-phrase");
			phraseField.setLabel("Type " + change.phraseText());
			phraseField.setValueChangeMode(ValueChangeMode.EAGER);
			phraseField.setWidthFull();
			add(phraseField);
			confirm.addThemeVariants(ButtonVariant.LUMO_ERROR);
			confirm.setEnabled(false);
			phraseField.addValueChangeListener(event -> confirm.setEnabled(change.confirmedBy(event.getValue())));
		}
		confirm.addClickListener(event -> {
			close();
			onConfirm.accept(phraseField.getValue());
		});
		Button cancel = new Button("Cancel", event -> close());
		cancel.setId("confirm-cancel");
		getFooter().add(cancel, confirm);
	}

	/** Adds a field (e.g. a comment) above the phrase. */
	void addField(Component field) {
		int phraseAt = getChildren().toList().indexOf(phraseField);
		if (phraseAt < 0) {
			add(field);
		}
		else {
			addComponentAtIndex(phraseAt, field);
		}
	}

}
