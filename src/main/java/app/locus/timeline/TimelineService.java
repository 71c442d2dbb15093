package app.locus.timeline;

import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import app.locus.alerts.GuardChangeWords;
import app.locus.base.AgencyId;
import app.locus.base.ValidationException;
import app.locus.base.WorkspaceId;
import app.locus.security.LocusUser;
import app.locus.tenancy.WorkspaceAccess;
import app.locus.timeline.repository.TimelineReadRepository;
import app.locus.timeline.repository.TimelineReadRepository.GuardSeen;
import org.jspecify.annotations.Nullable;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * What happened to a workspace's business profiles and campaigns, for the marks on trend
 * charts (issue 20, DD160): GBP changes sent, guard reports that show a change, campaign
 * runs. Everyone who reads the workspace reads them, client viewers too; the words name
 * what happened, never credits or costs. Events of one kind on one day make one mark.
 */
@Service
public class TimelineService {

	/** The longest span one chart covers. */
	static final int MAX_DAYS = 3 * 366;

	/** As long as the stored place ids may be. */
	private static final int MAX_PLACE_ID = 255;

	private final WorkspaceAccess access;

	private final TimelineReadRepository events;

	TimelineService(WorkspaceAccess access, TimelineReadRepository events) {
		this.access = access;
		this.events = events;
	}

	/**
	 * The marks between the two days (both included, UTC), by day and then kind; with a
	 * place, only what concerns that place.
	 */
	@Transactional(readOnly = true)
	public List<EventMark> marks(WorkspaceId workspace, @Nullable String placeId, LocalDate from, LocalDate to) {
		LocusUser user = access.requireRead(workspace);
		return collect(user.agencyId(), workspace, placeId, from, to);
	}

	/**
	 * The marks of every place of the workspace for a client report the system makes (on
	 * a schedule or when staff of the workspace asked; the maker has decided who may).
	 */
	@Transactional(readOnly = true)
	public List<EventMark> reportMarks(AgencyId agency, WorkspaceId workspace, LocalDate from, LocalDate to) {
		return collect(agency, workspace, null, from, to);
	}

	private List<EventMark> collect(AgencyId agency, WorkspaceId workspace, @Nullable String placeId, LocalDate from,
			LocalDate to) {
		if (from.isAfter(to)) {
			throw ValidationException.of("from", "The first day must not be after the last day.");
		}
		if (ChronoUnit.DAYS.between(from, to) > MAX_DAYS) {
			throw ValidationException.of("to", "Choose at most three years.");
		}
		if (placeId != null && placeId.length() > MAX_PLACE_ID) {
			throw ValidationException.of("placeId", "A place id is at most " + MAX_PLACE_ID + " characters.");
		}
		Map<LocalDate, Map<EventKind, List<String>>> byDay = new LinkedHashMap<>();
		events.profileWrites(agency, workspace, placeId, from, to)
			.forEach(write -> add(byDay, write.day(), EventKind.GBP_CHANGE, ProfileWords.of(write.operation())));
		events.guardChanges(agency, workspace, placeId, from, to)
			.forEach(guard -> add(byDay, guard.day(), EventKind.GUARD_CHANGE, guardWords(guard)));
		events.campaignRuns(agency, workspace, placeId, from, to)
			.forEach(run -> add(byDay, run.day(), EventKind.CAMPAIGN_RUN, "Campaign \"" + run.campaign() + "\" ran"));
		List<EventMark> marks = new ArrayList<>();
		byDay.forEach((day, kinds) -> kinds.forEach((kind, whats) -> marks.add(new EventMark(day, kind, whats))));
		marks.sort(Comparator.comparing(EventMark::day).thenComparing(EventMark::kind));
		return marks;
	}

	private static void add(Map<LocalDate, Map<EventKind, List<String>>> byDay, LocalDate day, EventKind kind,
			String what) {
		byDay.computeIfAbsent(day, d -> new LinkedHashMap<>()).computeIfAbsent(kind, k -> new ArrayList<>()).add(what);
	}

	private static String guardWords(GuardSeen guard) {
		String where = guard.location() == null ? "The profile" : "The profile of \"" + guard.location() + "\"";
		List<String> words = GuardChangeWords.of(guard.payload());
		if (words.isEmpty()) {
			return where + " changed";
		}
		int more = Math.max(guard.changes(), words.size()) - 1;
		return where + " changed: " + words.get(0) + (more > 0 ? " (and " + more + " more)" : "");
	}

}
