package app.locus.businessprofile;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;

/** A change as stored in a proposal: JSON with its kind in {@code type}. */
public final class ProfileChangeJson {

	private static final ObjectMapper JSON = JsonMapper.builder()
		.addModule(new JavaTimeModule())
		.disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
		.enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
		.build();

	private ProfileChangeJson() {
	}

	public static String write(ProfileChange change) {
		try {
			return JSON.writeValueAsString(change);
		}
		catch (JsonProcessingException ex) {
			throw new IllegalStateException("A profile change could not be stored", ex);
		}
	}

	public static ProfileChange read(String json) {
		try {
			return JSON.readValue(json, ProfileChange.class);
		}
		catch (JsonProcessingException ex) {
			throw new IllegalStateException("A stored profile change could not be read", ex);
		}
	}

}
