package app.locus.simulator.gbp;

import java.util.List;
import java.util.Locale;

import app.locus.simulator.api.ApiException;
import app.locus.simulator.api.Call;
import app.locus.simulator.api.Json;
import app.locus.simulator.api.Params;
import app.locus.simulator.api.Result;
import app.locus.simulator.api.Router;
import app.locus.simulator.state.SimKeys;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * Action links: {@code links}, {@code action-types} (types the category allows),
 * {@code create-link}, {@code update-link} and {@code delete-link} (confirm DELETE_LINK).
 * A link from a third-party aggregator ({@code is_editable} false) answers 400
 * {@code LINK_NOT_EDITABLE}. A preferred link makes the others of its type not preferred.
 */
final class GbpLinkEndpoints {

	static final String NOT_EDITABLE = "LINK_NOT_EDITABLE";

	private final GbpAccess access;

	private final SimKeys keys;

	GbpLinkEndpoints(GbpAccess access, SimKeys keys) {
		this.access = access;
		this.keys = keys;
	}

	void register(Router router, String base) {
		router.post(base + "links", call -> answer(access.read(call).links));
		router.post(base + "action-types", this::actionTypes);
		router.post(base + "create-link", this::create);
		router.post(base + "update-link", this::update);
		router.post(base + "delete-link", this::delete);
	}

	private Result actionTypes(Call call) {
		GbpProfile profile = access.read(call);
		ObjectNode data = Json.object();
		ArrayNode array = data.putArray("action_types");
		GbpCatalog.actionTypes(profile.place().categoryInfo())
			.forEach(t -> array.addObject().put("type", t.type()).put("display_name", t.displayName()));
		return Result.ok(data);
	}

	private Result create(Call call) {
		GbpProfile profile = access.write(call);
		Params params = call.params();
		String type = params.required("type").toUpperCase(Locale.ROOT);
		if (GbpCatalog.actionTypes(profile.place().categoryInfo()).stream().noneMatch(t -> t.type().equals(type))) {
			throw ApiException.invalid("type", "is not a link type this location allows (see action-types)");
		}
		GbpProfile.Link link = new GbpProfile.Link(keys.next(), type, url(params), params.flag("is_preferred", false),
				true);
		profile.links.add(link);
		settle(profile, link);
		return Result.ok(GbpShapes.link(link), "Link created");
	}

	private Result update(Call call) {
		GbpProfile profile = access.write(call);
		Params params = call.params();
		GbpProfile.Link link = editable(profile, params.required("link_id"));
		if (!params.has("url") && !params.has("is_preferred")) {
			throw ApiException.missing("url or is_preferred");
		}
		GbpProfile.Link updated = new GbpProfile.Link(link.linkId(), link.type(),
				params.has("url") ? url(params) : link.url(), params.flag("is_preferred", link.preferred()), true);
		profile.links.set(profile.links.indexOf(link), updated);
		settle(profile, updated);
		return Result.ok(GbpShapes.link(updated));
	}

	private Result delete(Call call) {
		GbpProfile profile = access.confirmedWrite(call, "DELETE_LINK");
		GbpProfile.Link link = editable(profile, call.params().required("link_id"));
		profile.links.remove(link);
		return Result.ok(Json.object().put("link_id", link.linkId()).put("deleted", true));
	}

	private static String url(Params params) {
		String url = params.required("url");
		if (!url.matches("(?i)https?://\\S+")) {
			throw ApiException.invalid("url", "must be an http or https address");
		}
		return url;
	}

	private static GbpProfile.Link editable(GbpProfile profile, String linkId) {
		GbpProfile.Link link = GbpAccess.find(profile.links, GbpProfile.Link::linkId, linkId, "link");
		if (!link.editable()) {
			throw ApiException.badRequest(NOT_EDITABLE,
					"Link " + linkId + " comes from a third-party provider and cannot be changed or removed");
		}
		return link;
	}

	private static void settle(GbpProfile profile, GbpProfile.Link preferred) {
		if (!preferred.preferred()) {
			return;
		}
		profile.links.replaceAll(
				l -> l.type().equals(preferred.type()) && !l.linkId().equals(preferred.linkId()) && l.preferred()
						? new GbpProfile.Link(l.linkId(), l.type(), l.url(), false, l.editable()) : l);
	}

	private static Result answer(List<GbpProfile.Link> links) {
		ObjectNode data = Json.object();
		ArrayNode array = data.putArray("links");
		links.forEach(l -> array.add(GbpShapes.link(l)));
		return Result.ok(data);
	}

}
