package app.locus.businessprofile.ui;

import java.util.function.Consumer;

import app.locus.upstream.api.gbp.GbpText;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.dialog.Dialog;
import com.vaadin.flow.component.textfield.TextArea;

/** A small dialog to change one text (a post, a reply); the caller words its title. */
final class TextEditDialog {

	private TextEditDialog() {
	}

	static void open(String title, String current, GbpText limit, Consumer<String> onSave) {
		Dialog dialog = new Dialog();
		dialog.setId("text-dialog");
		dialog.setHeaderTitle(title);
		TextArea text = new TextArea();
		text.setId("text-dialog-text");
		text.setWidth("32em");
		TextLimits.limit(text, limit);
		text.setHelperText(dialog.getTranslation("businessprofile.limit", String.valueOf(limit.max())));
		text.setValue(current == null ? "" : current);
		dialog.add(text);
		Button save = new Button(dialog.getTranslation("common.save"), event -> {
			dialog.close();
			onSave.accept(text.getValue());
		});
		save.setId("text-dialog-save");
		save.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
		dialog.getFooter()
			.add(new Button(dialog.getTranslation("businessprofile.cancel"), event -> dialog.close()), save);
		dialog.open();
	}

}
