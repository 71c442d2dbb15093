package app.locus.campaigns;

import app.locus.base.NotFoundException;
import app.locus.base.OpaqueId;
import org.jspecify.annotations.Nullable;

/** Typed id of a campaign kept by Locus; opaque, safe to show in a URL. */
public record CampaignId(String value) {

	public CampaignId {
		if (!OpaqueId.isWellFormed(value)) {
			throw new NotFoundException("campaign");
		}
	}

	public static CampaignId random() {
		return new CampaignId(OpaqueId.next());
	}

	/** Parses an id that came from outside; a malformed one reads as "not found". */
	public static CampaignId parse(@Nullable String value) {
		if (value == null) {
			throw new NotFoundException("campaign");
		}
		return new CampaignId(value);
	}

	@Override
	public String toString() {
		return value;
	}

}
