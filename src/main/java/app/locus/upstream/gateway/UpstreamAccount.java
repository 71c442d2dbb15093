package app.locus.upstream.gateway;

import app.locus.base.WorkspaceId;

/**
 * The identity the service's rate limit applies to, as far as Locus can tell: one
 * workspace holds one client's credentials, so one workspace is one upstream account
 * (DD030). The key names the account's row in the cluster-wide bucket table.
 */
public record UpstreamAccount(String key) {

	public static UpstreamAccount of(WorkspaceId workspace) {
		return new UpstreamAccount("ws:" + workspace.value());
	}

}
