package app.locus.scans;

import java.time.Clock;
import java.util.List;

import app.locus.reports.ReportType;
import app.locus.reports.ReportsArrived;
import app.locus.scans.repository.ScanLedgerRepository;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;

/**
 * Marks queued submissions complete when the background sync (or a first view) stores
 * their reports, so the ledger follows without polling.
 */
@Component
class ScanArrivals {

	private final ScanLedgerRepository ledger;

	private final Clock clock;

	ScanArrivals(ScanLedgerRepository ledger, Clock clock) {
		this.ledger = ledger;
		this.clock = clock;
	}

	@EventListener
	void onReportsArrived(ReportsArrived event) {
		List<String> scanKeys = event.reports()
			.stream()
			.filter(card -> card.type() == ReportType.SCAN)
			.map(card -> card.key().value())
			.toList();
		ledger.completeQueued(event.agency(), event.workspace(), scanKeys, clock.instant());
	}

}
