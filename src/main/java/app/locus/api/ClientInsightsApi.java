package app.locus.api;

import java.util.List;

import app.locus.aivisibility.AiVisibilityService;
import app.locus.alerts.AlertService;
import app.locus.base.WorkspaceId;
import app.locus.keywords.KeywordListService;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.tags.Tag;
import org.jspecify.annotations.Nullable;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/**
 * What the portal tells an account manager about a client beyond its reports: AI
 * visibility, the keyword lists, and the alerts the token's admin received about it.
 */
@RestController
@RequestMapping("/api/v1/workspaces/{workspaceId}")
@Tag(name = "Insights", description = "AI visibility, keyword lists and alerts of a workspace")
class ClientInsightsApi {

	private final AiVisibilityService visibility;

	private final KeywordListService keywords;

	private final AlertService alerts;

	ClientInsightsApi(AiVisibilityService visibility, KeywordListService keywords, AlertService alerts) {
		this.visibility = visibility;
		this.keywords = keywords;
		this.alerts = alerts;
	}

	@GetMapping("/ai-visibility")
	@Operation(summary = "How often AI answers name the client, per keyword and engine, against the period before",
			description = "A change counts only where the 95 % intervals do not overlap; within-noise says the "
					+ "difference is what repeated answers vary by.")
	ApiAiVisibility aiVisibility(@PathVariable String workspaceId,
			@Parameter(description = "the location; by default the first with AI scans") @RequestParam(
					required = false) @Nullable String placeId) {
		return ApiAiVisibility.of(visibility.visibility(WorkspaceId.parse(workspaceId), placeId));
	}

	@GetMapping("/keyword-lists")
	@Operation(summary = "The workspace's keyword lists, with their keywords")
	List<ApiKeywordList> keywordLists(@PathVariable String workspaceId) {
		return keywords.lists(WorkspaceId.parse(workspaceId)).stream().map(ApiKeywordList::of).toList();
	}

	@GetMapping("/alerts")
	@Operation(summary = "The newest alerts the token's admin received about the workspace, newest first")
	List<ApiAlert> alerts(@PathVariable String workspaceId) {
		return alerts.recentFor(WorkspaceId.parse(workspaceId)).stream().map(ApiAlert::of).toList();
	}

}
