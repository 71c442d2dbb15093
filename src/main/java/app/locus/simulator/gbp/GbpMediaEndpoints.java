package app.locus.simulator.gbp;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import app.locus.simulator.api.ApiException;
import app.locus.simulator.api.Call;
import app.locus.simulator.api.Json;
import app.locus.simulator.api.Listing;
import app.locus.simulator.api.Params;
import app.locus.simulator.api.Result;
import app.locus.simulator.api.Router;
import app.locus.simulator.state.SimKeys;

/**
 * Photos and videos: {@code media} and {@code customer-media} (paged, newest first),
 * {@code create-media} (source_url, media_format, category, description),
 * {@code update-media} and {@code delete-media} (confirm DELETE_MEDIA). Customer media
 * cannot be changed.
 */
final class GbpMediaEndpoints {

	static final Set<String> CATEGORIES = Set.of("cover", "profile", "logo", "exterior", "interior", "product",
			"at_work", "food_and_drink", "menu", "common_area", "teams", "additional");

	private static final Set<String> FORMATS = Set.of("photo", "video");

	private final GbpAccess access;

	private final SimKeys keys;

	GbpMediaEndpoints(GbpAccess access, SimKeys keys) {
		this.access = access;
		this.keys = keys;
	}

	void register(Router router, String base) {
		router.post(base + "media", call -> list(call, access.read(call).media));
		router.post(base + "customer-media", call -> list(call, access.read(call).customerMedia));
		router.post(base + "create-media", this::create);
		router.post(base + "update-media", this::update);
		router.post(base + "delete-media", this::delete);
	}

	private static Result list(Call call, List<GbpProfile.Media> media) {
		List<GbpProfile.Media> sorted = new ArrayList<>(media);
		sorted.sort(Comparator.comparing(GbpProfile.Media::created).reversed());
		return Result.ok(new Listing("media", true).page(sorted, GbpShapes::media, call.params()));
	}

	private Result create(Call call) {
		GbpProfile profile = access.write(call);
		Params params = call.params();
		String source = params.required("source_url");
		if (!source.matches("(?i)https?://\\S+")) {
			throw ApiException.invalid("source_url", "must be an http or https address");
		}
		String format = params.oneOf("media_format", FORMATS, "photo").toUpperCase(Locale.ROOT);
		String category = params.oneOf("category", CATEGORIES, "additional").toUpperCase(Locale.ROOT);
		String id = keys.next();
		GbpProfile.Media media = new GbpProfile.Media(id, format, category, "https://lh3.googleusercontent.com/p/" + id,
				params.text("description"), call.now());
		profile.media.add(media);
		return Result.ok(GbpShapes.media(media), "Media added");
	}

	private Result update(Call call) {
		GbpProfile profile = access.write(call);
		Params params = call.params();
		GbpProfile.Media media = find(profile, params.required("media_id"));
		String category = params.has("category") ? params.oneOf("category", CATEGORIES, null).toUpperCase(Locale.ROOT)
				: media.category();
		String description = params.has("description") ? params.text("description") : media.description();
		GbpProfile.Media updated = new GbpProfile.Media(media.mediaId(), media.format(), category, media.googleUrl(),
				description, media.created());
		profile.media.set(profile.media.indexOf(media), updated);
		return Result.ok(GbpShapes.media(updated));
	}

	private Result delete(Call call) {
		GbpProfile profile = access.confirmedWrite(call, "DELETE_MEDIA");
		GbpProfile.Media media = find(profile, call.params().required("media_id"));
		profile.media.remove(media);
		return Result.ok(Json.object().put("media_id", media.mediaId()).put("deleted", true));
	}

	private static GbpProfile.Media find(GbpProfile profile, String mediaId) {
		return GbpAccess.find(profile.media, GbpProfile.Media::mediaId, mediaId, "owner media");
	}

}
