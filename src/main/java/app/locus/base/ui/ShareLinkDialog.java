package app.locus.base.ui;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicReference;

import app.locus.base.DisplayDates;
import com.vaadin.flow.component.ItemLabelGenerator;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.dialog.Dialog;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.function.SerializableFunction;

import org.jspecify.annotations.Nullable;

/**
 * Makes a share link (DD145, DD158): how long it works, then the link, shown this once
 * with a copy button. The feature that shares says what is shared and makes the link; the
 * choices of expiry are its own.
 *
 * @param <E> how long a link works
 */
public class ShareLinkDialog<E> extends Dialog {

	/** A link just made: its address (with the secret) and when it stops working. */
	public record Made(String link, @Nullable Instant expiresAt) {

		@Override
		public String toString() {
			return "Made[link hidden]";
		}

	}

	private final transient SerializableFunction<E, Made> make;

	private final Select<E> expiry = new Select<>();

	/**
	 * @param make makes the link for the chosen expiry (a service call; its refusals show
	 * as notices, an {@code expiry} field error at the choice)
	 */
	public ShareLinkDialog(String title, String explanation, List<E> expiries, ItemLabelGenerator<E> label, E preset,
			SerializableFunction<E, Made> make) {
		this.make = make;
		setId("share-dialog");
		setHeaderTitle(title);
		setWidth("560px");
		setMaxWidth("100%");
		expiry.setId("share-expiry");
		expiry.setLabel("The link works for");
		expiry.setItems(expiries);
		expiry.setItemLabelGenerator(label);
		expiry.setValue(preset);
		add(new Paragraph(explanation), expiry);
		Button create = new Button("Create link", event -> create());
		create.setId("share-create");
		create.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
		Button cancel = new Button("Cancel", event -> close());
		cancel.setId("share-cancel");
		getFooter().add(cancel, create);
	}

	private void create() {
		AtomicReference<Made> made = new AtomicReference<>();
		if (ServiceCall.run(Map.of("expiry", expiry), () -> made.set(make.apply(expiry.getValue())))) {
			show(Objects.requireNonNull(made.get()));
		}
	}

	private void show(Made made) {
		removeAll();
		getFooter().removeAll();
		TextField link = new TextField("Link");
		link.setId("share-link");
		link.setReadOnly(true);
		link.setValue(made.link());
		link.setWidthFull();
		Instant expiresAt = made.expiresAt();
		link.setHelperText("Shown only now: copy it and pass it on. "
				+ (expiresAt == null ? "It does not expire" : "It works until " + DisplayDates.instant(expiresAt))
				+ "; you can revoke it on the Shared links page.");
		Button copy = new Button("Copy", event -> {
			link.getElement().executeJs("navigator.clipboard.writeText($0)", made.link());
			Notices.success("Link copied.");
		});
		copy.setId("share-copy");
		HorizontalLayout row = new HorizontalLayout(link, copy);
		row.setWidthFull();
		row.setAlignItems(HorizontalLayout.Alignment.BASELINE);
		add(row);
		Button done = new Button("Done", event -> close());
		done.setId("share-done");
		getFooter().add(done);
	}

}
