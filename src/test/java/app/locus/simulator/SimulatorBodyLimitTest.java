package app.locus.simulator;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpResponse;

import app.locus.simulator.http.OversizedBodies;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The standalone simulator refuses a body over 2 MiB with 413: one declared that large
 * before a byte of it is read, one sent chunked as soon as it goes over; a body under the
 * limit is still read and echoed, as the service echoes what it received (issue 54,
 * finding 3).
 */
class SimulatorBodyLimitTest {

	/** The limit this test holds the simulator to. */
	private static final int TWO_MIB = 2 * 1024 * 1024;

	@RegisterExtension
	final SimulatorFixture sim = new SimulatorFixture();

	@Test
	void a_body_declared_at_40_megabytes_is_refused_before_it_is_sent() throws Exception {
		String answer = OversizedBodies.answerToDeclaredBody(sim.server.port(), "/v2/account",
				OversizedBodies.FORTY_MEGABYTES);

		assertThat(answer).startsWith("HTTP/1.1 413 ").contains("larger than 2 MiB");
	}

	@Test
	void a_chunked_body_over_the_limit_is_refused_and_not_echoed() throws Exception {
		HttpResponse<String> answer = OversizedBodies.postChunked(URI.create(sim.server.baseUrl() + "/v2/account"),
				TWO_MIB + 64 * 1024);

		assertThat(answer.statusCode()).isEqualTo(413);
		assertThat(answer.body()).hasSizeLessThan(100).doesNotContain("aaaa");
	}

	@Test
	void a_body_under_the_limit_is_read_and_its_fields_echoed() throws Exception {
		HttpResponse<String> answer = OversizedBodies.postChunked(URI.create(sim.server.baseUrl() + "/v2/account"),
				1024 * 1024);

		assertThat(answer.statusCode()).isEqualTo(401);
		assertThat(answer.body()).contains("\"keyword\":\"aaaa");
	}

}
