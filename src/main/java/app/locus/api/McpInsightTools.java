package app.locus.api;

import static app.locus.api.ToolArguments.PLACE_ID;
import static app.locus.api.ToolArguments.WORKSPACE_ID;
import static app.locus.api.ToolArguments.number;
import static app.locus.api.ToolArguments.required;
import static app.locus.api.ToolArguments.text;
import static app.locus.api.ToolArguments.workspaceProperty;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import io.modelcontextprotocol.server.McpStatelessServerFeatures.SyncToolSpecification;
import org.springframework.stereotype.Component;

/**
 * The MCP server's tools that only read what the portal knows of a client beyond its
 * reports: AI visibility, keyword lists, alerts, client reports and the live business
 * profile, by the same controller methods as the API.
 */
@Component
class McpInsightTools {

	private static final int PROFILE_PAGE = 20;

	private final McpToolMaker tools;

	private final ClientInsightsApi insights;

	private final ClientReportsApi clientReports;

	private final BusinessProfilesApi profiles;

	McpInsightTools(McpToolMaker tools, ClientInsightsApi insights, ClientReportsApi clientReports,
			BusinessProfilesApi profiles) {
		this.tools = tools;
		this.insights = insights;
		this.clientReports = clientReports;
		this.profiles = profiles;
	}

	List<SyncToolSpecification> tools() {
		Map<String, Object> workspace = Map.of(WORKSPACE_ID, workspaceProperty());
		return List.of(tools.read("get_ai_visibility", "Get AI visibility",
				"How often the answers of ChatGPT, Gemini, Grok, AI Overviews and AI Mode name the client, per "
						+ "keyword, as the share of grid points with its 95 % interval, against the period before. "
						+ "A change counts only as rose or fell; within-noise means the difference is what repeated "
						+ "answers vary by, and should not be reported as a change. Also the businesses named "
						+ "instead, and the sites the answers cited.",
				placeProperties(false), List.of(WORKSPACE_ID),
				arguments -> insights.aiVisibility(required(arguments, WORKSPACE_ID), text(arguments, PLACE_ID))),
				tools.read("list_keyword_lists", "List keyword lists",
						"A workspace's named keyword lists, with their keywords.", workspace, List.of(WORKSPACE_ID),
						arguments -> insights.keywordLists(required(arguments, WORKSPACE_ID))),
				tools.read("list_alerts", "List alerts",
						"The newest alerts about a workspace (rank drops, credits running low, poor reviews, profile "
								+ "changes by Google), newest first.",
						workspace, List.of(WORKSPACE_ID),
						arguments -> insights.alerts(required(arguments, WORKSPACE_ID))),
				tools.read("list_client_reports", "List client reports",
						"The branded PDF reports made for a workspace's client, newest first; each pdf path "
								+ "downloads it from the REST API with the same token.",
						workspace, List.of(WORKSPACE_ID),
						arguments -> clientReports.history(required(arguments, WORKSPACE_ID))),
				tools.read("get_business_profile", "Get a business profile",
						"A linked location's live Google Business Profile, as the platform holds it.",
						placeProperties(true), List.of(WORKSPACE_ID, PLACE_ID),
						arguments -> profiles.profile(required(arguments, WORKSPACE_ID),
								required(arguments, PLACE_ID))),
				tools.read("list_reviews", "List reviews",
						"A linked location's reviews with the owner's replies, newest first, a page at a time.",
						pageProperties(), List.of(WORKSPACE_ID, PLACE_ID),
						arguments -> profiles.reviews(required(arguments, WORKSPACE_ID), required(arguments, PLACE_ID),
								number(arguments, "limit", PROFILE_PAGE), text(arguments, "next"))),
				tools.read("list_posts", "List posts", "A linked location's posts, newest first, a page at a time.",
						pageProperties(), List.of(WORKSPACE_ID, PLACE_ID),
						arguments -> profiles.posts(required(arguments, WORKSPACE_ID), required(arguments, PLACE_ID),
								number(arguments, "limit", PROFILE_PAGE), text(arguments, "next"))));
	}

	private static Map<String, Object> placeProperties(boolean linked) {
		Map<String, Object> properties = new LinkedHashMap<>();
		properties.put(WORKSPACE_ID, workspaceProperty());
		properties.put(PLACE_ID,
				Map.of("type", "string", "description",
						linked ? "a location's place id from list_locations, linked to its Google Business Profile"
								: "a location's place id from list_locations; the first with AI scans when left out"));
		return properties;
	}

	private static Map<String, Object> pageProperties() {
		Map<String, Object> properties = placeProperties(true);
		properties.put("limit", Map.of("type", "integer", "minimum", 1, "maximum", BusinessProfilesApi.MAX_LIMIT));
		properties.put("next", Map.of("type", "string", "description", "the nextToken of the previous page"));
		return properties;
	}

}
