package app.locus.api;

import java.time.LocalDate;
import java.util.List;
import java.util.Locale;

import app.locus.base.ValidationException;
import app.locus.base.WorkspaceId;
import app.locus.campaigns.CampaignService;
import app.locus.credits.CreditsService;
import app.locus.reports.GalleryFilter;
import app.locus.reports.GallerySort;
import app.locus.reports.ReportService;
import app.locus.reports.ReportType;
import app.locus.tenancy.WorkspaceService;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.tags.Tag;
import org.jspecify.annotations.Nullable;
import org.springframework.format.annotation.DateTimeFormat;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/**
 * The workspaces a token reaches and what they hold. Every answer comes from the same
 * services as the portal's pages, with their checks: a workspace of another agency, or
 * outside the token's workspaces, answers 404 like one that does not exist.
 */
@RestController
@RequestMapping("/api/v1/workspaces")
@Tag(name = "Workspaces", description = "Clients of the agency, their reports and credits")
class WorkspacesApi {

	static final int DEFAULT_LIMIT = 50;

	private final WorkspaceService workspaces;

	private final ReportService reports;

	private final CreditsService credits;

	private final CampaignService campaigns;

	WorkspacesApi(WorkspaceService workspaces, ReportService reports, CreditsService credits,
			CampaignService campaigns) {
		this.campaigns = campaigns;
		this.workspaces = workspaces;
		this.reports = reports;
		this.credits = credits;
	}

	@GetMapping
	@Operation(summary = "The workspaces this token reaches, by name")
	List<ApiWorkspace> workspaces() {
		return workspaces.visibleWorkspaces()
			.stream()
			.map(workspace -> new ApiWorkspace(workspace.id().value(), workspace.name()))
			.toList();
	}

	@GetMapping("/{workspaceId}/reports")
	@Operation(summary = "The workspace's stored reports, newest first, one page at a time")
	ReportPage reports(@PathVariable String workspaceId,
			@Parameter(description = "scan, competitor, trend, location, keyword or campaign") @RequestParam(
					required = false) @Nullable String type,
			@Parameter(description = "text anywhere in the keyword, any case") @RequestParam(
					required = false) @Nullable String keyword,
			@RequestParam(required = false) @DateTimeFormat(iso = DateTimeFormat.ISO.DATE) @Nullable LocalDate from,
			@RequestParam(required = false) @DateTimeFormat(iso = DateTimeFormat.ISO.DATE) @Nullable LocalDate to,
			@RequestParam(defaultValue = "0") int offset, @Parameter(
					description = "from 1 to " + ReportService.MAX_PAGE) @RequestParam(defaultValue = "50") int limit) {
		WorkspaceId workspace = WorkspaceId.parse(workspaceId);
		GalleryFilter filter = GalleryFilter.of(reportType(type)).withKeyword(keyword).withDates(from, to);
		List<ApiReport> page = reports.gallery(workspace, filter, GallerySort.NEWEST_FIRST, offset, limit)
			.stream()
			.map(ApiReport::of)
			.toList();
		return new ReportPage(reports.count(workspace, filter), offset, limit, page);
	}

	@GetMapping("/{workspaceId}/campaigns")
	@Operation(summary = "The workspace's campaigns: what each scans, on which schedule, and its state")
	List<ApiCampaign> campaigns(@PathVariable String workspaceId) {
		return campaigns.list(WorkspaceId.parse(workspaceId)).stream().map(ApiCampaign::of).toList();
	}

	@GetMapping("/{workspaceId}/credits")
	@Operation(summary = "The workspace's balance, this month's spend against its budget, and when it runs out")
	ApiCredits credits(@PathVariable String workspaceId) {
		return ApiCredits.of(credits.overview(WorkspaceId.parse(workspaceId)));
	}

	private static @Nullable ReportType reportType(@Nullable String type) {
		if (type == null || type.isBlank()) {
			return null;
		}
		try {
			return ReportType.valueOf(type.trim().toUpperCase(Locale.ROOT));
		}
		catch (IllegalArgumentException ex) {
			throw ValidationException.of("type",
					"Type must be one of scan, competitor, trend, location, keyword or campaign.");
		}
	}

}
