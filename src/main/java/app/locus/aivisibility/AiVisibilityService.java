package app.locus.aivisibility;

import java.util.Objects;
import java.util.Optional;
import java.util.regex.Pattern;

import app.locus.base.AgencyId;
import app.locus.base.ValidationException;
import app.locus.base.WorkspaceId;
import app.locus.tenancy.WorkspaceAccess;
import app.locus.upstream.api.GridSize;
import app.locus.upstream.api.Keyword;
import app.locus.upstream.api.Platform;
import org.jspecify.annotations.Nullable;
import org.springframework.stereotype.Service;

/**
 * The AI visibility of a workspace's locations for the person signed in (issue 49,
 * DD216), and the planner of how many scans tell a change from noise.
 */
@Service
public class AiVisibilityService {

	/** The change the scan form's planner speaks of, in percentage points. */
	static final int PLANNED_CHANGE = 10;

	/** The baseline of a series without scans: the share whose noise is widest. */
	private static final double UNKNOWN_BASELINE = 0.5;

	private static final double MOST_DESIGN_EFFECT = 100;

	/** The shape of the place ids the service hands out (Google's and Apple's). */
	private static final Pattern PLACE = Pattern.compile("[A-Za-z0-9_-]{1,255}");

	private final WorkspaceAccess access;

	private final AiVisibilityReadings readings;

	AiVisibilityService(WorkspaceAccess access, AiVisibilityReadings readings) {
		this.access = access;
		this.readings = readings;
	}

	/**
	 * @param place the location to show; the first with AI scans when null or unknown
	 * @throws app.locus.base.NotFoundException for a workspace the person may not see
	 * @throws ValidationException for a place id of the wrong shape
	 */
	public AiVisibility visibility(WorkspaceId workspace, @Nullable String place) {
		AgencyId agency = access.requireRead(workspace).agencyId();
		checkPlace(place);
		return readings.of(agency, workspace, place);
	}

	/**
	 * The planner of an AI scan's cost preview: how many scans like this one, in each of
	 * two periods, tell a change of {@value #PLANNED_CHANGE} points from the noise, from
	 * the series' share today and the location's design effect; empty for a map platform,
	 * whose results do not vary from run to run.
	 * @throws ValidationException for a place, keyword or grid of the wrong shape
	 */
	public Optional<ScanPlan> planScan(WorkspaceId workspace, @Nullable String place, String keyword, Platform engine,
			int gridSize) {
		AgencyId agency = access.requireRead(workspace).agencyId();
		checkPlace(place);
		Keyword asked = Keyword.of(keyword);
		GridSize grid = GridSize.forScan(gridSize);
		if (!AiVisibility.ENGINES.contains(engine)) {
			return Optional.empty();
		}
		return Optional.of(place == null ? unknown(grid)
				: plan(readings.of(agency, workspace, place), place, asked, engine, grid));
	}

	private static ScanPlan plan(AiVisibility page, String place, Keyword asked, Platform engine, GridSize grid) {
		if (!place.equals(page.place())) {
			return unknown(grid);
		}
		return page.keywords()
			.stream()
			.filter(row -> row.keyword().equalsIgnoreCase(asked.value()))
			.map(row -> row.engines().get(engine))
			.filter(Objects::nonNull)
			.findFirst()
			.map(cell -> new ScanPlan(PLANNED_CHANGE,
					SampleSizePlan.of(cell.now().value(), PLANNED_CHANGE, grid, page.designEffect()), cell.now()))
			.orElseGet(() -> unknown(grid));
	}

	private static ScanPlan unknown(GridSize grid) {
		return new ScanPlan(PLANNED_CHANGE, SampleSizePlan.of(UNKNOWN_BASELINE, PLANNED_CHANGE, grid, 1), null);
	}

	private static void checkPlace(@Nullable String place) {
		if (place != null && !PLACE.matcher(place).matches()) {
			throw ValidationException.of("place", "Choose a location from the list.");
		}
	}

	/**
	 * How many scans tell a change of {@code changePoints} from noise at this grid.
	 * @param baseline today's share of points named, 0 to 1
	 * @param designEffect as the page reports it, 1 to 100
	 * @throws ValidationException for a value out of range
	 */
	public SampleSizePlan plan(WorkspaceId workspace, double baseline, int changePoints, int gridSize,
			double designEffect) {
		access.requireRead(workspace);
		if (!(baseline >= 0 && baseline <= 1)) {
			throw ValidationException.of("baseline", "The share must be between 0 and 1.");
		}
		if (!(designEffect >= 1 && designEffect <= MOST_DESIGN_EFFECT)) {
			throw ValidationException.of("designEffect", "The design effect must be between 1 and 100.");
		}
		return SampleSizePlan.of(baseline, changePoints, GridSize.forScan(gridSize), designEffect);
	}

}
