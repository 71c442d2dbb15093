package app.locus.api;

import static app.locus.api.ToolArguments.WORKSPACE_ID;
import static app.locus.api.ToolArguments.day;
import static app.locus.api.ToolArguments.decimal;
import static app.locus.api.ToolArguments.number;
import static app.locus.api.ToolArguments.required;
import static app.locus.api.ToolArguments.text;
import static app.locus.api.ToolArguments.workspaceProperty;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import app.locus.base.OpaqueId;
import app.locus.base.ValidationException;
import app.locus.businessprofile.ProfileChange;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.modelcontextprotocol.server.McpStatelessServerFeatures.SyncToolSpecification;
import io.modelcontextprotocol.spec.McpSchema.ToolAnnotations;
import org.jspecify.annotations.Nullable;
import org.springframework.stereotype.Component;

/**
 * The MCP server's tools (DD221): the API's reads and its scan, answered by the same
 * controller methods and so by the same services and checks, as the token's admin
 * narrowed by its grant. A tool that spends answers first with what it would do and cost
 * (DD222).
 */
@Component
class McpTools {

	private static final String CONFIRMATION = "confirmation";

	private static final String CONFIRM_COST = "confirm_cost";

	private final WorkspacesApi api;

	private final ScansEndpoint scans;

	private final CampaignRunsEndpoint runs;

	private final ObjectMapper json;

	private final McpToolMaker tools;

	private final ProfileChangesEndpoint profiles;

	McpTools(McpToolMaker tools, WorkspacesApi api, ScansEndpoint scans, CampaignRunsEndpoint runs,
			ProfileChangesEndpoint profiles, ObjectMapper json) {
		this.tools = tools;
		this.api = api;
		this.scans = scans;
		this.runs = runs;
		this.profiles = profiles;
		this.json = json;
	}

