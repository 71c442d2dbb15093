package app.locus.simulator.gbp;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;

import app.locus.simulator.api.Json;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The JSON of business-profile answers (DD010): the location resource in the platform's
 * camelCase, everything else snake_case with false for "no value". Times are RFC 3339
 * (UTC) as the platform writes them.
 */
final class GbpShapes {

	private GbpShapes() {
	}

	static ObjectNode location(GbpProfile profile) {
		ObjectNode node = profile.location.deepCopy();
		ArrayNode periods = node.putObject("regularHours").putArray("periods");
		for (GbpProfile.Period period : profile.regularHours) {
			ObjectNode item = periods.addObject();
			item.put("openDay", period.openDay());
			time(item.putObject("openTime"), period.openHours(), period.openMinutes());
			item.put("closeDay", period.closeDay());
			time(item.putObject("closeTime"), period.closeHours(), period.closeMinutes());
		}
		ArrayNode special = node.putObject("specialHours").putArray("specialHourPeriods");
		profile.specialHours.values().stream().flatMap(List::stream).forEach(period -> {
			ObjectNode item = special.addObject();
			item.putObject("startDate")
				.put("year", period.date().getYear())
				.put("month", period.date().getMonthValue())
				.put("day", period.date().getDayOfMonth());
			if (!period.closed()) {
				time(item.putObject("openTime"), period.openHours(), period.openMinutes());
				time(item.putObject("closeTime"), period.closeHours(), period.closeMinutes());
			}
			item.put("closed", period.closed());
		});
		return node;
	}

	static ObjectNode post(GbpProfile.Post post) {
		return Json.object()
			.put("post_id", post.postId())
			.put("topic_type", post.topicType())
			.put("summary", post.summary())
			.put("state", post.state())
			.put("create_time", time(post.created()))
			.put("update_time", time(post.updated()));
	}

	static ObjectNode media(GbpProfile.Media media) {
		ObjectNode node = Json.object()
			.put("media_id", media.mediaId())
			.put("media_format", media.format())
			.put("category", media.category())
			.put("google_url", media.googleUrl())
			.put("thumbnail_url", media.googleUrl() + "=s200");
		Json.putOrFalse(node, "description", media.description());
		return node.put("create_time", time(media.created()));
	}

	static ObjectNode service(GbpProfile.Service service) {
		ObjectNode node = Json.object().put("name", service.name());
		Json.putOrFalse(node, "service_type_id", service.serviceTypeId());
		return node.put("structured", service.structured()).put("display_name", service.displayName());
	}

	static ObjectNode link(GbpProfile.Link link) {
		return Json.object()
			.put("link_id", link.linkId())
			.put("type", link.type())
			.put("url", link.url())
			.put("is_preferred", link.preferred())
			.put("is_editable", link.editable());
	}

	static ObjectNode review(GbpProfile.Review review) {
		ObjectNode node = Json.object().put("review_id", review.reviewId());
		node.putObject("reviewer").put("display_name", review.reviewer());
		node.put("star_rating", review.starRating());
		Json.putOrFalse(node, "comment", review.comment());
		node.put("create_time", time(review.created()));
		if (review.reply() == null) {
			node.put("reply", false);
		}
		else {
			node.putObject("reply")
				.put("comment", review.reply().comment())
				.put("update_time", time(review.reply().updated()));
		}
		return node;
	}

	static String time(Instant instant) {
		return instant.truncatedTo(ChronoUnit.SECONDS).toString();
	}

	private static void time(ObjectNode node, int hours, int minutes) {
		node.put("hours", hours);
		node.put("minutes", minutes);
	}

}
