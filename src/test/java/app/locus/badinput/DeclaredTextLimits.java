package app.locus.badinput;

import java.util.Map;
import java.util.Optional;

/**
 * The length limit of every text a business-profile change sends, written here apart from
 * the code under test (DD125): the sweep tries one code point more than each and expects
 * a refusal that names the limit. A text slot of a change that is not named here fails
 * the sweep, so a new field cannot go out without a limit. Keys are the sweep's slot
 * keys: the record's simple name, the component, and for a map the key in brackets.
 */
final class DeclaredTextLimits {

	private static final Map<String, Integer> LIMITS = Map.ofEntries(
			// free text shown on the public listing
			Map.entry("CreatePost.summary", 1500), Map.entry("UpdatePost.summary", 1500),
			Map.entry("ReplyReview.comment", 4096), Map.entry("NewMedia.description", 1000),
			Map.entry("UpdateMedia.description", 1000), Map.entry("ProfileUpdate.values[TITLE]", 100),
			Map.entry("ProfileUpdate.values[DESCRIPTION]", 750), Map.entry("ServiceItem.name", 140),
			// addresses, numbers and platform names
			Map.entry("ProfileUpdate.values[WEBSITE]", 2000), Map.entry("ProfileUpdate.values[PRIMARY_PHONE]", 30),
			Map.entry("ProfileUpdate.values[PRIMARY_CATEGORY]", 255), Map.entry("NewMedia.sourceUrl", 2000),
			Map.entry("CreateLink.url", 2000), Map.entry("UpdateLink.url", 2000),
			Map.entry("ServiceItem.serviceTypeId", 140), Map.entry("AttributeValue.attributeId", 255),
			Map.entry("CreateLink.type", 64),
			// ids of the items a change touches
			Map.entry("UpdatePost.itemId", 255), Map.entry("DeletePost.itemId", 255),
			Map.entry("UpdateMedia.itemId", 255), Map.entry("DeleteMedia.itemId", 255),
			Map.entry("UpdateLink.itemId", 255), Map.entry("DeleteLink.itemId", 255),
			Map.entry("ReplyReview.itemId", 255), Map.entry("DeleteReply.itemId", 255));

	private DeclaredTextLimits() {
	}

	static Optional<Integer> of(String slotKey) {
		return Optional.ofNullable(LIMITS.get(slotKey));
	}

}
