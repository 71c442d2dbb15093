package app.locus.upstream.api.gbp;

import app.locus.base.Validation;
import app.locus.upstream.FormBody;

/** A photo or video to add from a public web address. */
public record NewMedia(MediaFormat format, MediaCategory category, String sourceUrl, String description) {

	public NewMedia {
		Validation validation = new Validation();
		validation.check(format != null, "media_format", "Choose photo or video.")
			.check(category != null, "category", "Choose where the media shows.");
		description = description == null || description.isBlank() ? null
				: GbpText.MEDIA_DESCRIPTION.check(description, validation);
		validation.throwIfInvalid();
		sourceUrl = GbpForms.webAddress(GbpText.MEDIA_ADDRESS.require(sourceUrl), "source_url", "Media address");
	}

	FormBody addTo(FormBody body) {
		return body.add("media_format", format.code())
			.add("category", category.code())
			.add("source_url", sourceUrl)
			.add("description", description);
	}

}
