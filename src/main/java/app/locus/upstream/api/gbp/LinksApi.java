package app.locus.upstream.api.gbp;

import java.util.List;
import java.util.regex.Pattern;

import app.locus.base.ValidationException;
import app.locus.base.WorkspaceId;
import app.locus.upstream.Lane;
import app.locus.upstream.UpstreamGateway;
import app.locus.upstream.api.Confirmation;
import app.locus.upstream.api.ConfirmationPhrase;
import app.locus.upstream.api.Lenient;
import app.locus.upstream.api.PlaceId;

/**
 * Action links: list, allowed types, create, update, delete (typed DELETE_LINK). A link
 * that is not editable is refused by the service (LINK_NOT_EDITABLE).
 */
public class LinksApi {

	private static final Pattern TYPE = Pattern.compile("[A-Z][A-Z0-9_]{0,63}");

	private final GbpCalls calls;

	public LinksApi(UpstreamGateway gateway) {
		this.calls = new GbpCalls(gateway);
	}

	public List<ActionLink> list(WorkspaceId workspace, Lane lane, PlaceId placeId) {
		return calls.list(workspace, lane, "links", placeId, "links", ActionLink::from);
	}

	/** {@code action-types}: the link types this location may have. */
	public List<ActionType> actionTypes(WorkspaceId workspace, Lane lane, PlaceId placeId) {
		return calls.list(workspace, lane, "action-types", placeId, "action_types", ActionType::from);
	}

	/** {@code create-link}; returns the new link_id. */
	public String create(WorkspaceId workspace, Lane lane, PlaceId placeId, String type, String url,
			boolean preferred) {
		checkType(type);
		return Lenient.text(calls.write(workspace, lane, "create-link",
				GbpForms.forPlace(placeId)
					.add("type", type)
					.add("url", checkAddress(url))
					.add("is_preferred", Boolean.toString(preferred))),
				"link_id");
	}

	/**
	 * {@code update-link}: a new address and/or preference (null parts are left alone).
	 */
	public void update(WorkspaceId workspace, Lane lane, PlaceId placeId, String linkId, String url,
			Boolean preferred) {
		if (url == null && preferred == null) {
			throw ValidationException.of("url", "Nothing to change.");
		}
		calls.write(workspace, lane, "update-link",
				GbpForms.forItem(placeId, "link_id", linkId, "Link id")
					.add("url", url == null ? null : checkAddress(url))
					.add("is_preferred", preferred));
	}

	/**
	 * A link type as {@code action-types} names them, else a {@link ValidationException}.
	 */
	public static void checkType(String type) {
		if (!TYPE.matcher(GbpText.LINK_TYPE.require(type)).matches()) {
			throw ValidationException.of("type", "Choose a link type.");
		}
	}

	/**
	 * A link's address: at most {@link GbpText#LINK_ADDRESS} long, http or https.
	 * @return the address stripped
	 */
	public static String checkAddress(String url) {
		return GbpForms.webAddress(GbpText.LINK_ADDRESS.require(url), "url", "Link");
	}

	/** {@code delete-link}; refused before sending unless DELETE_LINK was typed. */
	public void delete(WorkspaceId workspace, Lane lane, PlaceId placeId, String linkId, Confirmation confirmation) {
		calls.write(workspace, lane, "delete-link", GbpForms.forItem(placeId, "link_id", linkId, "Link id")
			.add("confirm", Confirmation.check(confirmation, ConfirmationPhrase.DELETE_LINK)));
	}

}
