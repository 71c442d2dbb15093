package app.locus.businessprofile.ui;

import java.util.List;
import java.util.function.Consumer;

import app.locus.upstream.api.ConfirmationPhrase;
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
 * phrase matches (ignoring case and surrounding spaces).
 */
class ConfirmChangeDialog extends Dialog {

	private final TextField phraseField = new TextField();

	private final Button confirm = new Button("Confirm");

	/**
	 * @param change what the write does, in words
	 * @param details further lines, e.g. the services that will be dropped
	 * @param onConfirm receives the typed phrase when the person confirms
	 */
	ConfirmChangeDialog(String change, List<String> details, ConfirmationPhrase phrase, Consumer<String> onConfirm) {
		setHeaderTitle("Confirm a change to the live profile");
		setId("confirm-dialog");
		Paragraph what = new Paragraph(change);
		what.setId("confirm-change");
		add(what);
		if (!details.isEmpty()) {
			UnorderedList list = new UnorderedList(details.stream().map(ListItem::new).toArray(ListItem[]::new));
			list.setId("confirm-details");
			add(list);
		}
		add(new Paragraph("This changes the public listing at once and is not undone automatically. Type "
				+ phrase.phrase() + " to confirm."));
		phraseField.setId("confirm-phrase");
		phraseField.setLabel("Type " + phrase.phrase());
		phraseField.setValueChangeMode(ValueChangeMode.EAGER);
		phraseField.setWidthFull();
		add(phraseField);
		confirm.setId("confirm-button");
		confirm.addThemeVariants(ButtonVariant.LUMO_ERROR, ButtonVariant.LUMO_PRIMARY);
		confirm.setEnabled(false);
		phraseField.addValueChangeListener(event -> confirm.setEnabled(phrase.matches(event.getValue())));
		confirm.addClickListener(event -> {
			close();
			onConfirm.accept(phraseField.getValue());
		});
		Button cancel = new Button("Cancel", event -> close());
		cancel.setId("confirm-cancel");
		getFooter().add(cancel, confirm);
	}

}
