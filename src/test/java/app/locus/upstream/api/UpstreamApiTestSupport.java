package app.locus.upstream.api;

import java.util.LinkedHashMap;
import java.util.Map;

import app.locus.base.WorkspaceId;
import app.locus.upstream.CallKind;
import app.locus.upstream.Lane;
import app.locus.upstream.TimeoutClass;
import app.locus.upstream.UpstreamRequest;

import static org.assertj.core.api.Assertions.assertThat;

/** Shared fixtures of the client tests. */
public final class UpstreamApiTestSupport {

	public static final WorkspaceId WORKSPACE = WorkspaceId.random();

	public static final Lane LANE = Lane.INTERACTIVE;

	public static final PlaceId PLACE = PlaceId.of("ChIJN1t_tDeuEmsRUsoyG83frY4");

	public static final ReportKey REPORT_KEY = ReportKey.of("0a1b2c3d4e5f6a7");

	private UpstreamApiTestSupport() {
	}

	/** {@code name, value, name, value...} in order. */
	public static Map<String, String> form(String... namesAndValues) {
		Map<String, String> fields = new LinkedHashMap<>();
		for (int i = 0; i < namesAndValues.length; i += 2) {
			fields.put(namesAndValues[i], namesAndValues[i + 1]);
		}
		return fields;
	}

	/** Asserts the POST path, call kind and timeout of a recorded request. */
	public static void assertPost(RecordingGateway.Call call, String path, CallKind kind, TimeoutClass timeout) {
		UpstreamRequest request = call.request();
		assertThat(request.method()).isEqualTo(UpstreamRequest.Method.POST);
		assertThat(request.path()).isEqualTo(path);
		assertThat(request.kind()).isEqualTo(kind);
		assertThat(request.timeout()).isEqualTo(timeout);
		assertThat(call.workspace()).isEqualTo(WORKSPACE);
		assertThat(call.lane()).isEqualTo(LANE);
	}

}
