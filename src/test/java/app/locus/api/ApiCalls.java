package app.locus.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import io.modelcontextprotocol.spec.McpSchema.TextContent;

/** What the API's tests share: an MCP client with a token, and reading answers. */
final class ApiCalls {

	static final ObjectMapper JSON = new ObjectMapper();

	private ApiCalls() {
	}

	/** The official SDK's client for the server on this port, with the token's header. */
	static McpSyncClient mcp(int port, String token) {
		HttpClientStreamableHttpTransport transport = HttpClientStreamableHttpTransport
			.builder("http://127.0.0.1:" + port)
			.endpoint(McpServerConfig.PATH)
			.requestBuilder(HttpRequest.newBuilder().header("Authorization", "Bearer " + token))
			.build();
		return McpClient.sync(transport).requestTimeout(Duration.ofSeconds(60)).build();
	}

	/** A tool's answer, which must not be an error, as JSON. */
	static JsonNode answer(CallToolResult result) {
		assertThat(result.isError()).as(text(result)).isNotEqualTo(Boolean.TRUE);
		return read(text(result));
	}

	static String text(CallToolResult result) {
		return ((TextContent) result.content().get(0)).text();
	}

	/** An HTTP answer, which must have this status, as JSON. */
	static JsonNode json(HttpResponse<String> answer, int status) {
		assertThat(answer.statusCode()).as(answer.body()).isEqualTo(status);
		return read(answer.body());
	}

	static JsonNode read(String body) {
		try {
			return JSON.readTree(body);
		}
		catch (JsonProcessingException ex) {
			throw new AssertionError("Not JSON: " + body, ex);
		}
	}

}
