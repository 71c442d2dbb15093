package app.locus.api;

import java.util.Map;
import java.util.stream.Stream;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.modelcontextprotocol.common.McpTransportContext;
import io.modelcontextprotocol.json.jackson2.JacksonMcpJsonMapper;
import io.modelcontextprotocol.server.McpServer;
import io.modelcontextprotocol.server.McpStatelessSyncServer;
import io.modelcontextprotocol.server.transport.HttpServletStatelessServerTransport;
import io.modelcontextprotocol.spec.McpSchema.ServerCapabilities;
import org.springframework.boot.web.servlet.ServletRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.context.SecurityContextHolder;

/**
 * The MCP server at {@code /mcp} (DD221): the official Java SDK's stateless Streamable
 * HTTP transport as a servlet behind the API's security chain, so every request comes
 * with its bearer token and no node keeps a session. Tools run on the request's thread.
 */
@Configuration(proxyBeanMethods = false)
class McpServerConfig {

	static final String PATH = "/mcp";

	@Bean
	HttpServletStatelessServerTransport mcpTransport(ObjectMapper json) {
		return HttpServletStatelessServerTransport.builder()
			.jsonMapper(new JacksonMcpJsonMapper(json))
			.messageEndpoint(PATH)
			.contextExtractor(request -> {
				Authentication signIn = SecurityContextHolder.getContext().getAuthentication();
				return signIn == null ? McpTransportContext.EMPTY
						: McpTransportContext.create(Map.of(McpCaller.SIGN_IN, signIn));
			})
			.build();
	}

	@Bean
	ServletRegistrationBean<HttpServletStatelessServerTransport> mcpServlet(
			HttpServletStatelessServerTransport transport) {
		ServletRegistrationBean<HttpServletStatelessServerTransport> servlet = new ServletRegistrationBean<>(transport,
				PATH);
		servlet.setName("mcp");
		return servlet;
	}

	@Bean(destroyMethod = "close")
	McpStatelessSyncServer mcpServer(HttpServletStatelessServerTransport transport, McpTools tools,
			McpInsightTools insights, McpReportResource reports, ObjectMapper json) {
		return McpServer.sync(transport)
			.serverInfo("Locus", "1")
			.instructions("Locus runs local-search visibility work for an agency's clients. Start with "
					+ "list_workspaces; every other tool takes one of its workspace ids.")
			.jsonMapper(new JacksonMcpJsonMapper(json))
			.capabilities(ServerCapabilities.builder().tools(false).resources(false, false).build())
			.immediateExecution(true)
			.tools(Stream.concat(tools.tools().stream(), insights.tools().stream()).toList())
			.resourceTemplates(reports.template())
			.build();
	}

}
