package app.locus.clientreports;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.annotation.Configuration;
import org.springframework.scheduling.annotation.EnableScheduling;
import org.springframework.scheduling.annotation.Scheduled;

/**
 * Looks for due client report schedules every {@code locus.clientreports.interval}
 * (default one minute) on every node; {@link ScheduledReports} lets one of them run them.
 */
@Configuration(proxyBeanMethods = false)
@EnableScheduling
class ScheduleTick {

	private static final Logger log = LoggerFactory.getLogger(ScheduleTick.class);

	private final ScheduledReports reports;

	ScheduleTick(ScheduledReports reports) {
		this.reports = reports;
	}

	@Scheduled(initialDelayString = "${locus.clientreports.interval:PT1M}",
			fixedDelayString = "${locus.clientreports.interval:PT1M}")
	void runDue() {
		int ran = reports.runDue();
		if (ran > 0) {
			log.info("Client reports: scheduled runs made: {}", ran);
		}
	}

}
