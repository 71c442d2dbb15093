package app.locus.upstream.api.gbp;

import app.locus.upstream.api.Lenient;
import com.fasterxml.jackson.databind.JsonNode;

/**
 * Whether the profile is fully under the merchant's control; when
 * {@code hasVoiceOfMerchant} is false some writes are refused.
 */
public record Verification(boolean hasVoiceOfMerchant, String verificationState) {

	static Verification from(JsonNode data) {
		return new Verification(Lenient.flag(data, "has_voice_of_merchant"), Lenient.text(data, "verification_state"));
	}

}
