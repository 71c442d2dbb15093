package app.locus.tenancy;

import java.net.URI;

import javax.naming.NamingException;

import app.locus.base.net.OutboundHttp;
import app.locus.base.net.OutboundHttp.Fetched;

import org.jspecify.annotations.Nullable;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;
import org.springframework.web.client.RestClientException;

/**
 * Checks that whoever controls a host name published an agency's token for it (DD113): as
 * the TXT record {@code _locus-verify.<host>}, or as the whole body of
 * {@code http://<host>/.well-known/locus-verification/<token>}. The web check goes
 * through {@link OutboundHttp}: public addresses only, the checked address pinned, no
 * redirects. {@code locus.hosting.verification.http-port} (80) is for the tests, whose
 * web server listens on a random port.
 */
@Component
class HostVerifier {

	private static final int MAX_BODY = 1024;

	private final TxtRecords txt;

	private final OutboundHttp http;

	private final int httpPort;

	HostVerifier(TxtRecords txt, OutboundHttp http, @Value("${locus.hosting.verification.http-port:80}") int httpPort) {
		this.txt = txt;
		this.http = http;
		this.httpPort = httpPort;
	}

	/** What a check found. */
	record Check(boolean verified, String result) {
	}

	Check check(AgencyHost host) {
		String dns = dnsCheck(host);
		if (dns == null) {
			return new Check(true, "Found the TXT record " + host.dnsRecordName() + ".");
		}
		String web = webCheck(host);
		if (web == null) {
			return new Check(true, "Found the token at " + host.wellKnownUrl() + ".");
		}
		return new Check(false, dns + " " + web);
	}

	/** Null when the record holds the token, otherwise what was wrong. */
	private @Nullable String dnsCheck(AgencyHost host) {
		try {
			return txt.of(host.dnsRecordName()).contains(host.token()) ? null
					: "No TXT record " + host.dnsRecordName() + " with the token.";
		}
		catch (NamingException ex) {
			return "The DNS did not answer for " + host.dnsRecordName() + ".";
		}
	}

	private @Nullable String webCheck(AgencyHost host) {
		URI uri = URI.create("http://" + host.name().value() + (httpPort == 80 ? "" : ":" + httpPort)
				+ AgencyHost.WELL_KNOWN_PATH + host.token());
		try {
			Fetched answer = http.get(uri, "text/plain", MAX_BODY);
			if (answer.ok() && answer.body().strip().equals(host.token())) {
				return null;
			}
			return "The web address answered " + answer.status() + " without the token.";
		}
		catch (RestClientException ex) {
			return "The web address could not be fetched (" + reason(ex) + ").";
		}
	}

	private static String reason(Throwable ex) {
		Throwable cause = ex;
		while (cause.getCause() != null) {
			cause = cause.getCause();
		}
		return cause instanceof app.locus.base.net.RefusedAddressException ? "not a public address"
				: cause.getClass().getSimpleName();
	}

}
