package app.locus.api;

import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

import app.locus.base.LocusException;
import app.locus.base.ValidationException;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.modelcontextprotocol.common.McpTransportContext;
import io.modelcontextprotocol.server.McpStatelessServerFeatures.SyncToolSpecification;
import io.modelcontextprotocol.spec.McpSchema.CallToolRequest;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import io.modelcontextprotocol.spec.McpSchema.Tool;
import io.modelcontextprotocol.spec.McpSchema.ToolAnnotations;
import org.jspecify.annotations.Nullable;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.context.SecurityContext;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.stereotype.Component;

/**
 * The MCP server's tools (DD221): the API's reads, answered by the same controller
 * methods and so by the same services and checks, as the token's admin narrowed by its
 * grant. A refusal is a tool error in the service's words, which an assistant can read
 * and act on; it is never a protocol error.
 */
@Component
class McpTools {

	/** The transport context's key for the request's sign-in. */
	static final String SIGN_IN = "locus.signIn";

	private static final String WORKSPACE_ID = "workspace_id";

	private final WorkspacesApi api;

	private final ObjectMapper json;

	McpTools(WorkspacesApi api, ObjectMapper json) {
		this.api = api;
		this.json = json;
	}

	List<SyncToolSpecification> tools() {
		return List.of(
				read("list_workspaces", "List workspaces",
						"The agency's client workspaces this token reaches, with their ids and names.", Map.of(),
						List.of(), arguments -> api.workspaces()),
				read("list_reports", "List reports",
						"A workspace's stored rank reports, newest first, a page at a time, with ARP, ATRP and SoLV "
								+ "(SAIV on AI platforms).",
						reportProperties(), List.of(WORKSPACE_ID),
						arguments -> api.reports(required(arguments, WORKSPACE_ID), text(arguments, "type"),
								text(arguments, "keyword"), day(arguments, "from"), day(arguments, "to"),
								number(arguments, "offset", 0),
								number(arguments, "limit", WorkspacesApi.DEFAULT_LIMIT))),
				read("list_campaigns", "List campaigns",
						"A workspace's campaigns: what each scans, on which schedule, its state and the credits per run.",
						Map.of(WORKSPACE_ID, workspaceProperty()), List.of(WORKSPACE_ID),
						arguments -> api.campaigns(required(arguments, WORKSPACE_ID))),
				read("get_credits", "Get credits",
						"A workspace's credit balance, this month's spend against its budget, and when the planned runs "
								+ "would empty the balance.",
						Map.of(WORKSPACE_ID, workspaceProperty()), List.of(WORKSPACE_ID),
						arguments -> api.credits(required(arguments, WORKSPACE_ID))));
	}

	private SyncToolSpecification read(String name, String title, String description, Map<String, Object> properties,
			List<String> required, Function<Map<String, Object>, Object> answer) {
		Map<String, Object> schema = new LinkedHashMap<>();
		schema.put("type", "object");
		schema.put("properties", properties);
		schema.put("required", required);
		schema.put("additionalProperties", false);
		Tool tool = Tool.builder()
			.name(name)
			.title(title)
			.description(description)
			.inputSchema(schema)
			.annotations(ToolAnnotations.builder()
				.title(title)
				.readOnlyHint(true)
				.destructiveHint(false)
				.idempotentHint(true)
				.openWorldHint(false)
				.build())
			.build();
		return SyncToolSpecification.builder()
			.tool(tool)
			.callHandler((context, request) -> asCaller(context, request, answer))
			.build();
	}

	/** Runs the tool as the request's token, and turns a refusal into a tool error. */
	private CallToolResult asCaller(McpTransportContext context, CallToolRequest request,
			Function<Map<String, Object>, Object> answer) {
		SecurityContext previous = SecurityContextHolder.getContext();
		SecurityContext caller = SecurityContextHolder.createEmptyContext();
		caller.setAuthentication((Authentication) context.get(SIGN_IN));
		SecurityContextHolder.setContext(caller);
		try {
			Map<String, Object> arguments = request.arguments() == null ? Map.of() : request.arguments();
			return CallToolResult.builder().addTextContent(json.writeValueAsString(answer.apply(arguments))).build();
		}
		catch (ValidationException refusal) {
			return error(String.join(" ",
					refusal.fieldErrors()
						.entrySet()
						.stream()
						.map(field -> field.getKey() + ": " + field.getValue())
						.toList()));
		}
		catch (LocusException refusal) {
			return error(refusal.getMessage());
		}
		catch (JsonProcessingException failure) {
			throw new IllegalStateException("An answer of the API could not be written as JSON", failure);
		}
		finally {
			SecurityContextHolder.setContext(previous);
		}
	}

	private static CallToolResult error(String message) {
		return CallToolResult.builder().addTextContent(message).isError(true).build();
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
		return properties;
	}

	private static Map<String, Object> workspaceProperty() {
		return Map.of("type", "string", "description", "a workspace id from list_workspaces");
	}

	private static @Nullable String text(Map<String, Object> arguments, String name) {
		Object value = arguments.get(name);
		return value == null ? null : value.toString();
	}

	private static String required(Map<String, Object> arguments, String name) {
		String value = text(arguments, name);
		if (value == null || value.isBlank()) {
			throw ValidationException.of(name, "This value is required.");
		}
		return value;
	}

	private static @Nullable LocalDate day(Map<String, Object> arguments, String name) {
		String value = text(arguments, name);
		try {
			return value == null ? null : LocalDate.parse(value);
		}
		catch (DateTimeParseException ex) {
			throw ValidationException.of(name, "Give a day as YYYY-MM-DD.");
		}
	}

	private static int number(Map<String, Object> arguments, String name, int otherwise) {
		Object value = arguments.get(name);
		if (value == null) {
			return otherwise;
		}
		if (value instanceof Number given && given.doubleValue() == given.intValue()) {
			return given.intValue();
		}
		throw ValidationException.of(name, "Give a whole number.");
	}

}
