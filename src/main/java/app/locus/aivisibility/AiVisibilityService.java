package app.locus.aivisibility;

import java.util.regex.Pattern;

import app.locus.base.AgencyId;
import app.locus.base.ValidationException;
import app.locus.base.WorkspaceId;
import app.locus.tenancy.WorkspaceAccess;
import app.locus.upstream.api.GridSize;
import org.jspecify.annotations.Nullable;
import org.springframework.stereotype.Service;

/**
 * The AI visibility of a workspace's locations for the person signed in (issue 49,
 * DD216), and the planner of how many scans tell a change from noise.
 */
@Service
public class AiVisibilityService {

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
		if (place != null && !PLACE.matcher(place).matches()) {
			throw ValidationException.of("place", "Choose a location from the list.");
		}
		return readings.of(agency, workspace, place);
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
