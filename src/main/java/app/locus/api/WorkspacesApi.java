package app.locus.api;

import java.time.LocalDate;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

import app.locus.base.NotFoundException;
import app.locus.base.ValidationException;
import app.locus.base.WorkspaceId;
import app.locus.campaigns.CampaignId;
import app.locus.campaigns.CampaignService;
import app.locus.credits.CreditsService;
import app.locus.locations.LocationService;
import app.locus.reports.GalleryCursor;
import app.locus.reports.GalleryFilter;
import app.locus.reports.GallerySort;
import app.locus.reports.ReportCard;
import app.locus.reports.ReportService;
import app.locus.reports.ReportType;
import app.locus.tenancy.WorkspaceService;
import app.locus.upstream.api.ReportKey;
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

	private final LocationService locations;

	WorkspacesApi(WorkspaceService workspaces, ReportService reports, CreditsService credits, CampaignService campaigns,
			LocationService locations) {
		this.campaigns = campaigns;
		this.locations = locations;
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
			@Parameter(description = "skip this many; for deep pages use after") @RequestParam(
					defaultValue = "0") int offset,
			@Parameter(description = "from 1 to " + ReportService.MAX_PAGE) @RequestParam(
					defaultValue = "50") int limit,
			@Parameter(description = "the next cursor of the previous page: the page after it, as fast at "
					+ "any depth") @RequestParam(required = false) @Nullable String after) {
		WorkspaceId workspace = WorkspaceId.parse(workspaceId);
		GalleryFilter filter = GalleryFilter.of(reportType(type)).withKeyword(keyword).withDates(from, to);
		if (after != null && offset != 0) {
			throw ValidationException.of("after", "Give either after or offset, not both.");
		}
		List<ReportCard> cards = after == null
				? reports.gallery(workspace, filter, GallerySort.NEWEST_FIRST, offset, limit)
				: reports.galleryAfter(workspace, filter, GalleryCursor.parse(after), limit);
		String next = cards.size() < limit ? null : GalleryCursor.after(cards.get(cards.size() - 1)).text();
		return new ReportPage(reports.count(workspace, filter), offset, limit,
				cards.stream().map(ApiReport::of).toList(), next);
	}

	@GetMapping("/{workspaceId}/reports/{type}/{reportKey}")
	@Operation(summary = "One stored report, with its grid points when asked for",
			description = "dataPoints=true reads a scan's points from the service once if they are not stored yet.")
	ApiReportDetail report(@PathVariable String workspaceId, @PathVariable String type, @PathVariable String reportKey,
			@RequestParam(defaultValue = "false") boolean dataPoints) {
		WorkspaceId workspace = WorkspaceId.parse(workspaceId);
		ReportType reportType = Objects.requireNonNull(reportType(type), "a blank path segment does not route here");
		ReportKey key = pathKey(reportKey);
		return ApiReportDetail.of(dataPoints ? reports.detailWithDataPoints(workspace, reportType, key)
				: reports.detail(workspace, reportType, key), dataPoints);
	}

	@GetMapping("/{workspaceId}/locations")
	@Operation(summary = "The workspace's saved locations, with the place ids that scans take")
	List<ApiLocation> locations(@PathVariable String workspaceId) {
		return locations.pickerLocations(WorkspaceId.parse(workspaceId)).stream().map(ApiLocation::of).toList();
	}

	@GetMapping("/{workspaceId}/campaigns")
	@Operation(summary = "The workspace's campaigns: what each scans, on which schedule, and its state")
	List<ApiCampaign> campaigns(@PathVariable String workspaceId) {
		return campaigns.list(WorkspaceId.parse(workspaceId)).stream().map(ApiCampaign::of).toList();
	}

	@GetMapping("/{workspaceId}/campaigns/{campaignId}")
	@Operation(summary = "One campaign of the workspace, with its cost per run")
	ApiCampaign campaign(@PathVariable String workspaceId, @PathVariable String campaignId) {
		return ApiCampaign.of(campaigns.get(WorkspaceId.parse(workspaceId), CampaignId.parse(campaignId)));
	}

	@GetMapping("/{workspaceId}/credits")
	@Operation(summary = "The workspace's balance, this month's spend against its budget, and when it runs out")
	ApiCredits credits(@PathVariable String workspaceId) {
		return ApiCredits.of(credits.overview(WorkspaceId.parse(workspaceId)));
	}

	/** A malformed key in a path is a report that is not there, like a missing one. */
	private static ReportKey pathKey(String reportKey) {
		try {
			return ReportKey.of(reportKey);
		}
		catch (ValidationException malformed) {
			throw new NotFoundException("report");
		}
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