	List<SyncToolSpecification> tools() {
		return List.of(
				tools.read("list_workspaces", "List workspaces",
						"The agency's client workspaces this token reaches, with their ids and names.", Map.of(),
						List.of(), arguments -> api.workspaces()),
				tools.read("list_reports", "List reports",
						"A workspace's stored rank reports, newest first, a page at a time, with ARP, ATRP and SoLV "
								+ "(SAIV on AI platforms).",
						reportProperties(), List.of(WORKSPACE_ID),
						arguments -> api.reports(required(arguments, WORKSPACE_ID), text(arguments, "type"),
								text(arguments, "keyword"), day(arguments, "from"), day(arguments, "to"),
								number(arguments, "offset", 0), number(arguments, "limit", WorkspacesApi.DEFAULT_LIMIT),
								text(arguments, "after"))),
				tools.read("list_campaigns", "List campaigns",
						"A workspace's campaigns: what each scans, on which schedule, its state and the credits per run.",
						Map.of(WORKSPACE_ID, workspaceProperty()), List.of(WORKSPACE_ID),
						arguments -> api.campaigns(required(arguments, WORKSPACE_ID))),
				tools.read("get_credits", "Get credits",
						"A workspace's credit balance, this month's spend against its budget, and when the planned runs "
								+ "would empty the balance.",
						Map.of(WORKSPACE_ID, workspaceProperty()), List.of(WORKSPACE_ID),
						arguments -> api.credits(required(arguments, WORKSPACE_ID))),
				tools.read("get_report", "Get a report",
						"One stored report: its summary, the service's record and, when data_points is true, every "
								+ "grid point with the rank there, the businesses ranked and, on AI platforms, "
								+ "whether the engine answered and the pages it cited. The same report is the "
								+ "resource " + McpReportResource.TEMPLATE + ".",
						reportKeyProperties(), List.of(WORKSPACE_ID, "type", "report_key"),
						arguments -> api.report(required(arguments, WORKSPACE_ID), required(arguments, "type"),
								required(arguments, "report_key"), Boolean.TRUE.equals(arguments.get("data_points")))),
				tools.read("list_locations", "List locations",
						"A workspace's saved locations (businesses), with the place ids that scans take.",
						Map.of(WORKSPACE_ID, workspaceProperty()), List.of(WORKSPACE_ID),
						arguments -> api.locations(required(arguments, WORKSPACE_ID))),
				tools.read("list_scans", "List scans",
						"A workspace's latest scans, newest first: settings, credits, state and the report made.",
						Map.of(WORKSPACE_ID, workspaceProperty()), List.of(WORKSPACE_ID),
						arguments -> scans.recent(required(arguments, WORKSPACE_ID))),
				tools.tool("run_scan", "Run a scan",
						"Runs a grid scan, which spends credits (one per grid point). Called "
								+ "without a confirmation it spends nothing and answers with what it would do, its cost, the "
								+ "balance after it and a confirmation; call it again with the same settings, that "
								+ "confirmation and confirm_cost to run the scan once. The same confirmation again never "
								+ "spends twice.",
						scanProperties(), List.of(WORKSPACE_ID, "place_id", "keyword", "radius"), spending(),
						this::runScan),
				tools
					.tool("run_campaign", "Run a campaign now", "Runs one of a workspace's campaigns now, which spends "
							+ "its credits per run. Called without a confirmation it spends nothing and answers with the "
							+ "campaign, its cost, the balance and a confirmation; call it again with that confirmation "
							+ "and confirm_cost to run it once. The same confirmation again never spends twice.",
							runProperties(), List.of(WORKSPACE_ID, "campaign_id"), spending(), this::runCampaign),
				tools.tool("change_profile", "Change a business profile",
						"Changes a location's Google Business Profile, "
								+ "with the editor's rules. Called without a confirmation it changes nothing and answers with "
								+ "what would change, field by field, the phrase a destructive change needs, whether it would "
								+ "wait for the client's approval, and a confirmation; call it again with the same change and "
								+ "that confirmation (and the phrase) to send it, or to propose it where the client approves "
								+ "changes. A change is an object with its type: {\"type\":\"create-post\",\"summary\":...}, "
								+ "{\"type\":\"reply-review\",\"itemId\":...,\"comment\":...}, "
								+ "{\"type\":\"delete-post\",\"itemId\":...}; the OpenAPI document at /api/v1/openapi.json "
								+ "describes every type.",
						profileProperties(), List.of(WORKSPACE_ID, "place_id", "change"),
						ToolAnnotations.builder()
							.readOnlyHint(false)
							.destructiveHint(true)
							.idempotentHint(false)
							.openWorldHint(true)
							.build(),
						this::changeProfile),
				tools.read("list_proposals", "List proposals",
						"A workspace's profile changes proposed to the client, newest first, with how each was decided.",
						Map.of(WORKSPACE_ID, workspaceProperty(), "pending_only",
								Map.of("type", "boolean", "description", "only those still waiting")),
						List.of(WORKSPACE_ID), arguments -> profiles.proposals(required(arguments, WORKSPACE_ID),
								Boolean.TRUE.equals(arguments.get("pending_only")))));
	}

	/**
	 * A preview with the confirmation of exactly this change, or the change sent or
	 * proposed when the confirmation matches it: an assistant cannot confirm one change
	 * and send another.
	 */
	private Object changeProfile(Map<String, Object> arguments) {
		String workspace = required(arguments, WORKSPACE_ID);
		String place = required(arguments, "place_id");
		ProfileChange change = profileChange(arguments.get("change"));
		ApiProfileChange body = new ApiProfileChange(change, text(arguments, "phrase"), text(arguments, "note"));
		String expected = ChangeConfirmation.of(workspace, place, change);
		String confirmation = text(arguments, CONFIRMATION);
		if (confirmation == null) {
			return new ChangePreviewAnswer(profiles.preview(workspace, place, body), expected);
		}
		if (!confirmation.equals(expected)) {
			throw ValidationException.of(CONFIRMATION,
					"This confirmation is for another change. Preview the change again and use its confirmation.");
		}
		return profiles.apply(workspace, place, body).getBody();
	}

	private ProfileChange profileChange(@Nullable Object change) {
		if (!(change instanceof Map<?, ?>)) {
			throw ValidationException.of("change", "Send the change as an object with its type.");
		}
		try {
			return json.convertValue(change, ProfileChange.class);
		}
		catch (IllegalArgumentException unreadable) {
			throw ValidationException.of("change",
					"This is not a change Locus knows; see the types in the OpenAPI document.");
		}
	}

