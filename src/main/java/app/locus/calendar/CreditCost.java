package app.locus.calendar;

import java.time.YearMonth;

import app.locus.upstream.api.GridSize;

/**
 * Credit arithmetic of the spec: a scan costs gridSize² credits, a campaign run pays one
 * scan per location and keyword.
 */
public final class CreditCost {

	private CreditCost() {
	}

	/** Credits of one run: locations × keywords × gridSize². */
	public static long perRun(int locations, int keywords, GridSize grid) {
		if (locations < 0 || keywords < 0) {
			throw new IllegalArgumentException("counts must not be negative");
		}
		return (long) locations * keywords * grid.points();
	}

	/**
	 * Credits the schedule spends in a calendar month at {@code perRun} credits a run.
	 */
	public static long inMonth(RunSchedule schedule, long perRun, YearMonth month) {
		return schedule.runsInMonth(month) * perRun;
	}

}
