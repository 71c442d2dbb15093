package app.locus.base.ui;

import java.time.Instant;
import java.time.ZoneId;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicReference;

import app.locus.base.i18n.LocaleFormats;
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

	private static final ZoneId UTC = ZoneId.of("UTC");

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
		expiry.setLabel(getTranslation("inputs.share.expiry"));
		expiry.setItems(expiries);
		expiry.setItemLabelGenerator(label);
		expiry.setValue(preset);
		add(new Paragraph(explanation), expiry);
		Button create = new Button(getTranslation("inputs.share.create"), event -> create());
		create.setId("share-create");
		create.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
		Button cancel = new Button(getTranslation("inputs.share.cancel"), event -> close());
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
		TextField link = new TextField(getTranslation("inputs.share.link"));
		link.setId("share-link");
		link.setReadOnly(true);
		link.setValue(made.link());
		link.setWidthFull();
		Instant expiresAt = made.expiresAt();
		link.setHelperText(expiresAt == null ? getTranslation("inputs.share.once.no-expiry")
				: getTranslation("inputs.share.once.until", LocaleFormats.of(getLocale()).instant(expiresAt, UTC)));
		Button copy = new Button(getTranslation("inputs.share.copy"), event -> {
			link.getElement().executeJs("navigator.clipboard.writeText($0)", made.link());
			Notices.success(getTranslation("inputs.share.copied"));
		});
		copy.setId("share-copy");
		HorizontalLayout row = new HorizontalLayout(link, copy);
		row.setWidthFull();
		row.setAlignItems(HorizontalLayout.Alignment.BASELINE);
		add(row);
		Button done = new Button(getTranslation("inputs.share.done"), event -> close());
		done.setId("share-done");
		getFooter().add(done);
	}

}
