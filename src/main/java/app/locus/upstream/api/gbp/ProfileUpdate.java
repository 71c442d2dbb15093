package app.locus.upstream.api.gbp;

import java.util.Collections;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

import app.locus.base.Validation;
import app.locus.upstream.FormBody;
import app.locus.upstream.api.WireCode;

/**
 * A change to the profile's fields: values to set, fields to empty, and whether set
 * fields merge (default: fields not sent stay as they are) or replace the field
 * wholesale.
 */
public record ProfileUpdate(Map<ProfileField, String> values, Set<ProfileField> cleared, Mode mode) {

	/** How set fields are written. */
	public enum Mode implements WireCode {

		MERGE, REPLACE

	}

	public ProfileUpdate {
		values = values == null || values.isEmpty() ? Map.of() : Collections.unmodifiableMap(new EnumMap<>(values));
		cleared = cleared == null || cleared.isEmpty() ? Set.of()
				: Collections.unmodifiableSet(EnumSet.copyOf(cleared));
		mode = mode == null ? Mode.MERGE : mode;
	}

	/** No change yet, merging. */
	public static ProfileUpdate merge() {
		return new ProfileUpdate(Map.of(), Set.of(), Mode.MERGE);
	}

	public ProfileUpdate set(ProfileField field, String value) {
		Map<ProfileField, String> more = new EnumMap<>(ProfileField.class);
		more.putAll(values);
		more.put(field, value);
		return new ProfileUpdate(more, cleared, mode);
	}

	public ProfileUpdate clear(ProfileField field) {
		Set<ProfileField> more = EnumSet.of(field);
		more.addAll(cleared);
		return new ProfileUpdate(values, more, mode);
	}

	public ProfileUpdate replacing() {
		return new ProfileUpdate(values, cleared, Mode.REPLACE);
	}

	/**
	 * Checks every value (length, characters, form) and what is emptied, so that a
	 * refused change is refused before anything is read or sent.
	 * @throws app.locus.base.ValidationException naming every field that is refused
	 */
	public void validate() {
		checked();
	}

	private Map<ProfileField, String> checked() {
		Validation validation = new Validation();
		validation.check(!values.isEmpty() || !cleared.isEmpty(), "location", "Nothing to change.");
		Map<ProfileField, String> checked = new EnumMap<>(ProfileField.class);
		values.forEach((field, value) -> checked.put(field, field.check(value, validation)));
		for (ProfileField field : cleared) {
			validation.check(field.clearable(), field.clearName(), "This field cannot be emptied.")
				.check(!values.containsKey(field), field.clearName(), "A field cannot be set and emptied at once.");
		}
		validation.throwIfInvalid();
		return checked;
	}

	/**
	 * Adds {@code location[..]} fields, {@code mode} (only when replacing) and
	 * {@code clear}, after checking every value.
	 */
	FormBody addTo(FormBody body) {
		checked().forEach((field, value) -> body.add(field.formName(), value));
		return body.add("mode", mode == Mode.REPLACE ? mode.code() : null)
			.add("clear", cleared.isEmpty() ? null
					: cleared.stream().map(ProfileField::clearName).collect(Collectors.joining(",")));
	}

}
