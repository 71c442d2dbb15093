package app.locus.security;

import static org.assertj.core.api.Assertions.assertThat;

import app.locus.support.IntegrationTest;
import app.locus.support.WebClient;
import io.micrometer.core.instrument.MeterRegistry;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * Requests through the security chain keep their request metric but make no observation
 * of each security filter, whose meters nobody reads and which cost a page ~7 % of its
 * CPU (DD172).
 */
@IntegrationTest
class SecurityObservationsTest {

	@LocalServerPort
	int port;

	@Autowired
	MeterRegistry meters;

	@Test
	void a_request_through_the_security_chain_keeps_its_request_metric_and_its_filters_are_not_observed() {
		assertThat(new WebClient(port).get("/login").statusCode()).isEqualTo(200);

		assertThat(meters.find("http.server.requests").timers()).as("request metric").isNotEmpty();
		assertThat(meters.getMeters()).as("meters of the security filters")
			.noneMatch(meter -> meter.getId().getName().startsWith("spring.security"));
	}

}
