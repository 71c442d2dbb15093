package app.locus.businessprofile.ui;

import java.util.EnumMap;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import app.locus.base.ui.Notices;
import app.locus.businessprofile.ProfileChange;
import app.locus.upstream.api.gbp.GoogleUpdated;
import app.locus.upstream.api.gbp.OpenStatus;
import app.locus.upstream.api.gbp.PostalAddress;
import app.locus.upstream.api.gbp.ProfileField;
import app.locus.upstream.api.gbp.ProfileLocation;
import app.locus.upstream.api.gbp.ProfileUpdate;
import com.fasterxml.jackson.databind.JsonNode;
import com.vaadin.flow.component.details.Details;
import com.vaadin.flow.component.formlayout.FormLayout;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.Pre;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.html.UnorderedList;
import com.vaadin.flow.component.radiobutton.RadioButtonGroup;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.theme.lumo.LumoUtility;
import org.jspecify.annotations.Nullable;

/**
 * The profile as people read it (name, category, address, phone, website, description,
 * status), what the platform changed on its own, and the update-location and
 * update-status writes. The fields start with today's values and only the ones changed
 * are sent; emptying one that may be empty clears it. The resource as the service sends
 * it is kept out of the way, for staff who need it.
 */
class ProfileTab extends AreaTab {

	private final Div summary = new Div();

	private final Pre resource = new Pre();

	private final UnorderedList diff = new UnorderedList();

	private final Map<ProfileField, TextField> fields = new EnumMap<>(ProfileField.class);

	private final Map<ProfileField, String> shown = new EnumMap<>(ProfileField.class);

	private final RadioButtonGroup<ProfileUpdate.Mode> mode = new RadioButtonGroup<>(
			getTranslation("businessprofile.profile.mode"));

	private final Select<OpenStatus> status = new Select<>();

	ProfileTab(EditorContext context) {
		super(context);
		summary.setId("profile-summary");
		resource.setId("profile-resource");
		resource.getStyle().set("white-space", "pre-wrap").set("overflow-wrap", "anywhere");
		diff.setId("profile-google-diff");
		add(new H3(getTranslation("businessprofile.profile.today")), summary,
				new H3(getTranslation("businessprofile.profile.platform-changes")), diff);
		FormLayout form = new FormLayout();
		for (ProfileField field : ProfileField.values()) {
			TextField input = new TextField(label(field));
			input.setId("profile-" + field.name().toLowerCase());
			TextLimits.limit(input, field.text());
			String max = String.valueOf(field.text().max());
			input.setHelperText(field.clearable() ? getTranslation("businessprofile.profile.clearable-hint", max)
					: getTranslation("businessprofile.limit", max));
			fields.put(field, input);
			form.add(input);
		}
		form.setResponsiveSteps(new FormLayout.ResponsiveStep("0", 1), new FormLayout.ResponsiveStep("40em", 2));
		mode.setId("profile-mode");
		mode.setItems(ProfileUpdate.Mode.values());
		mode.setItemLabelGenerator(m -> getTranslation(m == ProfileUpdate.Mode.MERGE
				? "businessprofile.profile.mode.merge" : "businessprofile.profile.mode.replace"));
		mode.setValue(ProfileUpdate.Mode.MERGE);
		status.setId("profile-status");
		status.setLabel(getTranslation("businessprofile.profile.status"));
		status.setItems(OpenStatus.values());
		status.setItemLabelGenerator(this::statusLabel);
		addWriting(new H3(getTranslation("businessprofile.profile.update")), form,
				button("profile-save", getTranslation("businessprofile.profile.save"), this::save), status,
				button("profile-status-save", getTranslation("businessprofile.profile.status-save"),
						() -> context.write(new ProfileChange.UpdateStatus(status.getValue()), this::load)));
		if (context.canWrite()) {
			Details technical = new Details(getTranslation("businessprofile.profile.technical"),
					new Div(mode, resource));
			technical.setId("profile-technical");
			add(technical);
		}
	}

	/** The field as the profile's owner knows it. */
	String label(ProfileField field) {
		return getTranslation(switch (field) {
			case TITLE -> "businessprofile.profile.field.title";
			case WEBSITE -> "businessprofile.profile.field.website";
			case PRIMARY_PHONE -> "businessprofile.profile.field.phone";
			case DESCRIPTION -> "businessprofile.profile.field.description";
			case PRIMARY_CATEGORY -> "businessprofile.profile.field.category";
		});
	}

	String statusLabel(OpenStatus status) {
		return getTranslation(switch (status) {
			case OPEN -> "businessprofile.profile.status.open";
			case CLOSED_TEMPORARILY -> "businessprofile.profile.status.closed-temporarily";
			case CLOSED_PERMANENTLY -> "businessprofile.profile.status.closed-permanently";
		});
	}

