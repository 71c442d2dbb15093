package app.locus.security;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.Collection;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

import jakarta.servlet.http.HttpSession;
import jakarta.servlet.http.HttpSessionEvent;

import app.locus.base.AgencyId;
import app.locus.base.Role;
import app.locus.base.UserId;
import app.locus.fixtures.MutableClock;
import app.locus.security.repository.SessionStanding;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import org.springframework.mock.web.MockFilterChain;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.mock.web.MockHttpServletResponse;
import org.springframework.mock.web.MockHttpSession;
import org.springframework.security.authentication.UsernamePasswordAuthenticationToken;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.security.core.context.SecurityContextImpl;
import org.springframework.security.web.context.HttpSessionSecurityContextRepository;

/**
 * Idle timeout and absolute lifetime with a short configuration (3 s idle, 10 s in all)
 * on a clock the test moves: Vaadin's heartbeat keeps no session alive, the person's
 * requests do until the lifetime is over, and the per-node sweeper ends an idle session
 * without any request (DD109).
 */
class SessionLimitsTest {

	private static final SessionLimits LIMITS = new SessionLimits(Duration.ofSeconds(3), Duration.ofSeconds(10));

	private final MutableClock clock = new MutableClock(Instant.parse("2026-01-05T09:00:00Z"));

	private final LocusUser user = new LocusUser(UserId.random(), AgencyId.random(), "person@example.test", "Person",
			Role.ACCOUNT_MANAGER, null, true);

	/** The user is enabled and their sessions were never ended: only time counts. */
	private final SessionCheck check = new SessionCheck(null, LIMITS) {

		@Override
		boolean mayContinue(HttpSession session, LocusUser someone, Instant now) {
			return mayContinue(session, Optional.of(new SessionStanding(true, null)), now);
		}

		@Override
		Map<UserId, SessionStanding> standings(Collection<LocusUser> users) {
			return users.stream()
				.collect(Collectors.toMap(LocusUser::id, u -> new SessionStanding(true, null), (a, b) -> a));
		}

	};

	private final RevokedSessionFilter filter = new RevokedSessionFilter(check, clock);

	private final MockHttpSession session = new MockHttpSession();

	@AfterEach
	void clear() {
		SecurityContextHolder.clearContext();
	}

	@Test
	void heartbeats_alone_do_not_keep_a_session_open_past_the_idle_timeout() throws Exception {
		signIn();

		clock.advance(Duration.ofSeconds(2));
		assertThat(request("heartbeat")).as("a heartbeat within the idle timeout").isTrue();
		clock.advance(Duration.ofSeconds(2));
		assertThat(request("heartbeat")).as("4 s after the last action, heartbeats in between").isFalse();
		assertThat(session.isInvalid()).isTrue();
	}

	@Test
	void actions_keep_a_session_open_until_its_absolute_lifetime() throws Exception {
		signIn();

		for (int second = 2; second < 10; second += 2) {
			clock.advance(Duration.ofSeconds(2));
			assertThat(request("uidl")).as("an action at %d s", second).isTrue();
		}
		clock.advance(Duration.ofSeconds(2));
		assertThat(request("uidl")).as("an action at 10 s, the absolute lifetime").isFalse();
	}

	@Test
	void the_sweeper_ends_an_idle_session_without_any_request() {
		signIn();
		LiveSessions live = new LiveSessions();
		live.sessionCreated(new HttpSessionEvent(session));
		session.setAttribute(HttpSessionSecurityContextRepository.SPRING_SECURITY_CONTEXT_KEY,
				new SecurityContextImpl(authentication()));
		SessionSweeper sweeper = new SessionSweeper(live, check, clock);

		clock.advance(Duration.ofSeconds(2));
		sweeper.endOverdueSessions();
		assertThat(session.isInvalid()).as("2 s idle").isFalse();
		clock.advance(Duration.ofSeconds(2));
		sweeper.endOverdueSessions();
		assertThat(session.isInvalid()).as("4 s idle").isTrue();
	}

	@Test
	void a_session_whose_sign_in_instant_is_unknown_may_not_go_on() {
		assertThat(LIMITS.allow(null, null, clock.instant())).isFalse();
		assertThat(LIMITS.allow(clock.instant(), null, clock.instant())).isTrue();
	}

	private void signIn() {
		MockHttpServletRequest request = new MockHttpServletRequest();
		request.setSession(session);
		new SignInInstant(clock, LIMITS.idleTimeout()).onAuthentication(authentication(), request,
				new MockHttpServletResponse());
		assertThat(session.getMaxInactiveInterval()).as("the container's timeout is the idle timeout").isEqualTo(3);
	}

	/** Sends a Vaadin request of the type; whether it went on signed in. */
	private boolean request(String vaadinType) throws Exception {
		SecurityContextHolder.getContext().setAuthentication(authentication());
		MockHttpServletRequest request = new MockHttpServletRequest("POST", "/");
		request.setParameter("v-r", vaadinType);
		request.setSession(session);
		boolean[] signedIn = new boolean[1];
		filter.doFilter(request, new MockHttpServletResponse(), new MockFilterChain() {
			@Override
			public void doFilter(jakarta.servlet.ServletRequest req, jakarta.servlet.ServletResponse res) {
				Authentication auth = SecurityContextHolder.getContext().getAuthentication();
				signedIn[0] = auth != null && auth.getPrincipal() instanceof LocusUser;
			}
		});
		return signedIn[0];
	}

	private Authentication authentication() {
		return UsernamePasswordAuthenticationToken.authenticated(user, null, user.getAuthorities());
	}

}
