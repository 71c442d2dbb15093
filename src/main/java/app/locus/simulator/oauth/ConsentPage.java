package app.locus.simulator.oauth;

import java.util.Collection;
import java.util.Map;

import app.locus.simulator.http.SimRequest;
import app.locus.simulator.state.SimAccount;

/**
 * The consent page a person sees when an app asks to connect: pick an account, approve or
 * decline. It posts the authorization request back with the decision.
 */
final class ConsentPage {

	private ConsentPage() {
	}

	static String render(SimRequest request, Collection<SimAccount> accounts) {
		StringBuilder html = new StringBuilder();
		html.append("<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\">")
			.append("<title>Connect to Local Visibility (simulator)</title></head><body>")
			.append("<h1>Connect an app to your Local Visibility account</h1>")
			.append("<p>The app <strong>")
			.append(escape(first(request, "client_id")))
			.append("</strong> asks for access. This is the simulator: choose a demo account.</p>")
			.append("<form method=\"post\" action=\"")
			.append(escape(request.baseUrl()))
			.append("/oauth-v2/authorize\">");
		for (Map.Entry<String, String> field : request.fields()) {
			if (!field.getKey().equals("decision") && !field.getKey().equals("account")) {
				html.append("<input type=\"hidden\" name=\"")
					.append(escape(field.getKey()))
					.append("\" value=\"")
					.append(escape(field.getValue()))
					.append("\">");
			}
		}
		html.append("<label>Account <select name=\"account\" id=\"account\">");
		for (SimAccount account : accounts) {
			html.append("<option value=\"")
				.append(escape(account.id()))
				.append("\">")
				.append(escape(account.name()))
				.append("</option>");
		}
		html.append("</select></label> ")
			.append("<button type=\"submit\" name=\"decision\" value=\"approve\" id=\"approve\">Approve</button> ")
			.append("<button type=\"submit\" name=\"decision\" value=\"deny\" id=\"deny\">Decline</button>")
			.append("</form></body></html>");
		return html.toString();
	}

	private static String first(SimRequest request, String name) {
		return request.fields()
			.stream()
			.filter(f -> f.getKey().equals(name))
			.map(Map.Entry::getValue)
			.findFirst()
			.orElse("");
	}

	private static String escape(String text) {
		return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
	}

}
