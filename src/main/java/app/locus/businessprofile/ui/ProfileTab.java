package app.locus.businessprofile.ui;

import java.util.Arrays;
import java.util.EnumMap;
import java.util.Map;

import app.locus.businessprofile.ProfileChange;
import app.locus.upstream.api.gbp.GoogleUpdated;
import app.locus.upstream.api.gbp.OpenStatus;
import app.locus.upstream.api.gbp.ProfileField;
import app.locus.upstream.api.gbp.ProfileUpdate;
import com.fasterxml.jackson.databind.JsonNode;
import com.vaadin.flow.component.combobox.MultiSelectComboBox;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.Pre;
import com.vaadin.flow.component.html.UnorderedList;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.radiobutton.RadioButtonGroup;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.component.textfield.TextField;
import org.jspecify.annotations.Nullable;

/**
 * The location resource as the platform holds it (camelCase, as is), what the platform
 * changed on its own (a diff), and the update-location and update-status writes.
 */
class ProfileTab extends AreaTab {

	private final Pre resource = new Pre();

	private final UnorderedList diff = new UnorderedList();

	private final Map<ProfileField, TextField> fields = new EnumMap<>(ProfileField.class);

	private final RadioButtonGroup<ProfileUpdate.Mode> mode = new RadioButtonGroup<>("How the fields are written");

	private final MultiSelectComboBox<ProfileField> clear = new MultiSelectComboBox<>("Empty these fields");

	private final Select<OpenStatus> status = new Select<>();

	ProfileTab(EditorContext context) {
		super(context);
		resource.setId("profile-resource");
		diff.setId("profile-google-diff");
		add(new H3("Changes the platform made"), diff, new H3("Location resource"), resource);
		for (ProfileField field : ProfileField.values()) {
			TextField input = new TextField(field.name().toLowerCase().replace('_', ' '));
			input.setId("profile-" + field.name().toLowerCase());
			TextLimits.limit(input, field.text());
			input.setHelperText("Leave empty to keep as it is. " + field.text().hint());
			fields.put(field, input);
		}
		mode.setId("profile-mode");
		mode.setItems(ProfileUpdate.Mode.values());
		mode.setItemLabelGenerator(m -> m == ProfileUpdate.Mode.MERGE ? "Merge: only the parts sent change"
				: "Replace: each sent field is written wholesale");
		mode.setValue(ProfileUpdate.Mode.MERGE);
		clear.setId("profile-clear");
		clear.setItems(Arrays.stream(ProfileField.values()).filter(ProfileField::clearable).toList());
		status.setId("profile-status");
		status.setLabel("Business status");
		status.setItems(OpenStatus.values());
		addWriting(new H3("Update the profile"));
		addWriting(fields.values().toArray(TextField[]::new));
		addWriting(mode, clear, button("profile-save", "Save profile", this::save), status,
				button("profile-status-save", "Change status",
						() -> context.write(new ProfileChange.UpdateStatus(status.getValue()), this::load)));
	}

	@Override
	void load() {
		JsonNode ours = context.read(() -> context.service().location(context.workspace(), context.placeId()))
			.map(location -> {
				resource.setText(location.raw().toPrettyString());
				status.setValue(location.openStatus());
				return location.raw();
			})
			.orElse(null);
		context.read(() -> context.service().googleUpdated(context.workspace(), context.placeId()))
			.ifPresent(updated -> showDiff(ours, updated));
	}

	private void showDiff(@Nullable JsonNode ours, GoogleUpdated updated) {
		diff.removeAll();
		if (updated.changedFields().isEmpty()) {
			diff.add(new ListItem("Nothing: the listing shows what the business entered."));
			return;
		}
		JsonNode theirs = updated.location() == null ? null : updated.location().raw();
		for (String field : updated.changedFields()) {
			diff.add(new ListItem(field + ": " + value(ours, field) + " → " + value(theirs, field)));
		}
	}

	private static String value(@Nullable JsonNode node, String field) {
		JsonNode value = node == null ? null : node.get(field);
		return value == null || value.isNull() ? "(empty)" : value.isTextual() ? value.asText() : value.toString();
	}

	private void save() {
		ProfileUpdate update = ProfileUpdate.merge();
		for (var entry : fields.entrySet()) {
			if (!entry.getValue().isEmpty()) {
				update = update.set(entry.getKey(), entry.getValue().getValue());
			}
		}
		for (ProfileField field : clear.getValue()) {
			update = update.clear(field);
		}
		if (mode.getValue() == ProfileUpdate.Mode.REPLACE) {
			update = update.replacing();
		}
		context.write(new ProfileChange.UpdateLocation(update), () -> {
			fields.values().forEach(TextField::clear);
			clear.clear();
			load();
		});
	}

}
