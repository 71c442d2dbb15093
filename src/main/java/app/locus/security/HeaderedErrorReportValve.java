package app.locus.security;

import org.apache.catalina.connector.Request;
import org.apache.catalina.connector.Response;
import org.apache.catalina.valves.ErrorReportValve;

/**
 * Tomcat's page for a request it refuses before any filter of ours runs (a bad request
 * line, an invalid header): only the status, no report and no server version, with the
 * same browser-side defences as every other answer, and a policy that allows the page
 * nothing but its own inline style (DD187).
 */
public class HeaderedErrorReportValve extends ErrorReportValve {

	static final String POLICY = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; "
			+ "form-action 'none'; frame-ancestors 'none'";

	public HeaderedErrorReportValve() {
		setShowReport(false);
		setShowServerInfo(false);
	}

	@Override
	protected void report(Request request, Response response, Throwable throwable) {
		if (!response.isCommitted() && response.getHeader("Content-Security-Policy") == null) {
			response.setHeader("Content-Security-Policy", POLICY);
			response.setHeader("Referrer-Policy", "no-referrer");
			response.setHeader("Permissions-Policy", SecurityHeaders.PERMISSIONS);
			response.setHeader("X-Content-Type-Options", "nosniff");
			response.setHeader("X-Frame-Options", "DENY");
		}
		super.report(request, response, throwable);
	}

}
