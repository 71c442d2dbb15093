package app.locus.simulator.gbp;

import java.util.List;
import java.util.Locale;
import java.util.function.Function;

import app.locus.simulator.api.ApiException;
import app.locus.simulator.api.Call;
import app.locus.simulator.places.SavedLocations;

/**
 * The rules every business-profile call shares: keyed on place_id, only for locations
 * connected to the account's linked profile account (404 otherwise); confirmation phrases
 * matched ignoring case and surrounding spaces (400 {@code GBP_CONFIRMATION_REQUIRED});
 * writes refused with 400 {@code GBP_WRITE_REJECTED} while the profile is not under the
 * merchant's control.
 */
final class GbpAccess {

	static final String CONFIRMATION_REQUIRED = "GBP_CONFIRMATION_REQUIRED";

	static final String WRITE_REJECTED = "GBP_WRITE_REJECTED";

	private final SavedLocations saved;

	private final GbpProfiles profiles;

	GbpAccess(SavedLocations saved, GbpProfiles profiles) {
		this.saved = saved;
		this.profiles = profiles;
	}

	GbpProfile read(Call call) {
		String placeId = call.params().required("place_id");
		return saved.find(call.account(), placeId)
			.filter(SavedLocations.Saved::gbpLinked)
			.map(s -> profiles.of(s.place()))
			.orElseThrow(() -> ApiException
				.notFound("Location " + placeId + " is not connected to a linked business profile account"));
	}

	/** The profile for a write that needs no confirmation phrase. */
	GbpProfile write(Call call) {
		GbpProfile profile = read(call);
		requireControl(profile);
		return profile;
	}

	/** The profile for a write that needs the phrase in {@code confirm}. */
	GbpProfile confirmedWrite(Call call, String phrase) {
		GbpProfile profile = read(call);
		confirm(call, phrase);
		requireControl(profile);
		return profile;
	}

	static void confirm(Call call, String phrase) {
		String given = call.params().text("confirm");
		if (given == null || !given.trim().toUpperCase(Locale.ROOT).equals(phrase)) {
			throw ApiException.badRequest(CONFIRMATION_REQUIRED,
					"This change needs the confirmation phrase: send confirm=" + phrase);
		}
	}

	/** The item whose id is {@code id}, or 404 naming what was looked for. */
	static <T> T find(List<T> items, Function<T, String> idOf, String id, String what) {
		return items.stream()
			.filter(item -> idOf.apply(item).equals(id))
			.findFirst()
			.orElseThrow(() -> ApiException.notFound("No " + what + " " + id));
	}

	private static void requireControl(GbpProfile profile) {
		if (!profile.voiceOfMerchant()) {
			throw ApiException.badRequest(WRITE_REJECTED,
					"The platform refused the change: the profile is not fully under the merchant's control "
							+ "(see verification.has_voice_of_merchant)");
		}
	}

}
