package app.locus.scans.ui;

import java.util.concurrent.atomic.AtomicReference;

import app.locus.base.WorkspaceId;
import app.locus.reports.ArrivalFeed;
import app.locus.reports.ReportCard;
import app.locus.reports.ReportType;
import app.locus.scans.Submission;
import com.vaadin.flow.component.Text;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.UIDetachedException;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.notification.Notification;
import com.vaadin.flow.component.notification.NotificationVariant;

/**
 * Waits, for as long as the browser tab is open (on any page), for the report of a queued
 * scan and then tells the person it is there, in the page's language.
 */
final class ScanArrivalNotice {

	private ScanArrivalNotice() {
	}

	static void watch(UI ui, ArrivalFeed feed, WorkspaceId workspace, Submission submission) {
		AtomicReference<Runnable> stop = new AtomicReference<>();
		stop.set(feed.subscribe(workspace,
				arrived -> arrived.reports()
					.stream()
					.filter(card -> card.type() == ReportType.SCAN && matches(card, submission))
					.findFirst()
					.ifPresent(card -> {
						stop(stop);
						notify(ui, workspace, card);
					})));
		ui.addDetachListener(event -> stop(stop));
	}

	/** An arrival can come before subscribe's answer is stored. */
	private static void stop(AtomicReference<Runnable> stop) {
		Runnable unsubscribe = stop.get();
		if (unsubscribe != null) {
			unsubscribe.run();
		}
	}

	private static boolean matches(ReportCard card, Submission submission) {
		if (submission.reportKey() != null) {
			return submission.reportKey().equals(card.key().value());
		}
		return submission.placeId().equals(card.placeId()) && card.keyword() != null
				&& card.keyword().equalsIgnoreCase(submission.keyword()) && card.platform() == submission.platform()
				&& card.gridSize() != null && card.gridSize() == submission.gridSize();
	}

	private static void notify(UI ui, WorkspaceId workspace, ReportCard card) {
		try {
			ui.access(() -> {
				Anchor link = new Anchor("w/" + workspace + "/reports/scan/" + card.key().value(),
						ui.getTranslation("scans.report.open"));
				link.setId("arrived-report-link");
				Notification notification = new Notification();
				notification.add(new Span(ui.getTranslation("scans.arrival.ready", card.keyword())), new Text(" "),
						link);
				notification.setDuration(15_000);
				notification.addThemeVariants(NotificationVariant.LUMO_SUCCESS);
				notification.open();
			});
		}
		catch (UIDetachedException ex) {
			// The tab closed; the report is in the gallery anyway.
		}
	}

}
