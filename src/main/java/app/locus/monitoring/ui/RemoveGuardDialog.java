package app.locus.monitoring.ui;

import java.util.function.Consumer;

import app.locus.monitoring.GuardService;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.dialog.Dialog;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.data.value.ValueChangeMode;

/**
 * Confirms removing a guard: the service deletes the guard's history with it, so the
 * button stays disabled until the phrase is typed (the service checks it again). Like the
 * business-profile editor's dialog (DD106), its actions sit in the footer.
 */
class RemoveGuardDialog extends Dialog {

	RemoveGuardDialog(String location, Consumer<String> onConfirm) {
		setHeaderTitle(getTranslation("monitoring.remove.title"));
		setId("guard-remove-dialog");
		setWidth("min(36rem, 96vw)");
		add(new Paragraph(getTranslation("monitoring.remove.text", location, GuardService.REMOVE_PHRASE)));
		TextField phrase = new TextField(getTranslation("monitoring.remove.phrase", GuardService.REMOVE_PHRASE));
		phrase.setId("guard-remove-phrase");
		phrase.setValueChangeMode(ValueChangeMode.EAGER);
		phrase.setWidthFull();
		add(phrase);
		Button confirm = new Button(getTranslation("monitoring.remove.confirm"), event -> {
			close();
			onConfirm.accept(phrase.getValue());
		});
		confirm.setId("guard-remove-confirm");
		confirm.addThemeVariants(ButtonVariant.LUMO_ERROR, ButtonVariant.LUMO_PRIMARY);
		confirm.setEnabled(false);
		phrase.addValueChangeListener(event -> confirm.setEnabled(GuardService.confirms(event.getValue())));
		Button cancel = new Button(getTranslation("monitoring.remove.cancel"), event -> close());
		cancel.setId("guard-remove-cancel");
		getFooter().add(cancel, confirm);
	}

}
