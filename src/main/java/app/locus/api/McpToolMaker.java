package app.locus.api;

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
import org.springframework.stereotype.Component;

/**
 * Makes an MCP tool of an API call: its JSON schema, its hints, and a handler that runs
 * the call as the request's token and answers with the API's JSON. A refusal is a tool
 * error in the service's words, which an assistant can read and act on; it is never a
 * protocol error.
 */
@Component
class McpToolMaker {

	private final ObjectMapper json;

	McpToolMaker(ObjectMapper json) {
		this.json = json;
	}

	SyncToolSpecification read(String name, String title, String description, Map<String, Object> properties,
			List<String> required, Function<Map<String, Object>, Object> answer) {
		return tool(name, title, description, properties, required,
				ToolAnnotations.builder()
					.readOnlyHint(true)
					.destructiveHint(false)
					.idempotentHint(true)
					.openWorldHint(false)
					.build(),
				answer);
	}

	SyncToolSpecification tool(String name, String title, String description, Map<String, Object> properties,
			List<String> required, ToolAnnotations hints, Function<Map<String, Object>, Object> answer) {
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
			.annotations(new ToolAnnotations(title, hints.readOnlyHint(), hints.destructiveHint(),
					hints.idempotentHint(), hints.openWorldHint(), null))
			.build();
		return SyncToolSpecification.builder()
			.tool(tool)
			.callHandler((context, request) -> asCaller(context, request, answer))
			.build();
	}

	/** Runs the tool as the request's token, and turns a refusal into a tool error. */
	private CallToolResult asCaller(McpTransportContext context, CallToolRequest request,
			Function<Map<String, Object>, Object> answer) {
		return McpCaller.as(context, () -> {
			try {
				Map<String, Object> arguments = request.arguments() == null ? Map.of() : request.arguments();
				return CallToolResult.builder()
					.addTextContent(json.writeValueAsString(answer.apply(arguments)))
					.build();
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
		});
	}

	private static CallToolResult error(String message) {
		return CallToolResult.builder().addTextContent(message).isError(true).build();
	}

}
