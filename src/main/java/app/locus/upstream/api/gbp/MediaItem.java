package app.locus.upstream.api.gbp;

import java.time.Instant;

import app.locus.upstream.api.Lenient;
import com.fasterxml.jackson.databind.JsonNode;

/** A photo or video on the profile (owner's or customers'). Null when absent. */
public record MediaItem(String mediaId, MediaFormat format, String category, String googleUrl, String thumbnailUrl,
		String description, Instant createTime) {

	static MediaItem from(JsonNode node) {
		return new MediaItem(Lenient.text(node, "media_id"), Lenient.code(node, "media_format", MediaFormat.class),
				Lenient.text(node, "category"), Lenient.text(node, "google_url"), Lenient.text(node, "thumbnail_url"),
				Lenient.text(node, "description"), Lenient.instant(node, "create_time"));
	}

}
