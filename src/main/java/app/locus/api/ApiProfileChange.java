package app.locus.api;

import app.locus.base.ValidationException;
import app.locus.businessprofile.ProfileChange;
import io.swagger.v3.oas.annotations.media.Schema;
import org.jspecify.annotations.Nullable;

/**
 * A change to a business profile as a caller sends it: the change with its kind in
 * {@code type} (as the OpenAPI document lists them), the confirmation phrase a
 * destructive change needs, and a note for the client when the change waits for approval.
 */
record ApiProfileChange(@Schema(
		description = "the change; its type is one of create-post, reply-review, update-hours and the others listed",
		requiredMode = Schema.RequiredMode.REQUIRED) @Nullable ProfileChange change,
		@Schema(description = "the phrase the preview names, for a destructive change") @Nullable String phrase,
		@Schema(description = "a note for the client, kept with a proposal") @Nullable String note) {

	ProfileChange required() {
		if (change == null) {
			throw ValidationException.of("change", "Send the change, with its type.");
		}
		return change;
	}

}
