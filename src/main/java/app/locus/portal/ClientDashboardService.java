package app.locus.portal;

import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import app.locus.base.NotFoundException;
import app.locus.base.WorkspaceId;
import app.locus.businessprofile.ClientApprovalService;
import app.locus.calendar.CalendarEntry;
import app.locus.calendar.CalendarService;
import app.locus.calendar.EntryStatus;
import app.locus.reports.GalleryFilter;
import app.locus.reports.GallerySort;
import app.locus.reports.ReportCard;
import app.locus.reports.ReportService;
import app.locus.reports.ReportType;
import app.locus.tenancy.WorkspaceAccess;
import app.locus.tenancy.WorkspaceService;

import org.springframework.stereotype.Service;

/**
 * The client dashboard of a workspace: latest SoLV/SAIV per keyword with its movement,
 * the newest heatmaps, the runs still ahead and the proposals waiting for approval. It
 * reads only what Locus stores (reports, campaigns, proposals): opening it calls nobody.
 * Anyone who may read the workspace may see it.
 */
@Service
public class ClientDashboardService {

	/**
	 * Enough recent scans to find the newest two of every keyword in a busy workspace.
	 */
	static final int SCANS_READ = 300;

	static final int HEATMAPS = 6;

	static final int UPCOMING = 8;

	static final int UPCOMING_DAYS = 45;

	private final WorkspaceAccess access;

	private final WorkspaceService workspaces;

	private final ReportService reports;

	private final CalendarService calendar;

	private final ClientApprovalService approvals;

	private final Clock clock;

	ClientDashboardService(WorkspaceAccess access, WorkspaceService workspaces, ReportService reports,
			CalendarService calendar, ClientApprovalService approvals, Clock clock) {
		this.clock = clock;
		this.access = access;
		this.workspaces = workspaces;
		this.reports = reports;
		this.calendar = calendar;
		this.approvals = approvals;
	}

	/**
	 * The dashboard of a workspace the person may read.
	 * @throws NotFoundException for a workspace they may not see
	 */
	public ClientDashboard dashboard(WorkspaceId workspace) {
		access.requireRead(workspace);
		List<ReportCard> scans = reports.gallery(workspace, GalleryFilter.of(ReportType.SCAN), GallerySort.NEWEST_FIRST,
				0, SCANS_READ);
		LocalDate today = calendar.today();
		ZoneId zone = calendar.zone();
		Instant now = clock.instant();
		List<CalendarEntry> upcoming = calendar.entries(workspace, today, today.plusDays(UPCOMING_DAYS))
			.stream()
			.filter(entry -> entry.status() == EntryStatus.SCHEDULED && stillAhead(entry, zone, now))
			.sorted(Comparator.comparing(CalendarEntry::date)
				.thenComparing(entry -> entry.time(), Comparator.nullsLast(Comparator.naturalOrder())))
			.limit(UPCOMING)
			.toList();
		return new ClientDashboard(workspaces.get(workspace).name(), standings(scans),
				scans.stream().filter(card -> card.thumbnail() != null).limit(HEATMAPS).toList(), upcoming,
				approvals.proposals(workspace, true));
	}

	/**
	 * Whether a planned run has yet to start: a run planned for this morning has had its
	 * turn, whatever the calendar still calls it, and is no longer "upcoming".
	 */
	static boolean stillAhead(CalendarEntry entry, ZoneId zone, Instant now) {
		LocalTime time = entry.time() == null ? LocalTime.MIDNIGHT : entry.time();
		return entry.date().atTime(time).atZone(zone).toInstant().isAfter(now);
	}

	/**
	 * Newest first in, newest per keyword, location and platform out, with the one
	 * before.
	 */
	static List<KeywordStanding> standings(List<ReportCard> newestFirst) {
		Map<String, List<ReportCard>> series = new LinkedHashMap<>();
		for (ReportCard card : newestFirst) {
			if (card.keyword() == null) {
				continue;
			}
			String key = card.keyword().toLowerCase(Locale.ROOT) + "\u0000" + card.placeId() + "\u0000"
					+ card.platform();
			series.computeIfAbsent(key, k -> new ArrayList<>()).add(card);
		}
		return series.values().stream().map(ClientDashboardService::standing).toList();
	}

	private static KeywordStanding standing(List<ReportCard> cards) {
		ReportCard latest = cards.get(0);
		ReportCard previous = cards.stream().skip(1).filter(latest::sameGeometryAs).findFirst().orElse(null);
		return new KeywordStanding(latest, previous);
	}

}
