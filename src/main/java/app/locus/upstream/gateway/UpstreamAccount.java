package app.locus.upstream.gateway;

import app.locus.base.WorkspaceId;

/**
 * The identity the service's rate limit applies to: the service account, named by its
 * holder ({@code user.id} of {@code POST /v2/account}, the same for every key of one
 * account, DD151), or the workspace while its holder is not known yet (DD162). The key
 * names the account's row in the cluster-wide bucket table.
 */
public record UpstreamAccount(String key) {

	public static UpstreamAccount of(WorkspaceId workspace) {
		return new UpstreamAccount("ws:" + workspace.value());
	}

	public static UpstreamAccount heldBy(String holder) {
		return new UpstreamAccount("holder:" + holder);
	}

}
