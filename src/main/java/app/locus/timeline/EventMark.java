package app.locus.timeline;

import java.time.LocalDate;
import java.util.List;

import app.locus.base.DisplayDates;

/**
 * The events of one kind on one day, drawn as one mark: "3 GBP changes sent on 27 Nov
 * 2026" with what each was.
 */
public record EventMark(LocalDate day, EventKind kind, List<String> whats) {

	public EventMark {
		whats = List.copyOf(whats);
	}

	/** The tooltip's first line. */
	public String title() {
		return kind.count(whats.size()) + " on " + DisplayDates.day(day);
	}

}
