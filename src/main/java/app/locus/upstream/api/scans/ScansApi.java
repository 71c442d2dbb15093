package app.locus.upstream.api.scans;

import app.locus.base.WorkspaceId;
import app.locus.upstream.Lane;
import app.locus.upstream.TimeoutClass;
import app.locus.upstream.UpstreamGateway;
import app.locus.upstream.UpstreamRequest;
import app.locus.upstream.api.UpstreamCalls;

/** Running a ranking scan, which spends credits. */
public class ScansApi {

	private final UpstreamCalls calls;

	public ScansApi(UpstreamGateway gateway) {
		this.calls = new UpstreamCalls(gateway);
	}

	/**
	 * Submits the scan once ({@code POST /v2/run-scan/}, spends
	 * {@link ScanRequest#credits()} credits, long timeout). The gateway never retries it;
	 * an ambiguous failure is {@code UpstreamException.OutcomeUnknown}, to be settled by
	 * reading the listings.
	 */
	public ScanSubmission run(WorkspaceId workspace, Lane lane, ScanRequest request) {
		return ScanSubmission.from(calls.envelope(workspace, lane,
				UpstreamRequest.spend("/v2/run-scan/", request.toForm(), TimeoutClass.LONG)));
	}

}
