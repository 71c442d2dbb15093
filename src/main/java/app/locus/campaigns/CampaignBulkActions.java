package app.locus.campaigns;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.BiFunction;
import java.util.stream.Collectors;

import app.locus.base.LocusException;
import app.locus.base.NotFoundException;
import app.locus.base.ValidationException;
import app.locus.base.WorkspaceId;
import app.locus.tenancy.WorkspaceAccess;
import org.springframework.stereotype.Service;

/**
 * Pauses or resumes several campaigns of a workspace at once (DD143): each one through
 * {@link CampaignService#pause} or {@link CampaignService#resume}, with their state rules
 * and audit; one refused or failed does not stop the others.
 */
@Service
public class CampaignBulkActions {

	/** More than a page of campaigns at once is a mistake, not a bulk action. */
	static final int MAX_AT_ONCE = 100;

	private final WorkspaceAccess access;

	private final CampaignService campaigns;

	CampaignBulkActions(WorkspaceAccess access, CampaignService campaigns) {
		this.access = access;
		this.campaigns = campaigns;
	}

	/** Pauses each campaign; the result of each, in the order given. */
	public List<BulkOutcome> pauseAll(WorkspaceId workspace, List<CampaignId> campaignIds) {
		return each(workspace, campaignIds, campaigns::pause);
	}

	/** Resumes each campaign; the result of each, in the order given. */
	public List<BulkOutcome> resumeAll(WorkspaceId workspace, List<CampaignId> campaignIds) {
		return each(workspace, campaignIds, campaigns::resume);
	}

	private List<BulkOutcome> each(WorkspaceId workspace, List<CampaignId> ids,
			BiFunction<WorkspaceId, CampaignId, Campaign> action) {
		access.requireWrite(workspace);
		if (ids.isEmpty() || ids.size() > MAX_AT_ONCE) {
			throw ValidationException.of("campaigns", "Choose from 1 to " + MAX_AT_ONCE + " campaigns.");
		}
		Set<CampaignId> known = campaigns.list(workspace).stream().map(Campaign::id).collect(Collectors.toSet());
		if (!known.containsAll(ids)) {
			// one of another workspace reads as not found, and nothing is sent
			throw new NotFoundException("campaign");
		}
		List<BulkOutcome> outcomes = new ArrayList<>();
		for (CampaignId id : new LinkedHashSet<>(ids)) {
			try {
				outcomes.add(BulkOutcome.done(action.apply(workspace, id)));
			}
			catch (LocusException ex) {
				outcomes.add(new BulkOutcome(id, false, ex.getMessage()));
			}
		}
		return outcomes;
	}

	/**
	 * What happened to one campaign.
	 *
	 * @param message the new state, or why nothing changed
	 */
	public record BulkOutcome(CampaignId id, boolean done, String message) {

		static BulkOutcome done(Campaign campaign) {
			return new BulkOutcome(campaign.id(), true, "Now " + campaign.statusLabel() + ".");
		}

	}

}
