package app.locus.reports;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

import app.locus.base.ValidationException;
import app.locus.base.WorkspaceId;
import app.locus.reports.heatmap.RankGrid;
import app.locus.tenancy.WorkspaceAccess;
import app.locus.upstream.api.ReportKey;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Puts two stored scans of one workspace side by side (issue 20). Only scans of the same
 * settings are compared point by point: the same place, keyword, platform, grid, radius
 * and centre; any other pair is refused with what differs. Everyone who reads the
 * workspace's reports may compare them: nothing is written.
 */
@Service
public class ScanComparisonService {

	/** How many earlier and later scans the choice offers. */
	static final int CANDIDATES = 50;

	private final WorkspaceAccess access;

	private final ReportService reports;

	ScanComparisonService(WorkspaceAccess access, ReportService reports) {
		this.access = access;
		this.reports = reports;
	}

	/**
	 * The other scans this one may be compared with, newest first: the first one older
	 * than the scan is the default choice.
	 * @throws app.locus.base.NotFoundException when the workspace has no such scan
	 */
	@Transactional(readOnly = true)
	public List<ReportCard> candidates(WorkspaceId workspace, ReportKey scan) {
		access.requireRead(workspace);
		ReportCard card = reports.detail(workspace, ReportType.SCAN, scan).card();
		if (card.placeId() == null || card.keyword() == null) {
			return List.of();
		}
		GalleryFilter sameSearch = GalleryFilter.of(ReportType.SCAN)
			.withPlaceId(card.placeId())
			.withKeyword(card.keyword())
			.withGridSize(card.gridSize())
			.withPlatform(card.platform());
		return reports.gallery(workspace, sameSearch, GallerySort.NEWEST_FIRST, 0, CANDIDATES)
			.stream()
			.filter(other -> !other.key().equals(card.key()))
			.filter(card::sameGeometryAs)
			.toList();
	}

	/**
	 * The two scans, the earlier first, compared point by point.
	 * @throws ValidationException when the scans' settings differ (the message says
	 * which), when a scan is compared with itself, or when either has no ranks stored
	 * @throws app.locus.base.NotFoundException when the workspace has no such scan
	 */
	@Transactional(readOnly = true)
	public ScanComparison compare(WorkspaceId workspace, ReportKey one, ReportKey other) {
		access.requireRead(workspace);
		ReportDetail first = reports.detail(workspace, ReportType.SCAN, one);
		ReportDetail second = reports.detail(workspace, ReportType.SCAN, other);
		if (one.equals(other)) {
			throw ValidationException.of("other", "Choose another scan: a scan compared with itself shows no change.");
		}
		List<String> differences = differences(first.card(), second.card());
		if (!differences.isEmpty()) {
			throw ValidationException.of("other",
					"These scans are not compared point by point: their " + String.join(", ", differences)
							+ " differ, so their grid points do not match. Compare scans of the same settings.");
		}
		boolean firstIsEarlier = !isAfter(first.card(), second.card());
		ReportDetail earlier = firstIsEarlier ? first : second;
		ReportDetail later = firstIsEarlier ? second : first;
		return ScanComparison.of(earlier, later, ranks(earlier), ranks(later));
	}

	private static List<String> differences(ReportCard a, ReportCard b) {
		List<String> differences = new ArrayList<>();
		if (!Objects.equals(a.placeId(), b.placeId())) {
			differences.add("places");
		}
		if (a.keyword() == null || !a.keyword().equalsIgnoreCase(b.keyword())) {
			differences.add("keywords");
		}
		if (a.platform() != b.platform()) {
			differences.add("platforms");
		}
		if (!Objects.equals(a.gridSize(), b.gridSize())) {
			differences.add("grid sizes");
		}
		if (!a.sameGeometryAs(b) && differences.isEmpty()) {
			differences.add("radius or centre");
		}
		return differences;
	}

	private static boolean isAfter(ReportCard a, ReportCard b) {
		return a.date() != null && b.date() != null && a.date().isAfter(b.date());
	}

	private static RankGrid ranks(ReportDetail scan) {
		RankGrid ranks = scan.ranks();
		if (ranks == null || scan.card().geometry() == null || scan.card().center() == null) {
			throw ValidationException.of("other", "The scan of " + scan.card().date()
					+ " has no ranks stored yet: open it once to load them, then compare again.");
		}
		return ranks;
	}

}
