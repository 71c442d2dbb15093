package app.locus.simulator.web;

import java.time.Duration;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * Settings of the in-app simulator ({@code locus.simulator.*}).
 *
 * @param pendingDelay how long queued scans and campaign runs take
 * @param scanDelay how long a synchronous google scan holds its answer
 */
@ConfigurationProperties("locus.simulator")
record SimulatorProperties(@DefaultValue("5s") Duration pendingDelay, @DefaultValue("1s") Duration scanDelay) {

}
