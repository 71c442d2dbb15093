package app.locus.support;

import app.locus.fixtures.TestDnsServer;
import app.locus.fixtures.TestWebRoot;

/**
 * What integration tests have instead of the internet, once per JVM and only on
 * 127.0.0.1: a DNS server for verification TXT records and a web server that answers for
 * any host name (agencies' well-known verification URLs, identity providers' discovery
 * documents). {@link OutsideWorldInitializer} points the application at them.
 */
public final class OutsideWorld {

	public static final TestDnsServer DNS = new TestDnsServer();

	public static final TestWebRoot WEB = new TestWebRoot();

	private OutsideWorld() {
	}

	/**
	 * An issuer on loopback whose discovery document names it and endpoints beside it;
	 * nothing behind those endpoints, so it serves settings, not sign-ins.
	 */
	public static String issuer() {
		String issuer = "http://localhost:" + WEB.port();
		WEB.publish("localhost", "/.well-known/openid-configuration", "application/json", """
				{"issuer":"%1$s","authorization_endpoint":"%1$s/authorize","token_endpoint":"%1$s/token",
				"jwks_uri":"%1$s/jwks","userinfo_endpoint":"%1$s/userinfo"}""".formatted(issuer));
		return issuer;
	}

}
