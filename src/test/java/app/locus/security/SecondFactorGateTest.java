package app.locus.security;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;

import app.locus.base.AgencyId;
import app.locus.base.OpaqueId;
import app.locus.base.UserId;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.mock.web.MockHttpServletResponse;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.security.core.context.SecurityContextHolderStrategy;

/**
 * The gate that keeps a password-only session out of everything (DD111), request by
 * request, without a server.
 */
class SecondFactorGateTest {

	private static final Instant NOW = Instant.parse("2026-03-01T10:00:00Z");

	private final SecurityContextHolderStrategy contexts = SecurityContextHolder.getContextHolderStrategy();

	private final SecondFactorGate gate = new SecondFactorGate(contexts, Clock.fixed(NOW, ZoneOffset.UTC));

	private final PendingSignIn pending = new PendingSignIn(new UserId(OpaqueId.next()), new AgencyId(OpaqueId.next()),
			"ann@example.test", SecondFactorStep.CODE, NOW.minusSeconds(60));

	/** What the rest of the chain saw: the sign-in and the pending attribute. */
	private final List<Object> seen = new ArrayList<>();

	@AfterEach
	void clear() {
		contexts.clearContext();
	}

	@Test
	void the_rest_of_the_chain_sees_no_sign_in_only_the_pending_attribute() throws Exception {
		MockHttpServletRequest uidl = request("GET", "/", "application/json");
		uidl.setParameter("v-r", "uidl");

		MockHttpServletResponse response = pass(new PendingSignInToken(pending), uidl);

		assertThat(response.getRedirectedUrl()).isNull();
		assertThat(seen).containsExactly("no sign-in", pending);
	}

	@Test
	void page_loads_go_to_the_step_page_except_the_step_page_and_the_login() throws Exception {
		assertThat(
				pass(new PendingSignInToken(pending), request("GET", "/agency/users", "text/html")).getRedirectedUrl())
			.isEqualTo("/sign-in/code");
		assertThat(seen).isEmpty();

		assertThat(
				pass(new PendingSignInToken(pending), request("GET", "/sign-in/code", "text/html")).getRedirectedUrl())
			.isNull();
		assertThat(pass(new PendingSignInToken(pending), request("GET", "/login", "text/html")).getRedirectedUrl())
			.isNull();
	}

	@Test
	void a_pending_sign_in_older_than_ten_minutes_is_dropped() throws Exception {
		PendingSignIn old = new PendingSignIn(pending.user(), pending.agency(), pending.email(), pending.step(),
				NOW.minus(PendingSignIn.LIFETIME));
		MockHttpServletRequest request = request("GET", "/agency/users", "text/html");
		request.getSession().setAttribute("SPRING_SECURITY_CONTEXT", "stored");

		MockHttpServletResponse response = pass(new PendingSignInToken(old), request);

		assertThat(response.getRedirectedUrl()).isNull();
		assertThat(seen).containsExactly("no sign-in", null);
		assertThat(request.getSession().getAttribute("SPRING_SECURITY_CONTEXT")).isNull();
	}

	@Test
	void a_pending_token_is_never_authenticated_and_carries_no_role() {
		PendingSignInToken token = new PendingSignInToken(pending);

		assertThat(token.isAuthenticated()).isFalse();
		assertThat(token.getAuthorities()).isEmpty();
		assertThat(token.getPrincipal()).isNotInstanceOf(LocusUser.class);
		assertThatThrownBy(() -> token.setAuthenticated(true)).isInstanceOf(IllegalArgumentException.class);
	}

	private MockHttpServletResponse pass(Authentication signedIn, MockHttpServletRequest request) throws Exception {
		seen.clear();
		contexts.getContext().setAuthentication(signedIn);
		MockHttpServletResponse response = new MockHttpServletResponse();
		gate.doFilter(request, response, (req, res) -> {
			Authentication now = contexts.getContext().getAuthentication();
			seen.add(now == null ? "no sign-in" : now);
			seen.add(req.getAttribute(PendingSignIns.ATTRIBUTE));
		});
		return response;
	}

	private static MockHttpServletRequest request(String method, String path, String accept) {
		MockHttpServletRequest request = new MockHttpServletRequest(method, path);
		request.addHeader("Accept", accept);
		return request;
	}

}