	@Override
	void load() {
		JsonNode ours = context.read(() -> context.service().location(context.workspace(), context.placeId()))
			.map(location -> {
				show(location);
				return location.raw();
			})
			.orElse(null);
		context.read(() -> context.service().googleUpdated(context.workspace(), context.placeId()))
			.ifPresent(updated -> showDiff(ours, updated));
	}

	private void show(ProfileLocation location) {
		resource.setText(location.raw().toPrettyString());
		status.setValue(location.openStatus());
		summary.removeAll();
		line(label(ProfileField.TITLE), location.title());
		line(label(ProfileField.PRIMARY_CATEGORY),
				location.primaryCategory() == null ? null : location.primaryCategory().displayName());
		line(getTranslation("businessprofile.profile.address"), address(location.address()));
		line(label(ProfileField.PRIMARY_PHONE), location.primaryPhone());
		line(label(ProfileField.WEBSITE), location.websiteUri());
		line(label(ProfileField.DESCRIPTION), location.description());
		line(getTranslation("businessprofile.profile.status-line"),
				location.openStatus() == null ? null : statusLabel(location.openStatus()));
		shown.clear();
		shown.put(ProfileField.TITLE, Objects.toString(location.title(), ""));
		shown.put(ProfileField.WEBSITE, Objects.toString(location.websiteUri(), ""));
		shown.put(ProfileField.PRIMARY_PHONE, Objects.toString(location.primaryPhone(), ""));
		shown.put(ProfileField.DESCRIPTION, Objects.toString(location.description(), ""));
		shown.put(ProfileField.PRIMARY_CATEGORY,
				location.primaryCategory() == null ? "" : Objects.toString(location.primaryCategory().name(), ""));
		fields.forEach((field, input) -> input.setValue(shown.getOrDefault(field, "")));
	}

	private void line(String label, @Nullable String value) {
		Span name = new Span(label);
		name.addClassNames(LumoUtility.TextColor.SECONDARY, LumoUtility.FontSize.SMALL);
		Div text = new Div(
				value == null || value.isBlank() ? getTranslation("businessprofile.profile.not-set") : value);
		text.getStyle().set("white-space", "pre-line").set("overflow-wrap", "anywhere");
		Div entry = new Div(name, text);
		entry.getStyle().set("margin-bottom", "var(--lumo-space-s)");
		summary.add(entry);
	}

	private static @Nullable String address(@Nullable PostalAddress address) {
		if (address == null) {
			return null;
		}
		String town = Stream.of(address.postalCode(), address.locality())
			.filter(part -> part != null && !part.isBlank())
			.collect(Collectors.joining(" "));
		return Stream.concat(address.addressLines().stream(), Stream.of(town, address.administrativeArea()))
			.filter(part -> part != null && !part.isBlank())
			.collect(Collectors.joining("\n"));
	}

	private void showDiff(@Nullable JsonNode ours, GoogleUpdated updated) {
		diff.removeAll();
		if (updated.changedFields().isEmpty()) {
			diff.add(new ListItem(getTranslation("businessprofile.profile.diff.none")));
			return;
		}
		JsonNode theirs = updated.location() == null ? null : updated.location().raw();
		for (String field : updated.changedFields()) {
			diff.add(new ListItem(getTranslation("businessprofile.profile.diff.line", resourceLabel(field),
					value(ours, field), value(theirs, field))));
		}
	}

	/** A resource field the platform changed, by the name people know it by. */
	private String resourceLabel(String field) {
		return switch (field) {
			case "title" -> label(ProfileField.TITLE);
			case "websiteUri" -> label(ProfileField.WEBSITE);
			case "phoneNumbers" -> getTranslation("businessprofile.profile.diff.phone-numbers");
			case "profile" -> label(ProfileField.DESCRIPTION);
			case "categories" -> getTranslation("businessprofile.profile.diff.categories");
			case "storefrontAddress" -> getTranslation("businessprofile.profile.address");
			case "regularHours" -> getTranslation("businessprofile.profile.diff.opening-hours");
			case "specialHours" -> getTranslation("businessprofile.profile.diff.special-hours");
			default -> field;
		};
	}

	private String value(@Nullable JsonNode node, String field) {
		JsonNode value = node == null ? null : node.get(field);
		return value == null || value.isNull() ? getTranslation("businessprofile.profile.diff.empty")
				: value.isTextual() ? value.asText() : value.toString();
	}

	private void save() {
		ProfileUpdate update = ProfileUpdate.merge();
		boolean changed = false;
		for (var entry : fields.entrySet()) {
			ProfileField field = entry.getKey();
			String value = entry.getValue().getValue().strip();
			if (value.equals(shown.getOrDefault(field, ""))) {
				continue;
			}
			changed = true;
			update = value.isEmpty() && field.clearable() ? update.clear(field) : update.set(field, value);
		}
		if (!changed) {
			Notices.error(getTranslation("businessprofile.profile.nothing-to-save"));
			return;
		}
		if (mode.getValue() == ProfileUpdate.Mode.REPLACE) {
			update = update.replacing();
		}
		context.write(new ProfileChange.UpdateLocation(update), this::load);
	}

}
