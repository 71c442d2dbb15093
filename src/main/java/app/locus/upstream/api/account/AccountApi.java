package app.locus.upstream.api.account;

import app.locus.base.WorkspaceId;
import app.locus.upstream.FormBody;
import app.locus.upstream.Lane;
import app.locus.upstream.UpstreamGateway;
import app.locus.upstream.UpstreamRequest;
import app.locus.upstream.api.UpstreamCalls;

/** Account information ({@code POST /v2/account}). */
public class AccountApi {

	private final UpstreamCalls calls;

	public AccountApi(UpstreamGateway gateway) {
		this.calls = new UpstreamCalls(gateway);
	}

	public Account account(WorkspaceId workspace, Lane lane) {
		return Account.from(calls.data(workspace, lane, UpstreamRequest.read("/v2/account", FormBody.create())));
	}

}
