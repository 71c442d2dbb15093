package app.locus.upstream;

import app.locus.base.WorkspaceId;

/**
 * The only door to the service. Picks the workspace's credential, waits for a rate-limit
 * token in the lane, sends, decodes the envelope, retries only what may be retried, and
 * turns every failure into an {@link UpstreamException}.
 */
public interface UpstreamGateway {

	/**
	 * Sends the request for the workspace and returns a successful envelope.
	 * @throws UpstreamException for every answer with success false and every transport
	 * failure
	 */
	Envelope call(WorkspaceId workspace, Lane lane, UpstreamRequest request);

}
