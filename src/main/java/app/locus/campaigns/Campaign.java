package app.locus.campaigns;

import java.math.BigDecimal;
import java.util.List;
import java.util.OptionalLong;

import app.locus.calendar.RunSchedule;
import app.locus.calendar.CreditCost;
import app.locus.upstream.api.CampaignKey;
import app.locus.upstream.api.GridSize;
import app.locus.upstream.api.Measurement;
import app.locus.upstream.api.campaigns.CampaignStatus;

/**
 * A campaign of a workspace: what it scans, on which schedule, and its state.
 *
 * @param creditsPerRun what one run spends (locations × keywords × gridSize²), empty for
 * a person who may not see costs (DD159)
 */
public record Campaign(CampaignId id, CampaignKey key, String name, List<String> placeIds, List<String> keywords,
		GridSize gridSize, BigDecimal radius, Measurement measurement, RunSchedule schedule, CampaignStatus status,
		Origin origin, OptionalLong creditsPerRun) {

	/** Where Locus learnt about the campaign. */
	public enum Origin {

		/** Created through Locus. */
		LOCUS,
		/** Found in the service's campaign report listing. */
		REPORTS

	}

	public Campaign {
		placeIds = List.copyOf(placeIds);
		keywords = List.copyOf(keywords);
	}

	/** A campaign with what one run spends. */
	public Campaign(CampaignId id, CampaignKey key, String name, List<String> placeIds, List<String> keywords,
			GridSize gridSize, BigDecimal radius, Measurement measurement, RunSchedule schedule, CampaignStatus status,
			Origin origin) {
		this(id, key, name, placeIds, keywords, gridSize, radius, measurement, schedule, status, origin,
				OptionalLong.of(CreditCost.perRun(placeIds.size(), keywords.size(), gridSize)));
	}

	/** The same campaign without its credits, for a person who may not see costs. */
	public Campaign withoutCredits() {
		return new Campaign(id, key, name, placeIds, keywords, gridSize, radius, measurement, schedule, status, origin,
				OptionalLong.empty());
	}

	/**
	 * Whether scheduled runs still happen (paused, deactivated and finished ones do not).
	 */
	public boolean scheduled() {
		return status == CampaignStatus.ACTIVE;
	}

	/** How often it runs, as a person reads it. */
	public String frequencyLabel() {
		return schedule.frequency().displayName();
	}

	/** The state, as the service spells it ({@code active}, {@code deactivated}...). */
	public String statusLabel() {
		return status.code();
	}

	/** Scan points of one scan (gridSize²). */
	public int gridPoints() {
		return gridSize.points();
	}

	/**
	 * Reactivate is offered only after the service deactivated it for want of credits.
	 */
	public boolean canReactivate() {
		return status == CampaignStatus.DEACTIVATED;
	}

	public boolean canPause() {
		return status == CampaignStatus.ACTIVE;
	}

	public boolean canResume() {
		return status == CampaignStatus.PAUSED;
	}

}
