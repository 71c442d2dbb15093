package app.locus.upstream.api.gbp;

import java.time.Instant;

import app.locus.upstream.api.Lenient;
import com.fasterxml.jackson.databind.JsonNode;

/** A profile post. Null when absent. */
public record Post(String postId, String topicType, String summary, String state, Instant createTime,
		Instant updateTime) {

	static Post from(JsonNode node) {
		return new Post(Lenient.text(node, "post_id"), Lenient.text(node, "topic_type"), Lenient.text(node, "summary"),
				Lenient.text(node, "state"), Lenient.instant(node, "create_time"),
				Lenient.instant(node, "update_time"));
	}

}
