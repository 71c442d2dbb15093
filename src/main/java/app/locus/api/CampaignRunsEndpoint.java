package app.locus.api;

import app.locus.base.WorkspaceId;
import app.locus.campaigns.CampaignId;
import app.locus.campaigns.CampaignService;
import app.locus.scans.IdempotencyKey;
import app.locus.scans.KeyedSubmission;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.tags.Tag;
import org.jspecify.annotations.Nullable;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RestController;

/**
 * Runs a campaign now through the API: its cost per run is in the campaign list, the run
 * needs it stated and an {@code Idempotency-Key}, and goes through the same ledger,
 * balance and budget checks as the campaign page's "Run now" (DD222).
 */
@RestController
@Tag(name = "Campaigns", description = "Run a campaign now; a run spends credits")
class CampaignRunsEndpoint {

	private final CampaignService campaigns;

	CampaignRunsEndpoint(CampaignService campaigns) {
		this.campaigns = campaigns;
	}

	@PostMapping("/api/v1/workspaces/{workspaceId}/campaigns/{campaignId}/runs")
	@Operation(summary = "Runs the campaign once now; the same Idempotency-Key again answers with that run",
			description = "Needs a read-and-write token, confirmCost equal to the campaign's creditsPerRun, and a "
					+ "new Idempotency-Key per run. 201 for a run started now, 200 with Idempotent-Replayed: true "
					+ "for one an earlier request with the key started.")
	ResponseEntity<ApiSubmission> run(@PathVariable String workspaceId, @PathVariable String campaignId,
			@Parameter(description = "8 to 64 printable characters, such as a new UUID per run") @RequestHeader(
					name = ScansEndpoint.IDEMPOTENCY_KEY, required = false) @Nullable String key,
			@RequestBody ApiRunRequest run) {
		WorkspaceId workspace = WorkspaceId.parse(workspaceId);
		KeyedSubmission outcome = campaigns.runNow(workspace, CampaignId.parse(campaignId),
				IdempotencyKey.required(key), run.confirmation());
		return ScansEndpoint.answer(workspace, outcome);
	}

}
