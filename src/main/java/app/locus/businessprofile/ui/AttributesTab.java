package app.locus.businessprofile.ui;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import app.locus.base.ui.Notices;
import app.locus.businessprofile.ProfileChange;
import app.locus.upstream.api.ConfirmationPhrase;
import app.locus.upstream.api.gbp.AttributeMetadata;
import app.locus.upstream.api.gbp.AttributeValue;
import com.vaadin.flow.component.html.H4;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.orderedlayout.VerticalLayout;
import com.vaadin.flow.component.radiobutton.RadioButtonGroup;

/**
 * Attributes, driven by attribute-metadata: each allowed attribute can be set to yes or
 * no. Once set, an attribute cannot be removed, only changed.
 */
class AttributesTab extends AreaTab {

	/** The choice that records yes; the group shows it in the page's language. */
	static final String YES = "yes";

	/** The choice that records no. */
	static final String NO = "no";

	private final VerticalLayout editor = new VerticalLayout();

	private final Map<String, RadioButtonGroup<String>> choices = new LinkedHashMap<>();

	private final Map<String, Boolean> saved = new LinkedHashMap<>();

	AttributesTab(EditorContext context) {
		super(context);
		editor.setId("attributes-editor");
		editor.setPadding(false);
		Paragraph explanation = new Paragraph(
				getTranslation("businessprofile.attributes.explanation", ConfirmationPhrase.SET_ATTRIBUTES.phrase()));
		explanation.setId("attributes-explanation");
		add(explanation, editor);
		addWriting(button("attributes-save", getTranslation("businessprofile.attributes.save"), this::save));
	}

	@Override
	void load() {
		List<AttributeMetadata> metadata = context
			.read(() -> context.service().attributeMetadata(context.workspace(), context.placeId()))
			.orElse(List.of());
		saved.clear();
		context.read(() -> context.service().attributes(context.workspace(), context.placeId()))
			.orElse(List.of())
			.forEach(attribute -> saved.put(attribute.attributeId(), attribute.value()));
		editor.removeAll();
		choices.clear();
		String group = null;
		for (AttributeMetadata attribute : metadata) {
			if (!attribute.groupDisplayName().equals(group)) {
				group = attribute.groupDisplayName();
				editor.add(new H4(group));
			}
			RadioButtonGroup<String> choice = new RadioButtonGroup<>(attribute.displayName());
			choice.setId("attribute-" + attribute.attributeId());
			choice.setItems(YES, NO);
			choice.setItemLabelGenerator(this::word);
			Boolean value = saved.get(attribute.attributeId());
			if (value != null) {
				choice.setValue(value ? YES : NO);
				choice.setHelperText(getTranslation("businessprofile.attributes.set"));
			}
			choice.setReadOnly(!context.canWrite());
			choices.put(attribute.attributeId(), choice);
			editor.add(choice);
		}
	}

	private void save() {
		List<AttributeValue> changed = new ArrayList<>();
		choices.forEach((id, choice) -> {
			if (choice.getValue() != null) {
				boolean value = YES.equals(choice.getValue());
				if (!Boolean.valueOf(value).equals(saved.get(id))) {
					changed.add(new AttributeValue(id, value));
				}
			}
		});
		if (changed.isEmpty()) {
			Notices.error(getTranslation("businessprofile.attributes.unchanged"));
			return;
		}
		List<String> details = changed.stream()
			.map(value -> getTranslation("businessprofile.attributes.detail", value.attributeId(),
					word(value.value() ? YES : NO)))
			.toList();
		context.write(new ProfileChange.SetAttributes(changed), details, this::load);
	}

	/** Yes or no in the page's language. */
	private String word(String choice) {
		return getTranslation(YES.equals(choice) ? "businessprofile.attributes.yes" : "businessprofile.attributes.no");
	}

}