	/** What {@code change_profile} would do, and the confirmation that sends it. */
	record ChangePreviewAnswer(ApiChangePreview preview, String confirmation, String next) {

		ChangePreviewAnswer(ApiChangePreview preview, String confirmation) {
			this(preview, confirmation, "Nothing was changed. To "
					+ (preview.awaitsApproval() ? "propose this change to the client" : "send this change")
					+ ", call change_profile again with the same change and confirmation \"" + confirmation + "\""
					+ (preview.phrase() == null ? "" : " and phrase \"" + preview.phrase() + "\"") + ".");
		}

	}

	/** As {@link #runScan}: a preview with a new confirmation, or the run it names. */
	private Object runCampaign(Map<String, Object> arguments) {
		String workspace = required(arguments, WORKSPACE_ID);
		String campaignId = required(arguments, "campaign_id");
		String confirmation = text(arguments, CONFIRMATION);
		if (confirmation == null) {
			ApiCampaign campaign = api.campaign(workspace, campaignId);
			return new RunPreview(campaign, api.credits(workspace).balance(), OpaqueId.next());
		}
		ApiRunRequest run = new ApiRunRequest(
				arguments.containsKey(CONFIRM_COST) ? number(arguments, CONFIRM_COST, 0) : null,
				Boolean.TRUE.equals(arguments.get("confirm_over_budget")));
		return runs.run(workspace, campaignId, confirmation, run).getBody();
	}

	/**
	 * What {@code run_campaign} would do: the campaign with its cost per run, the
	 * balance, and the confirmation to send back with {@code confirm_cost}.
	 */
	record RunPreview(ApiCampaign campaign, @Nullable Long balance, String confirmation, String next) {

		RunPreview(ApiCampaign campaign, @Nullable Long balance, String confirmation) {
			this(campaign, balance, confirmation,
					"Nothing was spent. To run this campaign now for " + campaign.creditsPerRun()
							+ " credits, call run_campaign again with confirmation \"" + confirmation
							+ "\" and confirm_cost " + campaign.creditsPerRun() + ".");
		}

	}

	/**
	 * A preview with a new confirmation, or the scan that confirmation names: its
	 * confirmation is the scan's idempotency key, so an assistant that calls again after
	 * a lost answer gets the same scan back.
	 */
	private Object runScan(Map<String, Object> arguments) {
		String workspace = required(arguments, WORKSPACE_ID);
		ApiScanRequest scan = new ApiScanRequest(text(arguments, "place_id"), text(arguments, "keyword"),
				arguments.containsKey("grid_size") ? number(arguments, "grid_size", 0) : null,
				decimal(arguments, "radius"), text(arguments, "unit"), text(arguments, "platform"),
				Boolean.TRUE.equals(arguments.get("ai_analysis")), null, null,
				arguments.containsKey(CONFIRM_COST) ? number(arguments, CONFIRM_COST, 0) : null,
				Boolean.TRUE.equals(arguments.get("confirm_duplicate")),
				Boolean.TRUE.equals(arguments.get("confirm_over_budget")));
		String confirmation = text(arguments, CONFIRMATION);
		if (confirmation == null) {
			return new ScanPreview(scans.quote(workspace, scan), OpaqueId.next());
		}
		return scans.run(workspace, confirmation, scan).getBody();
	}

	/**
	 * What {@code run_scan} would do: the quote, and the confirmation to send back with
	 * {@code confirm_cost} to run it.
	 */
	record ScanPreview(ApiScanQuote quote, String confirmation, String next) {

		ScanPreview(ApiScanQuote quote, String confirmation) {
			this(quote, confirmation,
					"Nothing was spent. To run this scan for " + quote.cost()
							+ " credits, call run_scan again with the same settings, confirmation \"" + confirmation
							+ "\" and confirm_cost " + quote.cost() + ".");
		}

	}

	private static ToolAnnotations spending() {
		return ToolAnnotations.builder()
			.readOnlyHint(false)
			.destructiveHint(false)
			.idempotentHint(true)
			.openWorldHint(true)
			.build();
	}

