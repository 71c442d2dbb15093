package app.locus.upstream.api.gbp;

import java.util.List;

import app.locus.base.WorkspaceId;
import app.locus.upstream.Lane;
import app.locus.upstream.UpstreamGateway;
import app.locus.upstream.api.PlaceId;
import app.locus.upstream.api.Lenient;

/** Platform reference lists for pickers: categories and chains matching a term. */
public class ReferenceApi {

	private final GbpCalls calls;

	public ReferenceApi(UpstreamGateway gateway) {
		this.calls = new GbpCalls(gateway);
	}

	public List<NamedItem> categories(WorkspaceId workspace, Lane lane, PlaceId placeId, String term) {
		return search(workspace, lane, "categories", placeId, term);
	}

	public List<NamedItem> chains(WorkspaceId workspace, Lane lane, PlaceId placeId, String term) {
		return search(workspace, lane, "chains", placeId, term);
	}

	private List<NamedItem> search(WorkspaceId workspace, Lane lane, String area, PlaceId placeId, String term) {
		String text = GbpText.SEARCH_TERM.require(term);
		return Lenient.list(calls.read(workspace, lane, area, GbpForms.forPlace(placeId).add("term", text)), area,
				NamedItem::from);
	}

}
