package app.locus.clientreports.pdf;

import java.util.List;

import app.locus.timeline.EventKind;
import app.locus.timeline.EventMark;

/**
 * The marks of a report's timeline that are changes to the business profile (sent by the
 * agency or seen by its protection), as opposed to campaign runs.
 */
final class ProfileEvents {

	private ProfileEvents() {
	}

	static List<EventMark> of(List<EventMark> marks) {
		return marks.stream().filter(mark -> mark.kind() != EventKind.CAMPAIGN_RUN).toList();
	}

	/** The text key of who made the change, in the client's words. */
	static String sourceKey(EventKind kind) {
		return kind == EventKind.GBP_CHANGE ? "clientreports.source.agency" : "clientreports.source.live";
	}

}