	private static Map<String, Object> reportProperties() {
		Map<String, Object> properties = new LinkedHashMap<>();
		properties.put(WORKSPACE_ID, workspaceProperty());
		properties.put("type", Map.of("type", "string", "enum",
				List.of("scan", "competitor", "trend", "location", "keyword", "campaign")));
		properties.put("keyword", Map.of("type", "string", "description", "text anywhere in the keyword, any case"));
		properties.put("from", Map.of("type", "string", "format", "date", "description", "first day, inclusive"));
		properties.put("to", Map.of("type", "string", "format", "date", "description", "last day, inclusive"));
		properties.put("offset", Map.of("type", "integer", "minimum", 0));
		properties.put("limit", Map.of("type", "integer", "minimum", 1, "maximum", 500));
		properties.put("after", Map.of("type", "string", "description",
				"the next cursor of the previous page, for the page after it; instead of offset"));
		return properties;
	}

	private static Map<String, Object> profileProperties() {
		Map<String, Object> properties = new LinkedHashMap<>();
		properties.put(WORKSPACE_ID, workspaceProperty());
		properties.put("place_id", Map.of("type", "string", "description",
				"a location's place id from list_locations; it must be linked to its Google Business Profile"));
		properties.put("change", Map.of("type", "object", "description", "the change, with its type", "properties",
				Map.of("type", Map.of("type", "string")), "required", List.of("type")));
		properties.put("phrase", Map.of("type", "string", "description", "the phrase a destructive change needs"));
		properties.put("note", Map.of("type", "string", "description", "a note for the client with a proposal"));
		properties.put(CONFIRMATION,
				Map.of("type", "string", "description", "from this tool's preview; leave out to preview first"));
		return properties;
	}

	private static Map<String, Object> runProperties() {
		Map<String, Object> properties = new LinkedHashMap<>();
		properties.put(WORKSPACE_ID, workspaceProperty());
		properties.put("campaign_id", Map.of("type", "string", "description", "a campaign's id from list_campaigns"));
		properties.put(CONFIRMATION,
				Map.of("type", "string", "description", "from this tool's preview; leave out to see the cost first"));
		properties.put(CONFIRM_COST, Map.of("type", "integer", "description", "the cost the preview gave"));
		properties.put("confirm_over_budget",
				Map.of("type", "boolean", "description", "run although it passes the monthly budget"));
		return properties;
	}

	private static Map<String, Object> reportKeyProperties() {
		Map<String, Object> properties = new LinkedHashMap<>();
		properties.put(WORKSPACE_ID, workspaceProperty());
		properties.put("type", Map.of("type", "string", "enum",
				List.of("scan", "competitor", "trend", "location", "keyword", "campaign")));
		properties.put("report_key", Map.of("type", "string", "description", "a report's key from list_reports"));
		properties.put("data_points", Map.of("type", "boolean", "description", "include every grid point"));
		return properties;
	}

	private static Map<String, Object> scanProperties() {
		Map<String, Object> properties = new LinkedHashMap<>();
		properties.put(WORKSPACE_ID, workspaceProperty());
		properties.put("place_id",
				Map.of("type", "string", "description", "a saved location's place id from list_locations"));
		properties.put("keyword", Map.of("type", "string", "description", "the search term, as a customer types it"));
		properties.put("grid_size", Map.of("type", "integer", "enum", List.of(3, 5, 7, 9, 11, 13, 15), "description",
				"points per side; 7 unless given"));
		properties.put("radius", Map.of("type", "number", "minimum", 0.1, "maximum", 100, "description",
				"from the centre to the grid's edge, in the unit"));
		properties.put("unit", Map.of("type", "string", "enum", List.of("mi", "km")));
		properties.put("platform", Map.of("type", "string", "enum",
				List.of("google", "apple", "gaio", "chatgpt", "gemini", "grok", "aimode")));
		properties.put("ai_analysis", Map.of("type", "boolean", "description", "google only"));
		properties.put(CONFIRMATION,
				Map.of("type", "string", "description", "from this tool's preview; leave out to see the cost first"));
		properties.put(CONFIRM_COST, Map.of("type", "integer", "description", "the cost the preview gave"));
		properties.put("confirm_duplicate",
				Map.of("type", "boolean", "description", "run although the same scan ran minutes ago"));
		properties.put("confirm_over_budget",
				Map.of("type", "boolean", "description", "run although it passes the monthly budget"));
		return properties;
	}

}
