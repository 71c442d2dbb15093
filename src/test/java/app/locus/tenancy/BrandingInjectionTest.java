package app.locus.tenancy;

import app.locus.base.Role;
import app.locus.fixtures.TestHosts;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import app.locus.base.OpaqueId;
import app.locus.fixtures.FieldErrors;
import app.locus.fixtures.HostBrowser;
import app.locus.fixtures.TestImages;
import app.locus.identity.IdentityProviderService;
import app.locus.support.IntegrationTest;
import app.locus.tenancy.TestTenants.TestAgency;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Attribute;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * Attempts to smuggle CSS, HTML or script into every branding field (name, colour, logo,
 * host names, identity-provider settings): each is refused at the service, and what is
 * accepted reaches the login page, its style and its title only as plain text.
 */
@IntegrationTest
class BrandingInjectionTest {

	static final List<String> PAYLOADS = List.of("red;background:url(x)", "#fff;background:url(javascript:alert(1))",
			"</style><script>alert(1)</script>", "\"><img src=x onerror=alert(1)>", "javascript:alert(1)",
			"expression(alert(1))", "#12345g", "#1234567", "rgb(1,2,3)", "summіt.localhost", "summit.localhost/x",
			"summit\u202Etsoh", "a\u200Bb.localhost", "evil.localhost:8080", "*.localhost", "x\u0000y", "%3Cscript%3E",
			"'-alert(1)-'", "url(//evil.test)");

	@LocalServerPort
	int port;

	@Autowired
	AgencyProvisioning provisioning;

	@Autowired
	BrandingService branding;

	@Autowired
	HostNameService hostNames;

	@Autowired
	IdentityProviderService identityProviders;

	TestAgency agency;

	@BeforeEach
	void admin() {
		agency = new TestTenants(provisioning).agency();
		TestTenants.signIn(agency.user(Role.AGENCY_ADMIN));
	}

	@AfterEach
	void signOut() {
		TestTenants.signOut();
	}

	static List<String> payloads() {
		return PAYLOADS;
	}

	@ParameterizedTest
	@MethodSource("payloads")
	void no_payload_is_accepted_as_a_colour_a_host_name_or_an_identity_provider_setting(String payload) {
		assertThat(FieldErrors.of(() -> branding.update("Agency", payload))).containsOnlyKeys("primaryColour");
		assertThat(FieldErrors.of(() -> hostNames.add(payload))).containsOnlyKeys("host");
		assertThat(FieldErrors.of(() -> identityProviders.save("Okta", payload, "client", "secret-1", "example.com")))
			.as("issuer")
			.containsOnlyKeys("issuerUri");
		assertThat(FieldErrors
			.of(() -> identityProviders.save("Okta", "https://login.example.com", "client", "secret-1", payload)))
			.as("allowed domains")
			.containsOnlyKeys("allowedDomains");
		assertThat(hostNames.hosts()).isEmpty();
		assertThat(identityProviders.current()).isEmpty();
		assertThat(branding.current().colour()).isEqualTo(BrandColour.DEFAULT);
	}

	@Test
	void display_names_with_markup_or_hidden_characters_are_refused() {
		for (String name : List.of("</style><script>alert(1)</script>", "\"><img src=x onerror=alert(1)>",
				"Summit\u202Egnp.exe", "Sum\u200Bmit", "Summit\u0000", "<b>Summit</b>")) {
			assertThat(FieldErrors.of(() -> branding.update(name, "#b45309"))).as(name).containsOnlyKeys("displayName");
		}
	}

	@Test
	void provider_names_with_markup_or_hidden_characters_are_refused() {
		for (String name : List.of("</style><script>alert(1)</script>", "\"><img src=x onerror=alert(1)>",
				"javascript:alert(1)", "red;background:url(x)", "Okta\u202E", "Ok\u200Bta", "%3Cscript%3E")) {
			assertThat(FieldErrors.of(() -> identityProviders.save(name, "https://login.example.com", "client",
					"secret-1", "example.com")))
				.as(name)
				.containsOnlyKeys("providerName");
		}
		assertThat(identityProviders.current()).isEmpty();
	}

	@Test
	void client_ids_with_markup_or_spaces_are_refused() {
		for (String clientId : List.of("\"><img src=x onerror=alert(1)>", "a b", "client\u202E")) {
			assertThat(FieldErrors.of(() -> identityProviders.save("Okta", "https://login.example.com", clientId,
					"secret-1", "example.com")))
				.as(clientId)
				.containsOnlyKeys("clientId");
		}
	}

	@Test
	void a_logo_that_is_markup_is_refused_and_bytes_after_an_image_do_not_survive() throws IOException {
		for (String markup : List.of("<svg xmlns=\"http://www.w3.org/2000/svg\" onload=\"alert(1)\"/>",
				"<html><script>alert(1)</script></html>", "GIF89a<script>alert(1)</script>")) {
			assertThat(FieldErrors.of(() -> branding.replaceLogo(markup.getBytes(StandardCharsets.UTF_8))))
				.containsOnlyKeys("logo");
		}
		ByteArrayOutputStream polyglot = new ByteArrayOutputStream();
		polyglot.write(TestImages.png());
		polyglot.write("<script>alert(1)</script>".getBytes(StandardCharsets.UTF_8));

		branding.replaceLogo(polyglot.toByteArray());

		byte[] stored = branding.logo(agency.id()).orElseThrow();
		assertThat(new String(stored, StandardCharsets.ISO_8859_1)).doesNotContain("<script");
	}

	@Test
	void accepted_names_reach_the_login_page_title_and_style_only_as_text() throws IOException {
		String host = "inject-" + OpaqueId.next().substring(0, 8) + ".localhost";
		TestHosts.addVerified(hostNames, host);
		try (HostBrowser browser = new HostBrowser(port)) {
			for (String name : List.of("\" onmouseover=\"alert(1)", "javascript:alert(1)", "red;background:url(x)",
					"Tom & 'Jerry' \"Co\"", "＜script＞alert(1)＜/script＞", "{{7*7}} ${7*7}")) {
				branding.update(name, "#b45309");

				String page = browser.open(host, "login").body();

				Document html = Jsoup.parse(page);
				assertThat(html.title()).as(name).isEqualTo(name);
				assertThat(html.getAllElements()).as(name)
					.allSatisfy(element -> assertThat(element.attributes().asList()).extracting(Attribute::getKey)
						.noneMatch(key -> key.startsWith("on")));
				Matcher colours = Pattern
					.compile("\"key\":\"--lumo-primary-color\",\"feat\":\\d+,\"value\":\"([^\"]*)\"")
					.matcher(page);
				int found = 0;
				while (colours.find()) {
					assertThat(colours.group(1)).isEqualTo("#b45309");
					found++;
				}
				assertThat(found).as("primary colour set on the page").isPositive();
				assertThat(page).as(name).contains(jsonText("Sign in to " + name));
			}
		}
	}

	/** How a text value appears inside Vaadin's JSON. */
	private static String jsonText(String text) {
		try {
			return new com.fasterxml.jackson.databind.ObjectMapper().writeValueAsString(text);
		}
		catch (com.fasterxml.jackson.core.JsonProcessingException ex) {
			throw new IllegalStateException(ex);
		}
	}

}
