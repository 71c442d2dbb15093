package app.locus.api;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import app.locus.base.LocusException;
import app.locus.base.NotFoundException;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.modelcontextprotocol.server.McpStatelessServerFeatures.SyncResourceTemplateSpecification;
import io.modelcontextprotocol.spec.McpError;
import io.modelcontextprotocol.spec.McpSchema.ErrorCodes;
import io.modelcontextprotocol.spec.McpSchema.ReadResourceResult;
import io.modelcontextprotocol.spec.McpSchema.ResourceTemplate;
import io.modelcontextprotocol.spec.McpSchema.TextResourceContents;
import org.springframework.stereotype.Component;

/**
 * Reports as MCP resources: one template, so that an assistant can attach a report it
 * found with {@code list_reports} as context. The list of resources is left empty on
 * purpose: it would be the same for every token on a stateless server, and which reports
 * a token reaches is for the tools to say.
 */
@Component
class McpReportResource {

	static final String TEMPLATE = "locus://workspaces/{workspace_id}/reports/{type}/{report_key}";

	private static final Pattern URI = Pattern.compile("locus://workspaces/([^/]+)/reports/([^/]+)/([^/]+)");

	private static final String JSON = "application/json";

	private final WorkspacesApi api;

	private final ObjectMapper json;

	McpReportResource(WorkspacesApi api, ObjectMapper json) {
		this.api = api;
		this.json = json;
	}

	SyncResourceTemplateSpecification template() {
		ResourceTemplate template = new ResourceTemplate(TEMPLATE, "report", "A stored report",
				"One stored report with every grid point, as get_report with data_points.", JSON, null);
		return new SyncResourceTemplateSpecification(template,
				(context, request) -> McpCaller.as(context, () -> read(request.uri())));
	}

	private ReadResourceResult read(String uri) {
		Matcher parts = URI.matcher(uri);
		if (!parts.matches()) {
			throw McpError.RESOURCE_NOT_FOUND.apply(uri);
		}
		try {
			ApiReportDetail report = api.report(parts.group(1), parts.group(2), parts.group(3), true);
			return new ReadResourceResult(
					List.of(new TextResourceContents(uri, JSON, json.writeValueAsString(report))));
		}
		catch (NotFoundException missing) {
			throw McpError.RESOURCE_NOT_FOUND.apply(uri);
		}
		catch (LocusException refusal) {
			throw McpError.builder(ErrorCodes.INVALID_PARAMS).message(refusal.getMessage()).build();
		}
		catch (JsonProcessingException failure) {
			throw new IllegalStateException("A report could not be written as JSON", failure);
		}
	}

}
